/**
 * Every registered page (the sitemap's list) fits the window at every width from a small phone to a
 * desktop (widths.ts): each page is loaded once and resized, and a page wider than the window names its
 * widest element. Run in the desktop project, which sets its own widths; the fixture tests show the
 * check failing on a line that cannot wrap.
 */
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";
import { SWEEP_WIDTHS, widthProblems, widthReport } from "./widths";

const { pages } = registry();

test.describe("every page fits every width", () => {
  for (const entry of pages) {
    test(`${entry.path} fits ${SWEEP_WIDTHS.join(", ")} px`, async ({ page }) => {
      await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: 800 });
      await page.goto(entry.path, { waitUntil: "load" });
      expect(widthReport(entry.path, await widthProblems(page))).toEqual([]);
    });
  }
});

test.describe("the width check", () => {
  /** The old city hero's fault: a grid column holding a word that cannot wrap, as wide as a phone or wider. */
  const unbreakable = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:16px/1.5 sans-serif} .hero{display:grid;grid-template-columns:1fr auto;gap:1rem;padding:0 1rem}</style>
</head><body><main><div class="hero"><div><h1>A city</h1><p id="stubborn">Reference:${"X".repeat(70)}</p></div><div>Map</div></div>
<p>Ordinary text that wraps at any width.</p></main></body></html>`;

  test("fails on a grid column with a line that cannot wrap, naming the line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.setContent(unbreakable);
    const problems = await widthProblems(page);
    const widths = problems.map((p) => p.width);
    // 70 capital letters at 16 px are about 750 px: the phone and tablet widths fail, the desktop ones fit.
    expect(widths).toEqual(expect.arrayContaining([320, 360]));
    expect(widths).not.toContain(1440);
    for (const p of problems) {
      expect(p.overflow).toBeGreaterThan(0);
      expect(p.widest).toMatch(/^<p#stubborn> \d+ px wide, right edge at \d+ px: “Reference:XXX/);
    }
    expect(widthReport("/fixture", problems)[0]).toMatch(/^\/fixture: \d+ px too wide at 320 px; widest <p#stubborn>/);
    // The window is put back as it was.
    expect(page.viewportSize()).toEqual({ width: 1440, height: 800 });
  });

  test("fails on a real city guide whose hero column may no longer shrink (the fault fixed on main)", async ({
    page,
  }) => {
    const city = pages.find((p) => p.type === "city")!;
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(city.path, { waitUntil: "load" });
    expect(await widthProblems(page)).toEqual([]);
    // The hero's first column as it was: a grid item's automatic minimum width is its longest line.
    const column = page.locator("main .grid > .min-w-0").first();
    await column.evaluate((el: HTMLElement) => el.style.setProperty("min-width", "auto"));
    // At 768 and 1024 px the two columns sit side by side and the first is as wide as its longest line.
    const problems = await widthProblems(page);
    expect(problems.map((p) => p.width)).toEqual(expect.arrayContaining([768, 1024]));
    expect(problems.every((p) => p.overflow > 0 && /^<\w+/.test(p.widest))).toBe(true);
  });

  test("passes the same page once the column may shrink and the line may break", async ({ page }) => {
    await page.setContent(
      unbreakable.replace(
        "grid-template-columns:1fr auto",
        "grid-template-columns:minmax(0,1fr) auto;overflow-wrap:anywhere",
      ),
    );
    expect(await widthProblems(page)).toEqual([]);
  });

  test("ignores what a box scrolling sideways holds, and still finds what overflows beside it", async ({ page }) => {
    await page.setContent(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0"><main>
<div style="overflow-x:auto"><table><tr><td style="min-width:1600px">A wide table in its own scroll box</td></tr></table></div>
<div style="position:fixed;left:0;width:2000px;top:0;height:1px"></div>
</main></body></html>`);
    expect(await widthProblems(page)).toEqual([]);
    await page.evaluate(() =>
      document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img id="wide" alt="" width="900" height="10">'),
    );
    const problems = await widthProblems(page, [360]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.widest).toMatch(/^<img#wide> 900 px wide/);
  });
});
