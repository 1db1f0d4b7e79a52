/**
 * What a screen reader and the Tab key meet: each driver card's full-screen button names its place,
 * the home page reads and tabs in the order its screen shows, the entry checker's whole form is a
 * named group, and a date field keeps its focus ring on its calendar button.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { cityDriverCards } from "../../app/lib/maps/driver-cards";
import { cityPath, toolPath } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";

const { pages } = registry();
const beijing = pages.find((p) => p.path === cityPath("beijing"))!;
if (beijing.type !== "city") throw new Error("the Beijing guide is a city page");

/** The first `count` Tab stops in the main content, after the skip link and the header's links: each one's place on the page. */
async function firstStopsInMain(page: Page, count: number) {
  const stops: { name: string; top: number; left: number }[] = [];
  for (let presses = 0; stops.length < count && presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el?.closest("main")) return null;
      const box = el.getBoundingClientRect();
      return {
        name: (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40),
        top: Math.round(box.top + window.scrollY),
        left: Math.round(box.left),
      };
    });
    if (stop) stops.push(stop);
  }
  return stops;
}

test.describe("the home page", () => {
  test("reads and tabs in the order the screen shows", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    // The headings a screen reader lists, in the order of the HTML: from lg the h1 comes first.
    const first = page.getByRole("heading").first();
    if (!isMobile) await expect.soft(first).toHaveJSProperty("tagName", "H1");
    // The first heading read is the one on top of the screen at this width.
    const tops = await page
      .getByRole("heading")
      .evaluateAll((hs) => hs.slice(0, 3).map((h) => h.getBoundingClientRect().top + window.scrollY));
    expect.soft([...tops].sort((a, b) => a - b)).toEqual(tops);

    // After the header's links, Tab goes down the page: never back up to something above it.
    const stops = await firstStopsInMain(page, 10);
    expect(stops).toHaveLength(10);
    for (let i = 1; i < stops.length; i++) {
      const [before, now] = [stops[i - 1]!, stops[i]!];
      const inOrder = now.top > before.top + 1 || (Math.abs(now.top - before.top) <= 1 && now.left >= before.left);
      expect(inOrder, `Tab from “${before.name}” (${before.top} px) to “${now.name}” (${now.top} px)`).toBe(true);
    }
  });
});

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "names and labels do not change with the layout");

  test("every driver card's full-screen button on a city guide names its own place", async ({ page }) => {
    await page.goto(beijing.path);
    const buttons = page.locator("[data-driver-card] [data-driver-open]");
    await expect(buttons.first()).toBeVisible();
    const cards = cityDriverCards(beijing.record);
    await expect(buttons).toHaveCount(cards.length);
    const names = cards.map((c) => `Show full screen: ${c.name}, ${c.placeZh}`);
    expect(new Set(names).size).toBe(names.length);
    // The stations' and areas' cards open, as a reader opens them: then each card's button says its
    // place, English and Chinese, and no other button says the same.
    for (const fold of await page.locator("details[data-driver-fold] > summary").all()) await fold.click();
    for (const name of names) await expect(page.getByRole("button", { name, exact: true }), name).toHaveCount(1);
  });

  test("the entry checker's whole form is a group with a legend", async ({ page }) => {
    await page.goto(toolPath("china-entry-checker"));
    const outer = page.locator("[data-island] form > fieldset");
    await expect(outer).toHaveCount(1);
    await expect(outer.locator(":scope > legend")).toHaveText(/\S/);
    await expect(outer).toHaveAccessibleName(/\S/);
  });

  test("the trip checklist's date field keeps the focus ring on its calendar button", async ({ page }) => {
    await page.goto(toolPath("china-trip-checklist"));
    const date = page.locator('input[type="date"]').first();
    await expect(date).toBeEnabled();
    await date.focus();
    // Month, day and year, then the calendar button: the field stays focused and shows the ring throughout.
    for (let step = 0; step < 4; step++) {
      await expect(date).toBeFocused();
      await expect(date, `step ${step}`).toHaveCSS("outline-style", "solid");
      if (step < 3) await page.keyboard.press("Tab");
    }
    expect(await date.evaluate((e) => e.matches(":focus-visible"))).toBe(false);
  });
});
