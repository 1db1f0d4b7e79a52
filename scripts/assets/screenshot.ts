/**
 * Screenshots of the served build, for looking at what we ship:
 *   node --import tsx scripts/assets/screenshot.ts OUT_DIR /path [/path ...]
 * Needs the site served on BASE_URL (default http://127.0.0.1:4173).
 *   WIDTHS=360,1440  viewport widths (780 px high below 800 px wide, 900 above)
 *   FULL=0           the viewport only (default: the whole page)
 *   TILES=N          up to N readable slices of the whole page, 1.5 viewports tall each
 *   FORMAT=jpeg      JPEG instead of PNG (QUALITY, default 70)
 * A path may name a place further down: `/path@SELECTOR` takes one viewport scrolled to that
 * element as an in-page link would (saved as NAME-WIDTH-below, or NAME-WIDTH-LABEL with
 * `/path@SELECTOR|LABEL`), `/path@600` one scrolled 600 px.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../../tests/browser";

const [outDir = "screenshots", ...paths] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const widths = (process.env.WIDTHS ?? "360,1440").split(",").map(Number);
const jpeg = process.env.FORMAT === "jpeg";
const ext = jpeg ? ".jpg" : ".png";
const format = jpeg ? { type: "jpeg" as const, quality: Number(process.env.QUALITY ?? 70) } : { type: "png" as const };
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 780 : 900 }, deviceScaleFactor: 1 });
  for (const target of paths.length ? paths : ["/"]) {
    const [p = "/", at] = target.split("@");
    const [below, label = "below"] = at?.split("|") ?? [];
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${(p === "/" ? "home" : p.slice(1).replace(/\//g, "_")) || "home"}-${width}`;
    if (below) {
      // As a reader's jump would land: the element's scroll margin keeps it clear of the fixed header.
      await page.evaluate((at) => {
        if (/^\d+$/.test(at)) window.scrollTo({ top: Number(at), behavior: "instant" });
        else document.querySelector(at)?.scrollIntoView({ block: "start", behavior: "instant" });
      }, below);
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${name}-${label}${ext}`);
      await page.screenshot({ path: file, ...format });
      console.log(file);
    } else if (process.env.TILES) {
      // Readable slices of the full page, one and a half viewports tall each (at most TILES of them).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const tile = page.viewportSize()!.height * 1.5;
      for (let i = 0, y = 0; y < height && i < Number(process.env.TILES); i++, y += tile) {
        const file = path.join(outDir, `${name}-${i}${ext}`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(tile, height - y) },
          ...format,
        });
        console.log(file);
      }
    } else {
      const file = path.join(outDir, `${name}${ext}`);
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0", ...format });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
