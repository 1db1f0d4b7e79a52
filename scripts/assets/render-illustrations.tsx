/**
 * Writes the landing page's illustrations as static SVG files, from their
 * React sources in app/components/guide-mockup.tsx, so no page ships them as
 * JavaScript:  node --import tsx scripts/assets/render-illustrations.tsx
 * Their colours are the palette's (app/lib/palette.ts); app/lib/palette.test.ts
 * fails while a committed file differs from what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { DeviceMockup, GuideMockup } from "../../app/components/guide-mockup";

export const illustrationsDir = path.resolve(import.meta.dirname, "../../public/illustrations");

/** Each illustration's file name and the SVG document written to it. */
export function illustrationSvgs(): { file: string; svg: string }[] {
  return (
    [
      ["guide-mockup.svg", <GuideMockup />],
      ["device-mockup.svg", <DeviceMockup />],
    ] as const
  ).map(([file, element]) => {
    const svg = renderToStaticMarkup(element)
      .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ')
      .replace(/ role="img"| aria-label="[^"]*"| class=""/g, "");
    return { file, svg: `${svg}\n` };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const { file, svg } of illustrationSvgs()) {
    writeFileSync(path.join(illustrationsDir, file), svg);
    console.log(`public/illustrations/${file} (${svg.length - 1} bytes)`);
  }
}
