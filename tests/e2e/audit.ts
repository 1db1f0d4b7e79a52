import type { Page } from "@playwright/test";
import { axeViolations, loadAxeOnNavigation } from "./axe";
import { modulePattern } from "./page-modules";
import { MIN_TAP_TARGET, PRIMARY_ACTIONS } from "./primary-actions";
import { watchPage } from "./support";

/** The narrowest phone a page must fit without sideways scrolling (the audit's phone project is 360 px). */
export const NARROWEST_PHONE = 320;

/** What a registered page must look like: from the route registry. */
export interface ExpectedHead {
  path: string;
  title: string;
  description: string;
  canonical: string;
  /** The modules the page loads, each once, and no other script (page-modules.ts); unchecked when absent. */
  modules?: string[];
}

/**
 * Loads a page and returns every problem found, as text naming the page: HTTP
 * status, the page script having run, one h1, head from the registry, JSON-LD that parses,
 * horizontal scroll on a phone (at 360 px and at 320 px), table cells off a
 * phone screen, primary actions smaller than a finger (primary-actions.ts),
 * axe (WCAG 2.2 A/AA), console errors, page errors, failed requests,
 * requests to another origin, React Router in the browser, and scripts other than the page's
 * modules (page-modules.ts). The registry sweep
 * expects none; the negative fixture test expects each kind on a broken page.
 */
export async function auditPage(
  page: Page,
  origin: string,
  expected: ExpectedHead,
  opts: {
    phone: boolean;
    /** How long the page script has to run (a fixture without one says so sooner). */
    scriptWaitMs?: number;
  },
): Promise<string[]> {
  const watch = watchPage(page, origin);
  const problems: string[] = [];
  const say = (p: string) => problems.push(`${expected.path}: ${p}`);
  await loadAxeOnNavigation(page);
  const response = await page.goto(expected.path, { waitUntil: "load" });
  if (response?.status() !== 200) say(`HTTP ${response?.status()}`);
  try {
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true", null, {
      timeout: opts.scriptWaitMs ?? 5_000,
    });
  } catch {
    say("page script never ran");
  }
  // The head and the page's one h1, read in one trip to the page.
  const head = await page.evaluate(() => ({
    h1: document.querySelectorAll("h1").length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    ogImages: document.querySelectorAll('meta[property="og:image"]').length,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    reactRouter: ["__reactRouterContext", "__reactRouterRouteModules"].filter((name) => name in window),
    modulePreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));
  if (head.h1 !== 1) say(`${head.h1} h1 elements`);
  if (head.title !== expected.title) say(`title "${head.title}", expected "${expected.title}"`);
  if (head.description !== expected.description) say(`description "${head.description}" differs from the registry`);
  if (head.canonical !== expected.canonical) say(`canonical ${head.canonical}, expected ${expected.canonical}`);
  if (head.ogImages !== 1) say("no single og:image");
  if (head.jsonLd.length === 0) say("no JSON-LD");
  if (head.reactRouter.length) say(`React Router runs in the browser (${head.reactRouter.join(", ")})`);
  if (head.modulePreloads) say(`${head.modulePreloads} modulepreload links`);
  for (const block of head.jsonLd) {
    try {
      JSON.parse(block);
    } catch {
      say(`JSON-LD does not parse: ${block.slice(0, 60)}`);
    }
  }
  for (const v of await axeViolations(page)) say(`axe ${v.id}: ${v.targets.slice(0, 3).join(" | ")}`);
  if (opts.phone) for (const p of await phoneProblems(page)) say(p);
  // Every request the page made has settled (ends at once when the network has been quiet for 500 ms).
  await page.waitForLoadState("networkidle");
  for (const p of watch.problems) say(p);
  if (expected.modules) for (const p of moduleProblems(watch.scripts, expected.modules)) say(p);
  return problems;
}

/** The scripts a page requested against the modules it should load: each once, nothing else. */
function moduleProblems(scripts: string[], modules: string[]): string[] {
  const problems: string[] = [];
  for (const name of modules) {
    const n = scripts.filter((s) => modulePattern(name).test(s)).length;
    if (n !== 1) problems.push(`module ${name} loaded ${n} times, expected once`);
  }
  for (const s of scripts)
    if (!modules.some((name) => modulePattern(name).test(s))) problems.push(`unexpected script ${s}`);
  return problems;
}

/**
 * What a reader on a phone suffers, measured at the page's viewport (360 px in the phone project):
 * sideways scrolling there and at NARROWEST_PHONE, table cells off screen, and primary actions
 * smaller than a finger. Also used for the not-found page, which the registry sweep does not visit.
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // On a phone, content wider than the screen makes the browser widen its layout viewport (and shrink
  // the page to fit), so compare with the screen width the test set, not with the page's own width.
  const overflowAt = (width: number) =>
    page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);
  const screen = page.viewportSize()!;
  const overflow = await overflowAt(screen.width);
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px at ${screen.width} px wide`);
  // Every table cell on screen: on a phone a table stacks rather than hide a column in a scroll box.
  const hidden = await page.evaluate(
    (width) =>
      [...document.querySelectorAll("main td, main th")]
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 1 || r.left < -1);
        })
        .map((c) => (c.textContent ?? "").trim().slice(0, 30)),
    screen.width,
  );
  if (hidden.length) problems.push(`table cells off screen on a phone: ${hidden.slice(0, 3).join(" | ")}`);
  problems.push(...(await smallTapTargets(page)));
  await page.setViewportSize({ width: NARROWEST_PHONE, height: screen.height });
  const narrow = await overflowAt(NARROWEST_PHONE);
  if (narrow > 0) problems.push(`scrolls sideways by ${narrow} px at ${NARROWEST_PHONE} px wide`);
  await page.setViewportSize(screen);
  return problems;
}

/**
 * Every visible primary action whose box is under MIN_TAP_TARGET wide or high. The page is
 * scrolled a little first (controls that appear on scroll, like the offer banner, show), and the
 * phone menu is opened to measure its links.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  const measure = (inMenu: boolean) =>
    page.evaluate(
      ({ actions, min }) => {
        const found: string[] = [];
        const seen = new Set<Element>();
        for (const { what, selector } of actions) {
          for (const el of document.querySelectorAll(selector)) {
            if (seen.has(el)) continue;
            seen.add(el);
            // Not shown: no box, hidden, or inside a closed <details> (other than its summary).
            const details = el.closest("details");
            if (details && !details.open && !el.closest("summary")) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
            if (r.width < min || r.height < min) {
              const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
              found.push(`${what} "${name.slice(0, 40)}" is ${Math.round(r.width)}x${Math.round(r.height)} px`);
            }
          }
        }
        return found;
      },
      { actions: PRIMARY_ACTIONS.filter((a) => Boolean(a.inMenu) === inMenu), min: MIN_TAP_TARGET },
    );
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await afterFrames(page);
  const found = await measure(false);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const toggle = page.locator("details[data-menu] > summary").first();
  if (await toggle.isVisible()) {
    await toggle.click();
    found.push(...(await measure(true)));
    await page.evaluate(() =>
      document.querySelectorAll("details[data-menu]").forEach((d) => d.removeAttribute("open")),
    );
  }
  return [...new Set(found)].map((f) => `tap target under ${MIN_TAP_TARGET}x${MIN_TAP_TARGET} px: ${f}`);
}

/**
 * Resolves once the page has drawn three more frames: its scroll listeners have run (scroll events
 * fire in the next frame) and the intersection observers' answers (a frame after the layout they
 * watch) have been acted on.
 */
function afterFrames(page: Page, frames = 3): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    frames,
  );
}
