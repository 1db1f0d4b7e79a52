import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { watchPage } from "./support";

/** What a registered page must look like: from the route registry. */
export interface ExpectedHead {
  path: string;
  title: string;
  description: string;
  canonical: string;
}

/**
 * Loads a page and returns every problem found, as text naming the page: HTTP
 * status, the page script having run, one h1, head from the registry, JSON-LD that parses,
 * horizontal scroll on a phone, axe (WCAG 2.1 A/AA), console errors, page
 * errors, failed requests and requests to another origin. The registry sweep
 * expects none; the negative fixture test expects each kind on a broken page.
 */
export async function auditPage(
  page: Page,
  origin: string,
  expected: ExpectedHead,
  opts: { phone: boolean },
): Promise<string[]> {
  const watch = watchPage(page, origin);
  const problems: string[] = [];
  const say = (p: string) => problems.push(`${expected.path}: ${p}`);
  const response = await page.goto(expected.path, { waitUntil: "networkidle" });
  if (response?.status() !== 200) say(`HTTP ${response?.status()}`);
  try {
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true", null, { timeout: 5_000 });
  } catch {
    say("page script never ran");
  }
  const h1 = await page.locator("h1").count();
  if (h1 !== 1) say(`${h1} h1 elements`);
  const title = await page.title();
  if (title !== expected.title) say(`title "${title}", expected "${expected.title}"`);
  const head = await page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  }));
  const { description, canonical } = head;
  if (description !== expected.description) say(`description "${description}" differs from the registry`);
  if (canonical !== expected.canonical) say(`canonical ${canonical}, expected ${expected.canonical}`);
  if ((await page.locator('meta[property="og:image"]').count()) !== 1) say("no single og:image");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  if (jsonLd.length === 0) say("no JSON-LD");
  for (const block of jsonLd) {
    try {
      JSON.parse(block);
    } catch {
      say(`JSON-LD does not parse: ${block.slice(0, 60)}`);
    }
  }
  if (opts.phone) {
    // On a phone, content wider than the screen makes the browser widen its layout viewport (and shrink
    // the page to fit), so compare with the screen width the test set, not with the page's own width.
    const screen = page.viewportSize()?.width ?? 0;
    const overflow = await page.evaluate(
      (width) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - width,
      screen,
    );
    if (overflow > 0) say(`scrolls sideways by ${overflow} px on a phone`);
    // Every table cell on screen: on a phone a table stacks rather than hide a column in a scroll box.
    const hidden = await page.evaluate(
      (width) =>
        [...document.querySelectorAll("main td, main th")]
          .filter((c) => {
            const r = c.getBoundingClientRect();
            return r.width > 0 && (r.right > width + 1 || r.left < -1);
          })
          .map((c) => (c.textContent ?? "").trim().slice(0, 30)),
      screen,
    );
    if (hidden.length) say(`table cells off screen on a phone: ${hidden.slice(0, 3).join(" | ")}`);
  }
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  for (const v of axe.violations)
    say(
      `axe ${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
    );
  for (const p of watch.problems) say(p);
  return problems;
}
