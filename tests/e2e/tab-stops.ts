import type { Page } from "@playwright/test";

/** How much of a focused element must show: not under a fixed bar or a sticky banner, not off screen (WCAG 2.4.11). */
export const MIN_VISIBLE_SHARE = 0.9;

/** One Tab stop: what it is, and how much of it showed once the page had scrolled to it. */
export interface TabStop {
  name: string;
  share: number;
  /** The fixed or sticky box over it, when one is. */
  under?: string;
  /** How many fixed or sticky boxes were on screen (the header; the banner while it shows). */
  bars: number;
}

/** Resolves once the page has stopped scrolling (a smooth scroll has ended) and drawn two frames more. */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        let frames = 0;
        const check = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 2 || ++frames > 120) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Presses Tab (or Shift+Tab) from wherever the page's focus starts until focus comes back round to a stop it has
 * met (or leaves the page), and measures each stop once the page has scrolled to it: the share of its
 * box inside the window and not under a fixed or sticky box that does not hold it (the site header,
 * the offer banner). A stop inside such a box is measured against the window only.
 */
export async function tabStops(page: Page, key: "Tab" | "Shift+Tab" = "Tab", maxPresses = 400): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  // The fixed and sticky boxes, found once: each stop measures those on screen.
  await page.evaluate(() => {
    const w = window as unknown as { __tabSeen: WeakSet<Element>; __tabBars: Element[] };
    w.__tabSeen = new WeakSet();
    w.__tabBars = [...document.querySelectorAll("body *")].filter((c) =>
      ["fixed", "sticky"].includes(getComputedStyle(c).position),
    );
  });
  let outside = 0;
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(key);
    await settled(page);
    const stop = await page.evaluate(() => {
      const seen = (window as unknown as { __tabSeen: WeakSet<Element> }).__tabSeen;
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return "left";
      if (seen.has(el)) return "again";
      seen.add(el);
      const label = (e: Element) => {
        const name = (e.getAttribute("aria-label") ?? e.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
        return `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}> “${name}”`;
      };
      const bars = (window as unknown as { __tabBars: Element[] }).__tabBars;
      const covers = bars.filter((c) => {
        if (c.contains(el) || getComputedStyle(c).visibility === "hidden") return false;
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      });
      const box = el.getBoundingClientRect();
      const [W, H] = [window.innerWidth, window.innerHeight];
      // A box taller (or wider) than the window's uncovered band can show no more than the band: the bars
      // across the window's top and bottom edges make its insets.
      const rects = covers.map((c) => c.getBoundingClientRect());
      const top = Math.max(0, ...rects.filter((r) => r.top <= 1 && r.bottom < H / 2).map((r) => r.bottom));
      const bottom = Math.max(0, ...rects.filter((r) => r.bottom >= H - 1 && r.top > H / 2).map((r) => H - r.top));
      const possible = Math.min(1, (H - top - bottom) / box.height) * Math.min(1, W / box.width);
      // A 20 by 20 grid of points over the box: each counts when on screen and under no cover (a cover
      // drawn below the element, such as the header below the focused skip link, does not hide it).
      const steps = 20;
      let shown = 0;
      const over = new Set<Element>();
      for (let i = 0; i < steps; i++)
        for (let j = 0; j < steps; j++) {
          const x = box.left + ((i + 0.5) * box.width) / steps;
          const y = box.top + ((j + 0.5) * box.height) / steps;
          if (x < 0 || y < 0 || x > W || y > H) continue;
          const cover = covers.find((c, k) => {
            const r = rects[k]!;
            return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
          });
          const hit = cover && document.elementFromPoint(x, y);
          if (cover && !(hit && (el.contains(hit) || hit.contains(el)))) over.add(cover);
          else shown++;
        }
      return {
        name: label(el),
        share: box.width && box.height ? Math.min(1, shown / (steps * steps * possible)) : 0,
        bars: rects.filter((r) => r.top < H && r.bottom > 0).length,
        under: over.size ? [...over].map(label).join(", ") : undefined,
      };
    });
    if (stop === "again") break;
    // Focus leaves the page once between its last stop and its first; more often, there is nothing to Tab to.
    if (stop === "left") {
      if (++outside > 2) break;
      continue;
    }
    stops.push(stop);
  }
  return stops;
}

/** The stops under MIN_VISIBLE_SHARE, as lines naming each. */
export const hiddenStops = (stops: TabStop[]) =>
  stops
    .filter((s) => s.share < MIN_VISIBLE_SHARE)
    .map((s) => `${s.name}: ${Math.round(s.share * 100)}% visible${s.under ? `, under ${s.under}` : ""}`);
