/**
 * Full-page screenshots of the served build, for looking at what we ship:
 *   node --import tsx scripts/screenshot.ts OUT_DIR /path [/path ...]
 * Needs the site served on BASE_URL (default http://127.0.0.1:4173).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../tests/browser";

const [outDir = "screenshots", ...paths] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const widths = (process.env.WIDTHS ?? "360,1440").split(",").map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 780 : 900 }, deviceScaleFactor: 1 });
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${(p === "/" ? "home" : p.slice(1).replace(/\//g, "_")) || "home"}-${width}.png`;
    if (process.env.TILES) {
      // Readable slices of the full page, one viewport-height tall each (at most TILES of them).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const tile = page.viewportSize()!.height * 1.5;
      for (let i = 0, y = 0; y < height && i < Number(process.env.TILES); i++, y += tile) {
        const file = path.join(outDir, name.replace(".png", `-${i}.png`));
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(tile, height - y) },
        });
        console.log(file);
      }
    } else {
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
      console.log(path.join(outDir, name));
    }
  }
  await page.close();
}
await browser.close();
