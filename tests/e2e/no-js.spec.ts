/**
 * With JavaScript off, every page type still works: content is visible,
 * internal links navigate, FAQ answers and folded lists open, buy links
 * work, the phone header's search link is there, and the phone menu's links are reachable.
 */
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";

const { pages } = registry();

test.use({ javaScriptEnabled: false });

// One page of each type; for the site pages, the guides hub (the one a reader lands on without search).
const onePerType = [...new Map(pages.map((p) => [p.type, p] as const)).values()].map((p) =>
  p.type === "page" ? pages.find((q) => q.path === "/guides")! : p,
);

for (const entry of onePerType) {
  test(`${entry.type} page works without JavaScript (${entry.path})`, async ({ page, isMobile, baseURL }) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).not.toHaveAttribute("data-enhanced", "true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(1500);

    for (const link of await page.locator("a[data-placement]").all()) {
      expect(new URL((await link.getAttribute("href"))!).searchParams.get("wanted")).toBe("true");
    }

    // An FAQ answer, and a folded list on a tool page, each open with a tap.
    for (const selector of ["main details:not([data-fold])", "main details[data-fold]"]) {
      const details = page.locator(selector).first();
      if (!(await details.count())) continue;
      await details.locator("summary").click();
      await expect(details).toHaveAttribute("open", "");
      await expect(details.locator(":scope > :not(summary)").first()).toBeVisible();
    }

    if (isMobile) {
      // Search sits beside the menu, a plain link to the search page.
      const search = page.locator("header [data-header-search]");
      await expect(search).toBeVisible();
      await expect(search).toHaveAttribute("href", "/search");
      await page.locator("header summary").click();
      await expect(page.locator("header details nav").getByRole("link", { name: "Pricing" })).toBeVisible();
      await page.locator("header summary").click();
    }

    const target = entry.path === "/" ? "/privacy-policy" : "/";
    await page.locator(`a[href="${target}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(`${baseURL}${target === "/" ? "/" : target}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
