/**
 * Writes the landing page's illustrations as static SVG files, from their
 * React sources in app/components/guide-mockup.tsx, so no page ships them as
 * JavaScript:  node --import tsx scripts/assets/render-illustrations.tsx
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { DeviceMockup, GuideMockup } from "../../app/components/guide-mockup";

const out = path.resolve(import.meta.dirname, "../../public/illustrations");
for (const [file, element] of [
  ["guide-mockup.svg", <GuideMockup />],
  ["device-mockup.svg", <DeviceMockup />],
] as const) {
  const svg = renderToStaticMarkup(element)
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ role="img"| aria-label="[^"]*"| class=""/g, "");
  writeFileSync(path.join(out, file), `${svg}\n`);
  console.log(`public/illustrations/${file} (${svg.length} bytes)`);
}
