/**
 * Driver cards: each opens the place in Amap (by its Chinese name, in its city) and two other
 * map apps, with JavaScript on or off; the full-screen card closes with the phone's back gesture
 * without leaving the page.
 */
import { expect, test } from "./reused-page";
import { cityPath } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";
import { catchAmap } from "./support";

const { pages } = registry();

const beijing = pages.find((p) => p.path === cityPath("beijing"))!;
if (beijing.type !== "city") throw new Error("the Beijing guide is a city page");
const palace = beijing.record.topAttractions[0]!;
/** What the palace's card names: its landmark, the place a car stops, where it has one (app/lib/maps/driver-cards.ts). */
const palaceCardZh = palace.landmark?.nameZh ?? palace.nameZh;

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("a card's Amap link opens that place by its Chinese name in its city", async ({ page }) => {
      const opened = await catchAmap(page);
      await page.goto(beijing.path);
      const card = page.locator("#attractions [data-driver-card]").first();
      await expect(card.locator("[data-map-links] a")).toHaveText([/Amap/, /Apple Maps/, /Baidu Maps/]);
      await card.getByRole("link", { name: /Amap/ }).click();
      await expect.poll(() => opened.length).toBe(1);
      expect(opened[0]!.searchParams.get("keyword")).toBe(palaceCardZh);
      expect(opened[0]!.searchParams.get("city")).toBe(beijing.record.nameZh);
    });
  });

test("every driver card on a city guide offers the three map apps", async ({ page }) => {
  await page.goto(beijing.path);
  const cards = page.locator("[data-driver-card]");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator("[data-driver-card] [data-map-links] a")).toHaveCount(count * 3);
});

test("the back gesture closes a full-screen card and stays on the page", async ({ page }) => {
  await page.goto(beijing.path);
  await page.locator("[data-driver-open]").first().click();
  const dialog = page.locator("dialog.driver-fullscreen");
  await expect(dialog.locator('[data-driver-text="place"]')).toHaveText(palaceCardZh!);
  await expect(dialog.locator('[data-driver-text="drop-off"]')).toHaveText(palace.dropOffZh!);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(beijing.path);
  // Closed by a tap instead: the card takes back its own history entry, so "back" then leaves the page as usual.
  await page.locator("[data-driver-open]").first().click();
  await dialog.click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(beijing.path);
  expect(await page.evaluate(() => history.state)).not.toEqual({ driverCard: true });
});
