/**
 * A first screen from the HTML alone (docs/decisions/0029-first-screen-from-the-html.md): one page of
 * each type (tests/page-samples.ts), loaded with its stylesheet requests refused, lays out its first
 * screen as the page with its stylesheet does, on the phone (360 px) and the desktop (1440 px): every
 * element that shows in the first screen of either load is within 2 px in position and size.
 *
 * Scripts are off in both loads: the first paint comes before any page module runs (decision 0009),
 * and what the modules change afterwards (the header's state, an island's answers) is styled by the
 * stylesheet, which has arrived by then. The last test shows the comparison failing when the page's
 * inline rules are taken out.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";
import { samplePages } from "../page-samples";

const TOLERANCE_PX = 2;

test.use({ javaScriptEnabled: false });

type Box = [x: number, y: number, width: number, height: number];

/** Every element's box, keyed by its place in the document (`body>main:1>div:0`, child indexes among elements). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, [number, number, number, number]> = {};
    const walk = (el: Element, key: string) => {
      const r = el.getBoundingClientRect();
      // An element that cannot be seen (inside a closed <details>, hidden) has no place on the screen.
      out[key] = el.checkVisibility({ visibilityProperty: true }) ? [r.x, r.y, r.width, r.height] : [0, 0, 0, 0];
      [...el.children].forEach((child, i) => walk(child, `${key}>${child.localName}:${i}`));
    };
    walk(document.body, "body");
    return { boxes: out, height: innerHeight };
  });

/**
 * Loads the page twice, with its stylesheet and with every stylesheet request refused, and returns each
 * element of either first screen whose box differs by more than the tolerance, as `key: normal -> blocked`.
 */
async function firstScreenDifferences(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: "load" });
  const normal = await boxes(page);
  expect(
    await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith(".css") && s.cssRules.length)),
    "the stylesheet loads in the normal load",
  ).toBe(true);
  await page.route(/\.css(\?|$)/, (route) => route.abort());
  await page.goto(path, { waitUntil: "load" });
  const blocked = await boxes(page);
  await page.unroute(/\.css(\?|$)/);

  const shows = (b: Box | undefined, height: number) => !!b && b[2] > 0 && b[3] > 0 && b[1] < height && b[1] + b[3] > 0;
  const round = (b: Box | undefined) => (b ? b.map((n) => Math.round(n)).join(",") : "none");
  return Object.keys({ ...normal.boxes, ...blocked.boxes })
    .filter((key) => shows(normal.boxes[key], normal.height) || shows(blocked.boxes[key], blocked.height))
    .filter((key) => {
      const [a, b] = [normal.boxes[key], blocked.boxes[key]];
      return !a || !b || a.some((n, i) => Math.abs(n - b[i]!) > TOLERANCE_PX);
    })
    .map((key) => `${key}: ${round(normal.boxes[key])} -> ${round(blocked.boxes[key])}`);
}

for (const { type, path } of samplePages(registry().pages)) {
  test(`${type} page (${path}) lays out its first screen without its stylesheet`, async ({ page }) => {
    expect(await firstScreenDifferences(page, path)).toEqual([]);
  });
}

test("the comparison fails on a page whose inline rules are taken out", async ({ page, isMobile }) => {
  test.skip(!isMobile, "shown once, on the phone");
  const path = samplePages(registry().pages).find((s) => s.type === "city")!.path;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const inline = /<style>[\s\S]*?<\/style>/;
      expect(inline.test(html), "the page carries its rules inline").toBe(true);
      await route.fulfill({ response, body: html.replace(inline, "") });
    },
  );
  const differences = await firstScreenDifferences(page, path);
  // Unstyled, the header, the heading and the text all move: far more than a few elements.
  expect(differences.length).toBeGreaterThan(20);
});
