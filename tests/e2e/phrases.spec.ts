/**
 * The phrase cards at /phrases: the emergency numbers first, read from the facts
 * collection; every phrase opens full screen through the driver-card script, the
 * Chinese at 36 px or more with its pinyin and meaning, a question with its
 * answers, and closes with a tap, Escape or the back gesture. Without
 * JavaScript every phrase is on the page in large type.
 */
import { expect, test } from "./reused-page";
import { factById } from "../../app/lib/content/facts";
import { PHRASES_PATH } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";

const { datasets } = registry();

const data = datasets.phrases!.data;
const numbers = data.emergency.map((e) => String(factById(e.fact)!.value));
const phraseCount = data.groups.reduce((n, g) => n + g.phrases.length, 0);
const question = data.groups.flatMap((g) => g.phrases.map((p) => ({ ...p, group: g.id }))).find((p) => p.answers)!;

test("the emergency numbers come first, from the facts, each a tap to call", async ({ page }) => {
  await page.goto(PHRASES_PATH);
  expect(numbers).toEqual(["110", "120", "119", "122", "12367"]);
  const block = page.locator("[data-emergency-numbers]");
  await expect(block.locator("a[href^='tel:'] .tabular-nums")).toHaveText(numbers);
  for (const n of numbers) await expect(block.locator(`a[href="tel:${n}"]`)).toHaveCount(1);
  // First after the title: above the intro and every phrase, and its first number on the first screen.
  const order = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const blocks = [...main.querySelectorAll("h1, [data-emergency-numbers], main > p, [data-driver-card]")];
    return blocks.map((b) => (b.matches("h1") ? "h1" : b.matches("[data-emergency-numbers]") ? "sos" : "other"));
  });
  expect(order.slice(0, 2)).toEqual(["h1", "sos"]);
  const first = await block.locator("a[href='tel:110']").boundingBox();
  expect(first!.y + first!.height).toBeLessThan(page.viewportSize()!.height);
});

test("a phrase opens full screen in large type with its pinyin, meaning and answers, and closes by tap, Escape or back", async ({
  page,
}) => {
  await page.goto(PHRASES_PATH);
  const card = page.locator(`#${question.group}-${question.id}`);
  await card.locator("[data-driver-open]").click();
  const dialog = page.getByRole("dialog", { name: question.en });
  await expect(dialog).toBeVisible();
  const zh = dialog.locator('[data-driver-text="phrase"]');
  await expect(zh).toHaveText(question.zh);
  const size = await zh.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(36);
  await expect(dialog.locator('[data-driver-text="pinyin"]')).toHaveText(question.pinyin);
  await expect(dialog.locator('[data-driver-text="meaning"]')).toHaveText(question.en);
  await expect(dialog.locator('[data-driver-text="answers"] li')).toHaveCount(question.answers!.length);
  // The whole card fits the phone's width: nothing to scroll sideways.
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);

  await dialog.click();
  await expect(dialog).toHaveCount(0);
  await card.locator("[data-driver-open]").click();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await card.locator("[data-driver-open]").click();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(PHRASES_PATH);
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("every phrase is on the page in large type, and no dead full-screen button", async ({ page }) => {
    await page.goto(PHRASES_PATH);
    const phrases = page.locator('main [data-driver-text="phrase"]');
    await expect(phrases).toHaveCount(phraseCount);
    const sizes = await phrases.evaluateAll((ps) => ps.map((p) => parseFloat(getComputedStyle(p).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(28);
    await expect(page.locator("[data-driver-open]:visible")).toHaveCount(0);
  });
});
