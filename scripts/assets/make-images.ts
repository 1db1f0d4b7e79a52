/**
 * Renders the site's raster images from HTML in Chromium and writes them to
 * public/ (committed; run again after a brand change):
 *   node --import tsx scripts/assets/make-images.ts
 *  - public/favicon.svg          the brand seal (app/lib/brand-mark.ts)
 *  - public/social/card.png      1200x630 generic Open Graph / Twitter card (each page has its own,
 *                                rendered by the build: scripts/build/share-images.tsx)
 *  - public/apple-touch-icon.png 180x180 home-screen icon (iPhone)
 *  - public/icons/icon-192.png, icon-512.png, icon-maskable-512.png  web app manifest icons
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../../app/config/site";
import { BRAND_MARK, brandMarkSvg } from "../../app/lib/brand-mark";
import { palette } from "../../app/lib/palette";
import { chromiumArgs, chromiumPath } from "../../tests/browser";

const pub = path.resolve(import.meta.dirname, "../../public");
writeFileSync(path.join(pub, "favicon.svg"), brandMarkSvg() + "\n");
mkdirSync(path.join(pub, "icons"), { recursive: true });
const mark = brandMarkSvg();

const card = `<!DOCTYPE html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;background:linear-gradient(135deg,${palette.paper} 0%,${palette.paperDeep} 60%,${palette.trustSoft} 100%);font-family:Georgia,'DejaVu Serif',serif;color:${palette.ink};position:relative;overflow:hidden">
  <div style="position:absolute;right:-120px;bottom:-160px;width:620px;height:620px;border-radius:50%;background:${palette.trust};opacity:.92"></div>
  <div style="position:absolute;right:150px;top:120px;width:110px;height:110px;border-radius:50%;background:${palette.sun}"></div>
  <div style="display:flex;align-items:center;gap:18px;font-size:34px;font-weight:700">
    <div style="width:64px;height:64px">${mark.replace("<svg ", '<svg width="64" height="64" ')}</div>${site.brandName}
  </div>
  <div style="margin-top:64px;font-size:66px;line-height:1.08;font-weight:700;max-width:720px">Your first trip to China, prepared.</div>
  <div style="margin-top:28px;font-family:'DejaVu Sans',Arial,sans-serif;font-size:28px;color:${palette.inkSoft};max-width:640px;line-height:1.4">Payments, internet, trains and 20+ city guides, tested on the ground in 2025.</div>
</div></body></html>`;

/** A full-bleed square icon; `inset` shrinks the seal's strokes into the maskable safe zone (the inner 80%). */
const icon = (size: number, inset = 0) => `<!DOCTYPE html><html><body style="margin:0;background:${BRAND_MARK.seal}">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center">
<div style="width:${size * (1 - inset)}px;height:${size * (1 - inset)}px">${brandMarkSvg({ size: size * (1 - inset), radius: 0 })}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [html, file, width, height] of [
  [card, "social/card.png", 1200, 630],
  [icon(180), "apple-touch-icon.png", 180, 180],
  [icon(192), "icons/icon-192.png", 192, 192],
  [icon(512), "icons/icon-512.png", 512, 512],
  [icon(512, 0.3), "icons/icon-maskable-512.png", 512, 512],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(pub, file), omitBackground: false });
  await page.close();
  console.log(`public/${file}`);
}
await browser.close();
