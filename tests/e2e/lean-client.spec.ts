/**
 * What reaches the browser (docs/decisions/0009-lean-client.md): content pages
 * run no React, only their small modules; buy clicks are tracked from the
 * first paint even when every module fails; the phone menu closes on Escape,
 * a link tap and a tap outside; analytics wait for consent.
 */
import { expect, test, type Page } from "@playwright/test";
import { registry } from "../../app/lib/registry";
import { LAUNCH_PRICE } from "../../app/lib/pricing";
import { islandModules } from "../../app/lib/page-scripts";

const { pages } = registry();

const onePerType = [...new Map(pages.map((p) => [p.type, p] as const)).values()];
/** The modules each page type loads (docs/decisions/0009-lean-client.md); every content page has site and offline. */
const always = ["site", "offline"];
const scriptsOf: Record<string, string[]> = {
  landing: [...always, "banner"],
  article: [...always, "driverCard"],
  city: [...always, "driverCard"],
  solution: [...always, "driverCard"],
  page: [...always, "search", "driverCard"],
  // A tool page adds its one React island (docs/decisions/0013-tool-islands.md).
  tool: [...always, `(${Object.keys(islandModules).join("|")})`],
};
/** A tool page adds its own React island (its route's handle). */
const toolIslands: Record<string, string> = {
  "/tools/china-entry-checker": "entryChecker",
  "/tools/china-trip-checklist": "tripChecklist",
  "/tools/payment-troubleshooter": "paymentTroubleshooter",
};
const modulePattern = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8,10}\\.js$`);

for (const entry of onePerType) {
  test(`${entry.type} page (${entry.path}) runs its own small modules and no React Router`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto(entry.path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    const expected =
      entry.type === "tool" ? [...always, "framework", toolIslands[entry.path]!] : (scriptsOf[entry.type] ?? always);
    expect(scripts).toHaveLength(expected.length);
    for (const name of expected) expect(scripts).toContainEqual(expect.stringMatching(modulePattern(name)));
    const framework = await page.evaluate(() => ({
      context: "__reactRouterContext" in window,
      modules: "__reactRouterRouteModules" in window,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(framework).toEqual({ context: false, modules: false, preloads: 0 });
  });
}

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
