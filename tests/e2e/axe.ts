import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type axe from "axe-core";

/** The accessibility standard every page is held to: WCAG 2.2, levels A and AA (2.2 adds target size). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's minified build: the same rules as `axe.source`, in half the text for each page to parse. */
const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The pages that already load axe into each document they open. */
const armed = new WeakSet<Page>();

/**
 * Loads axe into every document the page opens next, parsed while the page loads (once per page,
 * however often it is asked). Optional: `axeViolations` loads it itself when it is missing, a
 * little more slowly.
 */
export async function loadAxeOnNavigation(page: Page): Promise<void> {
  if (armed.has(page)) return;
  armed.add(page);
  await page.addInitScript({ content: source });
}

/**
 * The page's WCAG violations, each rule with the elements that break it, run by axe inside the page. (The
 * axe Playwright wrapper finishes each run in a second, blank page: two to three times slower per
 * audit, for frames the site does not have.)
 */
export async function axeViolations(page: Page, tags = WCAG_TAGS): Promise<{ id: string; targets: string[] }[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, tags);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
