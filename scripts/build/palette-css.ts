/**
 * The Tailwind theme's colour tokens, written from app/lib/palette.ts to
 * app/palette.css (imported by app/app.css). The Vite plugin writes the file
 * when a build or the dev server starts, only if its text changed; editing
 * palette.ts restarts the dev server (it is a dependency of the Vite config),
 * which writes it again. The file is committed so that the stylesheet reads
 * whole without a build; app/lib/palette.test.ts fails while it is stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { focusRings, palette } from "../../app/lib/palette.ts";

/** Where the tokens are written, from the project root. */
export const PALETTE_CSS = "app/palette.css";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The text of app/palette.css: one `--color-*` token per palette colour, in the palette's order; then the
 * focus ring's colour, on light surfaces and inside a `surface-dark` box (`focusRings`).
 */
export function paletteThemeCss(): string {
  const tokens = Object.entries(palette).map(([name, value]) => `  --color-${kebab(name)}: ${value};`);
  return [
    "/*",
    " * Written from app/lib/palette.ts by scripts/build/palette-css.ts: change a colour there, not here.",
    " */",
    "@theme {",
    ...tokens,
    "}",
    ":root {",
    `  --focus-ring: var(--color-${kebab(focusRings.light.ring)});`,
    "}",
    "@utility surface-dark {",
    `  --focus-ring: var(--color-${kebab(focusRings.dark.ring)});`,
    "}",
    "",
  ].join("\n");
}

/** Writes app/palette.css under `root` if its text differs; returns whether it wrote. */
export function writePaletteCss(root: string): boolean {
  const file = path.join(root, PALETTE_CSS);
  const css = paletteThemeCss();
  if (existsSync(file) && readFileSync(file, "utf8") === css) return false;
  writeFileSync(file, css);
  return true;
}

/** Vite plugin: the theme tokens are up to date before Tailwind reads app/app.css. */
export function paletteCss({ root }: { root: string }): Plugin {
  return {
    name: "palette-css",
    buildStart() {
      if (writePaletteCss(root)) this.info(`${PALETTE_CSS} written from app/lib/palette.ts`);
    },
  };
}
