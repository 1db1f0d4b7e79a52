import type { Page } from "@playwright/test";

/** The widths every page must fit without sideways scrolling: small and common phones, a tablet, laptops, a desktop. */
export const SWEEP_WIDTHS = [320, 360, 768, 1024, 1280, 1440] as const;

/** What sticks out of a page at one width: by how much, and the element that reaches furthest right. */
export interface WidthProblem {
  width: number;
  overflow: number;
  widest: string;
}

/**
 * Resizes the page already loaded in `page` to each width (no reload) and measures
 * `document.documentElement.scrollWidth` against the width. Where the page is wider, it names the
 * widest element of those reaching past the window's right edge (the deepest of equally wide ones, so the
 * culprit rather than its wrapper), leaving out
 * what cannot widen the page: fixed boxes and anything inside a box that clips or scrolls sideways.
 * The viewport is put back after.
 */
export async function widthProblems(page: Page, widths: readonly number[] = SWEEP_WIDTHS): Promise<WidthProblem[]> {
  const start = page.viewportSize()!;
  const problems: WidthProblem[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: start.height });
    const found = await page.evaluate((w) => {
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth <= w) return null;
      const clipped = (el: Element) => {
        for (
          let a = el.parentElement;
          a && a !== document.body && a !== document.documentElement;
          a = a.parentElement
        ) {
          const style = getComputedStyle(a);
          if (style.position === "fixed") return true;
          if (style.overflowX !== "visible") return true;
        }
        return getComputedStyle(el).position === "fixed";
      };
      let widest: Element | null = null;
      let most = 0;
      // Document order puts a wrapper before what it holds: `>=` keeps the deepest of equally wide elements.
      for (const el of document.body.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.width < most || r.right + window.scrollX <= w + 0.5 || clipped(el)) continue;
        widest = el;
        most = r.width;
      }
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : "";
        const cls = [...el.classList]
          .slice(0, 3)
          .map((c) => `.${c}`)
          .join("");
        const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}${id}${cls}> ${Math.round(el.getBoundingClientRect().width)} px wide, right edge at ${Math.round(el.getBoundingClientRect().right + window.scrollX)} px${text ? `: “${text}”` : ""}`;
      };
      return { overflow: scrollWidth - w, widest: widest ? describe(widest) : "no element found" };
    }, width);
    if (found) problems.push({ width, ...found });
  }
  await page.setViewportSize(start);
  return problems;
}

/** One line per width a page does not fit. */
export const widthReport = (path: string, problems: WidthProblem[]) =>
  problems.map((p) => `${path}: ${p.overflow} px too wide at ${p.width} px; widest ${p.widest}`);
