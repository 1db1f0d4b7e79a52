/**
 * What reaches the browser (docs/decisions/0009-lean-client.md): buy clicks are tracked from the
 * first paint even when every module fails; the phone menu closes on Escape, a link tap and a tap
 * outside; analytics wait for consent. Which modules each page loads, and that no React Router runs,
 * the page audit checks on every page (audit.ts, page-modules.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { LAUNCH_PRICE } from "../../app/lib/pricing";

test("the not-found page loads the site module and its own, and logs the path", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  await page.goto("/nothing-here/at-all");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  await expect.poll(() => logs).toContain("404: no page at /nothing-here/at-all");
});

async function recordGtag(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = (...args: unknown[]) => void w.__gtagCalls.push(args);
  });
}

test("a buy click is tracked even when every module script fails, and the link still opens the storefront", async ({
  page,
  context,
}) => {
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: "storefront" }));
  await recordGtag(page);
  await page.goto("/beijing-travel-guide-2025");
  const link = page.locator('a[data-placement="city_guide_bottom_beijing"]');
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  expect(new URL(popup.url()).searchParams.get("wanted")).toBe("true");
  const calls = await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
  expect(calls.map((c) => c[1])).toEqual(["cta_click", "begin_checkout"]);
  expect(calls[0]![2]).toEqual({
    event_category: "engagement",
    event_label: "city_guide_bottom_beijing",
    value: LAUNCH_PRICE,
  });
});

test.describe("phone menu", () => {
  test.skip(({ isMobile }) => !isMobile, "phone only");
  test("closes on Escape (focus back on the toggle), on a tap outside, and on a link tap", async ({ page }) => {
    await page.goto("/how-to-use-didi-china");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    const menu = page.locator("header details");
    const toggle = page.locator("header summary");
    await toggle.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.mouse.click(180, 700);
    await expect(menu).not.toHaveAttribute("open", "");
    await toggle.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });
});

test("with no analytics ID configured, nothing about analytics is on the page", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("[data-consent]")).toHaveCount(0);
  expect(requests.filter((u) => /consent-|googletagmanager|google-analytics/.test(u))).toEqual([]);
});
