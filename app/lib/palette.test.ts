/**
 * One palette: app/palette.css is what app/lib/palette.ts writes, and no other
 * source in app/, scripts/ or server/ writes a colour of its own (a hex value,
 * or rgb()/hsl()/oklch()… with numbers in it). Tests are not scanned: their
 * fixtures hold colours on purpose.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PALETTE_CSS, paletteThemeCss } from "../../scripts/build/palette-css";
import { artwork, palette, regionColours } from "./palette";

const root = path.resolve(import.meta.dirname, "../..");
/** The two files allowed to hold colours: the palette and the tokens written from it. */
const ALLOWED = new Set(["app/lib/palette.ts", PALETTE_CSS]);
const SCANNED = /\.(ts|tsx|css|js|mjs)$/;

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), not an HTML character reference (&#8212;). */
const HEX = /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
/** A colour function with a number in it: rgb(29 35 48 / 0.5), Tailwind's rgb(29_35_48/0.5), oklch(0.6 …). */
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+.\d]/gi;

/** The colour literals of a source text, as `line: literal`. */
function colourLiterals(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      [...line.matchAll(HEX), ...line.matchAll(FUNCTION)].map(([literal]) => `${i + 1}: ${literal}`),
    );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return SCANNED.test(name) && !name.includes(".test.") ? [full] : [];
  });
}

describe("the palette", () => {
  it("is written out as the Tailwind tokens (run a build or the dev server after changing it, and commit)", () => {
    expect(readFileSync(path.join(root, PALETTE_CSS), "utf8")).toBe(paletteThemeCss());
  });

  it("writes every colour as #rrggbb, lower case", () => {
    const values = [
      ...Object.values(palette),
      ...Object.values(artwork),
      ...Object.values(regionColours).flatMap((r) => Object.values(r)),
    ];
    expect(values.filter((v) => !/^#[0-9a-f]{6}$/.test(v))).toEqual([]);
  });

  it("is the only place a colour is written in app/, scripts/ and server/", () => {
    const stray = ["app", "scripts", "server"]
      .flatMap((dir) => sources(path.join(root, dir)))
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((rel) => !ALLOWED.has(rel))
      .flatMap((rel) => colourLiterals(readFileSync(path.join(root, rel), "utf8")).map((hit) => `${rel}:${hit}`));
    expect(stray, "name the colour in app/lib/palette.ts and import it (or use its Tailwind token)").toEqual([]);
  });

  it("flags a stray colour and leaves what only looks like one", () => {
    const fixture = [
      'const seal = "#b8321f";',
      '<rect fill="#161b26" />',
      "background: #fff;",
      'const glow = "0 6px 20px -8px rgb(184_50_31/0.7)";',
      "color: rgba(0, 0, 0, 0.5); fill: oklch(0.62 0.21 255);",
      // Not colours: an anchor, an SVG reference, a character reference, a token, a mix of tokens.
      '<a href="#faq">, filter="url(#gm-shadow)", "&#8212;", var(--color-ink),',
      "color-mix(in srgb, var(--color-ink) 5%, transparent), `${palette.trust}e6`",
    ].join("\n");
    expect(colourLiterals(fixture)).toEqual([
      "1: #b8321f",
      "2: #161b26",
      "3: #fff",
      "4: rgb(1",
      "5: rgba(0",
      "5: oklch(0",
    ]);
  });
});
