/**
 * The travel companion: every page within two clicks of the home page, search
 * and the free help one tap away on a phone, site search from the local index,
 * guides saved for offline reading (an unsaved page offline names itself and
 * offers the saved pages nearest to it, the phrase cards among them), and the
 * "show the driver" card.
 */
import { expect, test } from "./test";
import { SAVED_COPY } from "./support";
import { PHRASES_PATH, SEARCH_PATH } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";
import { SEARCH_TYPING_PAUSE_MS } from "../../app/lib/search-page";

const { pages } = registry();

/** The site's own pages an HTML page links to (its `<a href="/…">`, as a reader with or without script has them). */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, "&"), "http://x").pathname,
  );

test("every registered page is reachable from the home page within two clicks", async ({ request }) => {
  const linksAt = async (path: string) => linksOf(await (await request.get(path)).text());
  const first = new Set(await linksAt("/"));
  const reached = new Set(first);
  for (const path of first) {
    if (!pages.some((p) => p.path === path)) continue;
    for (const l of await linksAt(path)) reached.add(l);
  }
  expect(pages.map((p) => p.path).filter((p) => p !== "/" && !reached.has(p))).toEqual([]);
});

test.describe("one tap on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone's header and the landing page's first screens");

  /** On a phone the first thing under the header: each quick link and the page it must land on. */
  const quickLinks = {
    Pay: "/payment-methods-in-china",
    Internet: "/china-esim-guide",
    Entry: "/tools/china-entry-checker",
    Cities: "/cities",
    Plans: "/itineraries",
    Tools: "/tools",
  };
  const oneTap = [
    { name: "Search the guides", within: "header", to: SEARCH_PATH },
    ...Object.entries(quickLinks).map(([name, to]) => ({ name, within: "[data-quick-links]", to })),
  ];

  for (const { name, within, to } of oneTap)
    test(`from the home page, “${name}” is one tap away, without the menu, and lands on ${to}`, async ({ page }) => {
      await page.goto("/");
      // The link's name starts with its label (a quick link's few words on what it covers follow).
      const link = page.locator(within).getByRole("link", { name: new RegExp(`^${name}(\\s|$)`) });
      await expect(link).toHaveCount(1);
      // On the first screen: no scrolling past sales copy to reach it.
      await expect(link).toBeInViewport();
      await expect(page.locator("details[data-menu]")).not.toHaveAttribute("open", "");
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(to);
      await expect(page).toHaveTitle(pages.find((p) => p.path === to)!.title);
    });

  test("the quick-links row holds these six and no more", async ({ page }) => {
    await page.goto("/");
    // The landing page draws the row above the hero and under it; a phone shows the one above.
    await expect(page.locator("[data-quick-links]:visible a")).toHaveCount(Object.keys(quickLinks).length);
  });

  test("the menu lists the tools", async ({ page }) => {
    await page.goto("/");
    await page.locator("details[data-menu] > summary").click();
    const tools = page.locator("details[data-menu] nav").getByRole("link", { name: "Tools", exact: true });
    await expect(tools).toBeVisible();
    await tools.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/tools");
    for (const tool of pages.filter((p) => p.type === "tool"))
      await expect(page.locator("main").getByRole("link", { name: tool.name })).toHaveAttribute("href", tool.path);
  });
});

test("search finds the Alipay guides from the site's own index, with no other origin", async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on("request", (r) => !r.url().startsWith(baseURL!) && outside.push(r.url()));
  await page.goto("/search?q=alipay");
  await expect(page.locator("[data-search-status]")).toContainText(/guides? found for “alipay”/);
  const found = await page
    .locator("[data-search-results] a")
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(found).toContain("/how-to-use-alipay-in-china");
  expect(found).toContain("/how-to-use-alipay-china-foreign-card");
  expect(outside).toEqual([]);
});

test("a query typed and sent with Enter is searched once: the answer stays, with no second “Searching…”", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  const status = page.locator("[data-search-status]");
  // Every time the status is set to "Searching…", counted from the mutation records (a later text
  // replacing it in the same task is still counted).
  await status.evaluate((el) => {
    const seen = window as unknown as { searching: number };
    seen.searching = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.textContent === "Searching…") seen.searching++;
    }).observe(el, { childList: true, subtree: true });
  });
  const input = page.locator('[data-search-form] input[name="q"]');
  await input.fill("alipay");
  await input.press("Enter");
  await expect(status).toContainText(/found for “alipay”/);
  // Well past the pause after typing that starts a search by itself.
  await page.waitForTimeout(SEARCH_TYPING_PAUSE_MS * 2.5);
  expect(await page.evaluate(() => (window as unknown as { searching: number }).searching)).toBe(1);
  await expect(status).toContainText(/found for “alipay”/);
});

