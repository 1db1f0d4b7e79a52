/**
 * Where rides start: on a city guide each area to stay and each railway station and airport has a
 * driver card folded one tap away, whose Amap link searches that place in its city (intercepted, so
 * nothing leaves the machine); printed, the guide is an arrival sheet with every station and airport
 * card open and the emergency numbers from the facts collection.
 */
import { expect, test } from "./reused-page";
import { areaCard } from "../../app/lib/maps/driver-cards";
import { factById } from "../../app/lib/content/facts";
import { cityPath } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";
import { catchAmap } from "./support";

const { pages } = registry();

const beijing = pages.find((p) => p.path === cityPath("beijing"))!;
if (beijing.type !== "city") throw new Error("the Beijing guide is a city page");
const city = beijing.record;
const area = city.whereToStay.areas[0]!;
const areaPlace = areaCard(area)!.placeZh;
const station = city.gettingAround.hubs!.find((h) => h.kind === "station")!;
const emergency = ["police", "ambulance", "fire", "traffic", "foreigners-hotline"].map(
  (id) => factById(`emergency.${id}`)!.value as string,
);

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    for (const [what, section, place] of [
      ["an area to stay", "#accommodation", areaPlace],
      ["a railway station", "#transport", station.nameZh],
    ] as const)
      test(`${what}: one tap opens its card, whose Amap link searches it in the city`, async ({ page }) => {
        const opened = await catchAmap(page);
        await page.goto(beijing.path);
        const fold = page.locator(`${section} details[data-driver-fold]`, {
          has: page.locator(`[data-driver-text="place"]`, { hasText: new RegExp(`^${place}$`) }),
        });
        await expect(fold).toHaveCount(1);
        const card = fold.locator("[data-driver-card]");
        await expect(card).toBeHidden();
        await fold.locator("summary").click();
        await expect(card.locator('[data-driver-text="place"]')).toBeVisible();
        await card.getByRole("link", { name: /Amap/ }).click();
        await expect.poll(() => opened.length).toBe(1);
        expect(opened[0]!.searchParams.get("keyword")).toBe(place);
        expect(opened[0]!.searchParams.get("city")).toBe(city.nameZh);
      });
  });

test("printed, the guide shows every station and airport card open and the emergency numbers", async ({
  page,
}, info) => {
  await page.goto(beijing.path);
  await page.emulateMedia({ media: "print" });
  const hubs = page.locator("[data-hub-cards] [data-driver-card]");
  await expect(hubs).toHaveCount(city.gettingAround.hubs!.length);
  for (const h of city.gettingAround.hubs!)
    await expect(page.locator('[data-hub-cards] [data-driver-text="place"]', { hasText: h.nameZh })).toBeVisible();
  const block = page.locator("[data-emergency]");
  await expect(block).toBeVisible();
  for (const n of emergency) await expect(block.getByRole("link", { name: new RegExp(`^${n}\\b`) })).toBeVisible();
  await expect(block.locator('a[href^="tel:"]')).toHaveCount(emergency.length);
  await page.locator("#transport").screenshot({ path: info.outputPath("arrival-sheet.png") });
});

test("on screen, the emergency numbers call on a tap", async ({ page }) => {
  await page.goto(beijing.path);
  const block = page.locator("#transport [data-emergency]");
  await expect(block).toBeVisible();
  expect(await block.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    ["police", "ambulance", "fire", "traffic", "foreigners-hotline"]
      .sort((a, b) => (a === "foreigners-hotline" ? 1 : b === "foreigners-hotline" ? -1 : 0))
      .map((id) => `tel:${factById(`emergency.${id}`)!.value}`),
  );
});
