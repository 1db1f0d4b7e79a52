/**
 * Keyboard focus is never hidden (WCAG 2.4.11): on the home page, scrolled until the launch banner
 * shows, every Tab stop round the whole page is at least 90% visible, not under the banner or the fixed
 * navigation bar (tab-stops.ts). At a phone's width and a laptop's, and backwards on the phone; run in
 * the desktop project, which sets the widths. With the banner's scroll padding taken away, the same test
 * reports the free guides' links under the banner. A fixture with a fixed bar and banner and no room kept
 * for them shows the check failing.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { STICKY_BANNER_AFTER } from "../../app/lib/site-nav";
import { hiddenStops, tabStops } from "./tab-stops";

/** Scrolls past the banner's threshold and starts the keyboard there, where a click in the page's margin would. */
async function startBelow(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  // A click on no control moves where the next Tab starts from (the sequential focus navigation starting point).
  const viewport = page.viewportSize()!;
  await page.mouse.click(2, Math.round(viewport.height / 2));
}

const runs = [
  { width: 360, key: "Tab" },
  { width: 1280, key: "Tab" },
  // Backwards, each stop is scrolled to the top of the window: under the header, were there too little room.
  { width: 360, key: "Shift+Tab" },
] as const;

for (const { width, key } of runs) {
  test(`every ${key} stop on the home page shows at least 90% with the banner up, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    // The page scrolls to each stop at once rather than smoothly: the same place, without a second's wait a stop.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await startBelow(page, STICKY_BANNER_AFTER + 300);
    await expect(page.getByTestId("sticky-banner")).toBeVisible();
    const stops = await tabStops(page, key);
    // Round the whole page: the header's links, the sections, the footer.
    expect(stops.length).toBeGreaterThan(30);
    // The banner was up (a second bar on screen) for many of them.
    expect(stops.filter((s) => s.bars >= 2).length).toBeGreaterThan(10);
    expect(hiddenStops(stops)).toEqual([]);
  });
}

test("the Tab stop check fails on links under a fixed bar and a banner the page keeps no room for", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 600 });
  const links = Array.from({ length: 30 }, (_, i) => `<p style="margin:0 0 40px"><a href="#l${i}">Link ${i}</a></p>`);
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head>
<body style="margin:0;font:16px/1.5 sans-serif">
<header style="position:fixed;top:0;left:0;right:0;height:64px;background:#fff"><a href="#top">Home</a></header>
<main style="padding:80px 16px 200px">${links.join("")}</main>
<div id="banner" role="region" aria-label="Offer" style="position:fixed;bottom:0;left:0;right:0;height:120px;background:#fff"><a href="#offer">See the offer</a></div>
</body></html>`);
  const stops = await tabStops(page);
  expect(stops.map((s) => s.name)).toContain("<a> “See the offer”");
  const hidden = hiddenStops(stops);
  // Tabbing down, the browser scrolls each link just into the window: under the banner.
  expect(hidden.length).toBeGreaterThan(5);
  expect(hidden[0]).toMatch(/^<a> “Link \d+”: \d+% visible, under <div#banner> “Offer”$/);
  // Given room (what the banner script does while the banner shows), the same page passes.
  await page.evaluate(() => (document.documentElement.style.scrollPaddingBottom = "130px"));
  await page.evaluate(() => (document.documentElement.style.scrollPaddingTop = "70px"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.click(2, 300);
  expect(hiddenStops(await tabStops(page))).toEqual([]);
});