test("search without JavaScript offers the hubs instead", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search");
  await expect(
    page.locator("[data-search-fallback]").getByRole("link", { name: "every guide by topic" }),
  ).toBeVisible();
  await context.close();
});

test.describe("offline", () => {
  test.skip(({ isMobile }) => !isMobile, "phone only (one run is enough for the download)");
  // The service worker saves the guides (the other tests block it: playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  test.setTimeout(120_000);

  test("save all guides, tools and search, then read saved pages offline with their date; an unsaved page names itself and offers the nearest saved pages", async ({
    page,
    context,
  }) => {
    await page.goto("/offline");
    const saveAll = page.locator("[data-offline-save-all]");
    await expect(saveAll).toBeVisible();
    await expect(saveAll).toHaveText(/^Save all \d+ guides \(about [\d.]+ (KB|MB)\)$/);
    await saveAll.click();
    await expect(page.locator("[data-offline-note]")).toContainText(/^Saved \d+ guides/, { timeout: 90_000 });
    await expect(page.locator("[data-offline-list] li")).toHaveCount(pages.filter((p) => !p.noindex).length);
    for (const p of pages.filter((p) => p.type === "tool" || p.path === SEARCH_PATH || p.path === PHRASES_PATH))
      await expect(page.locator(`[data-offline-list] a[href="${p.path}"]`)).toHaveCount(1);

    // Remove one page so it is not saved any more.
    await page.goto("/how-to-survive-chinese-crowds");
    await page.locator("[data-offline-remove]").click();
    await expect(page.locator("[data-offline-save]")).toBeVisible();

    await context.setOffline(true);
    for (const path of ["/beijing-travel-guide-2025", "/how-to-use-didi-china", "/tools/china-entry-checker"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);
      // The page's stylesheet came with it, loaded with its rules (not only the critical CSS in its head).
      expect(
        await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith(".css") && s.cssRules.length)),
      ).toBe(true);
    }
    await page.goto("/beijing-travel-guide-2025");
    await page.locator("[data-driver-open]").first().click();
    const dialog = page.locator("dialog.driver-fullscreen");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-driver-text="address"]')).toContainText("北京");
    await dialog.click();
    await expect(dialog).toHaveCount(0);

    // The phrase cards were saved with the rest: the emergency numbers and a phrase full screen, offline.
    await page.goto(PHRASES_PATH);
    await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);
    await expect(page.locator("[data-emergency-numbers] a[href='tel:110']")).toBeVisible();
    await page.locator("[data-driver-card] [data-driver-open]").first().click();
    await expect(dialog.locator('[data-driver-text="phrase"]')).toBeVisible();
    await dialog.click();
    await expect(dialog).toHaveCount(0);

    await page.goto("/search?q=metro");
    await expect(page.locator("[data-search-status]")).toContainText("found");

    // The page removed above: the offline page in its place names it (its title from the offline manifest)
    // and offers the saved pages nearest to it, how-to pages like it first.
    const unsaved = pages.find((p) => p.path === "/how-to-survive-chinese-crowds")!;
    await page.goto(unsaved.path);
    await expect(page.locator("h1")).toHaveText("Not saved on this device");
    await expect(page.locator("[data-offline-asked-name]")).toHaveText(`“${unsaved.title}”`);
    await expect(page).toHaveTitle(`Not saved: ${unsaved.title}`);
    await expect(page.locator("[data-offline-list]")).toContainText("Beijing");
    const nearest = page.locator("[data-offline-nearest] a");
    await expect(nearest).toHaveCount(5);
    const offered = await nearest.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(offered.map((href) => pages.find((p) => p.path === href)?.type)).toEqual(Array(5).fill("solution"));
    await nearest.first().click();
    await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);

    // An address the manifest does not know is named by its path.
    await page.goto("/no-such-guide");
    await expect(page.locator("[data-offline-asked-name]")).toHaveText("“/no-such-guide”");
    await context.setOffline(false);
  });

  test("offline with nothing saved, search says it needs “Save all” first", async ({ page, context }) => {
    await page.goto(SEARCH_PATH);
    // The search module has run once the page is idle (it loads after the page).
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await context.setOffline(true);
    await page.locator("[data-search-form] input").fill("metro");
    const status = page.locator("[data-search-status]");
    await expect(status).toContainText("Search needs “Save all” first");
    await expect(status.getByRole("link", { name: "Save guides offline" })).toHaveAttribute("href", "/offline");
    await context.setOffline(false);
  });
});
