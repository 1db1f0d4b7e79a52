/**
 * One palette: app/palette.css is what app/lib/palette.ts writes, and no other
 * source in app/, scripts/ or server/ writes a colour of its own (a hex value,
 * or rgb()/hsl()/oklch()… with numbers in it). Tests are not scanned: their
 * fixtures hold colours on purpose. The pictures committed in public/ that the
 * asset generators draw from the palette (the favicon, the landing's
 * illustrations, the home-screen and app icons, the generic share card) are
 * what the palette draws now.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { illustrationsDir, illustrationSvgs } from "../../scripts/assets/render-illustrations";
import { PALETTE_CSS, paletteThemeCss } from "../../scripts/build/palette-css";
import { pngSize } from "../../scripts/sweeps/share-images";
import { brandMarkSvg } from "./brand-mark";
import { artwork, focusRings, palette, regionColours } from "./palette";

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

/** WCAG's contrast ratio of two #rrggbb colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe("the focus ring", () => {
  /** Each ring against each surface it is drawn on, below 3:1 (WCAG 1.4.11). */
  const faint = (rings: Record<string, { ring: keyof typeof palette; surfaces: readonly (keyof typeof palette)[] }>) =>
    Object.values(rings).flatMap(({ ring, surfaces }) =>
      surfaces
        .map((s) => ({ s, ratio: contrast(palette[ring], palette[s]) }))
        .filter(({ ratio }) => ratio < 3)
        .map(({ s, ratio }) => `${ring} on ${s}: ${ratio.toFixed(2)}:1`),
    );

  it("is 3:1 or more against every surface it is drawn on", () => {
    expect(faint(focusRings)).toEqual([]);
  });

  it("finds a ring too faint for its surface: jade on the footer and the dark cards, as it was", () => {
    expect(faint({ one: { ring: "trust", surfaces: ["paper", "night", "ink", "trustDeep", "lagoon"] } })).toEqual([
      "trust on night: 2.64:1",
      "trust on ink: 2.41:1",
      "trust on trustDeep: 1.48:1",
      "trust on lagoon: 1.81:1",
    ]);
  });

  it("measures as WCAG does: black on white 21:1, a colour on itself 1:1", () => {
    expect(contrast(palette.black, palette.white)).toBe(21);
    expect(contrast(palette.ink, palette.ink)).toBe(1);
  });
});

/** The colour of one pixel of a PNG, as #rrggbb, read by resvg (the PNG drawn as an SVG image at its size). */
function pixel(png: Buffer, x: number, y: number): string {
  const { width, height } = pngSize(png) ?? { width: 0, height: 0 };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image href="data:image/png;base64,${png.toString("base64")}" width="${width}" height="${height}"/></svg>`;
  const rgba = new Resvg(svg).render().pixels;
  const at = (y * width + x) * 4;
  return `#${[...rgba.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
const distance = (a: string, b: string) =>
  Math.max(...[1, 3, 5].map((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16))));

describe("the pictures drawn from the palette (run scripts/assets/make-images.ts or render-illustrations.tsx after a change, and commit)", () => {
  const pub = path.join(root, "public");
  it("public/favicon.svg is the brand seal in the palette's vermilion", () => {
    expect(readFileSync(path.join(pub, "favicon.svg"), "utf8")).toBe(brandMarkSvg() + "\n");
  });

  it("the landing's illustrations are what their components draw", () => {
    for (const { file, svg } of illustrationSvgs())
      expect(readFileSync(path.join(illustrationsDir, file), "utf8")).toBe(svg);
  });

  it("the home-screen and app icons are the seal's colour, and the generic share card starts on paper", () => {
    for (const icon of [
      "apple-touch-icon.png",
      "icons/icon-192.png",
      "icons/icon-512.png",
      "icons/icon-maskable-512.png",
    ])
      expect(pixel(readFileSync(path.join(pub, icon)), 2, 2), icon).toBe(palette.buy);
    // The card's background is a gradient from paper: its corner is paper to within rounding.
    expect(distance(pixel(readFileSync(path.join(pub, "social/card.png")), 2, 2), palette.paper)).toBeLessThanOrEqual(
      2,
    );
  });

  it("reads a pixel's colour, and tells a colour from its neighbour", () => {
    const png = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="2" height="2" fill="${palette.buy}"/>` +
        `<rect x="2" width="2" height="2" fill="${palette.buyHover}"/></svg>`,
    )
      .render()
      .asPng();
    expect([pixel(png, 0, 0), pixel(png, 3, 1)]).toEqual([palette.buy, palette.buyHover]);
    expect(distance(palette.buy, palette.buyHover)).toBeGreaterThan(2);
  });
});
