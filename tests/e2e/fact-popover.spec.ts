/**
 * A fact's popover (components/fact-value.tsx) on a how-to page: opened from its button by the keyboard,
 * it closes when Tab leaves its last control (focus goes on down the page), on Escape and on its Close
 * button (focus back on its button). The same popover without the page's script stays open behind the
 * focus: the first test would fail without app/client/site.ts (it did, before the module closed it).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";
import { factsOf } from "../../app/lib/content/fact-usage";
import { axeViolations } from "./axe";

const { pages } = registry();
const entry = pages.find((p) => p.type === "solution" && factsOf(p.record).size)!;

const isOpen = (popover: Locator) => popover.evaluate((p) => p.matches(":popover-open"));

/** Opens the first visible fact's popover from the keyboard; its button, its popover and its controls. */
async function openFirst(page: Page) {
  const fact = page.locator(".fact").filter({ visible: true }).first();
  const button = fact.locator("button[popovertarget]").first();
  const popover = fact.locator("[popover]");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  const controls = await popover.locator("a[href], button").count();
  return { button, popover, controls };
}

/** Presses Tab through the popover's controls and once more: whether it is still open, and where focus went. */
async function tabPast(page: Page, popover: Locator, controls: number) {
  for (let i = 0; i < controls; i++) {
    await page.keyboard.press("Tab");
    expect(await popover.evaluate((p) => p.contains(document.activeElement)), `control ${i + 1}`).toBe(true);
  }
  await page.keyboard.press("Tab");
  return {
    open: await isOpen(popover),
    focusInside: await popover.evaluate((p) => p.contains(document.activeElement)),
  };
}

test.describe(`a fact's popover on ${entry.path}`, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(entry.path);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  });

  test("closes when Tab leaves its last control, and focus goes on down the page", async ({ page }) => {
    const { button, popover, controls } = await openFirst(page);
    expect(controls).toBeGreaterThanOrEqual(2);
    // The page with the popover open meets WCAG 2.2 AA as axe reads it.
    expect(await axeViolations(page)).toEqual([]);
    const after = await tabPast(page, popover, controls);
    expect(after).toEqual({ open: false, focusInside: false });
    await expect(button).not.toBeFocused();
    await expect(page.locator(":focus")).toHaveCount(1);
    // Shift+Tab before its first control closes it as well.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(popover).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await isOpen(popover)).toBe(false);
  });

  test("closes on Escape and on its Close button, with focus back on its button", async ({ page }) => {
    const { button, popover } = await openFirst(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await isOpen(popover)).toBe(false);
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(popover).toBeVisible();
    const close = popover.getByRole("button", { name: "Close" });
    await close.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(popover)).toBe(false);
    await expect(button).toBeFocused();
  });

  test("a tap on its own button, with focus inside it, closes it and does not open it again", async ({ page }) => {
    const { button, popover } = await openFirst(page);
    await page.keyboard.press("Tab");
    expect(await popover.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    // The tap moves focus out of the popover to its button, then toggles it: closed, not closed and reopened.
    await button.tap();
    await page.waitForTimeout(400);
    expect(await isOpen(popover)).toBe(false);
    await button.tap();
    await expect(popover).toBeVisible();
    await popover.getByRole("button", { name: "Close" }).tap();
    expect(await isOpen(popover)).toBe(false);
  });
});

test("without the page's script, the same popover stays open behind the focus (the check can fail)", async ({
  page,
}) => {
  await page.goto(entry.path);
  const markup = await page
    .locator(".fact")
    .filter({ visible: true })
    .first()
    .evaluate((f) => f.outerHTML);
  await page.setContent(
    `<!DOCTYPE html><html lang="en"><head><title>Fixture</title></head><body><p>${markup}</p><a href="#next">Next</a></body></html>`,
  );
  const { popover, controls } = await openFirst(page);
  expect(await tabPast(page, popover, controls)).toEqual({ open: true, focusInside: false });
});
