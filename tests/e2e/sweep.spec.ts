/**
 * Sweeps over every registered page (a new page is covered without touching
 * this file), on the desktop and the phone project.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pages } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { watchPage } from "./support";

for (const entry of pages) {
  test(`${entry.path} renders cleanly and accessibly`, async ({ page, baseURL }, info) => {
    const watch = watchPage(page, baseURL!);
    const response = await page.goto(entry.path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(entry.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(entry.path));
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const block of jsonLd) expect(() => JSON.parse(block)).not.toThrow();

    if (info.project.name === "phone") {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "horizontal scroll at 360 px").toBeLessThanOrEqual(0);
    }

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      axe.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
      ),
    ).toEqual([]);
    expect(watch.problems).toEqual([]);
  });
}
