/**
 * Renders every page's share image (app/lib/share-image.ts says what each one
 * shows) at build time: the card is laid out as an element tree, satori turns
 * it into SVG with the text as outlines, resvg rasterises that to a
 * 1200x630 PNG. No browser, no system fonts: the fonts are the self-hosted
 * Noto files of @fontsource (satori reads .woff, not .woff2), Chinese
 * characters from the Noto Sans SC subsets that cover them, read on demand.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori, { type Font } from "satori";
import { site } from "../../app/config/site";
import { brandMarkSvg } from "../../app/lib/brand-mark";
import { palette } from "../../app/lib/palette";
import type { PageEntry } from "../../app/lib/registry";
import { SOCIAL_IMAGE } from "../../app/lib/seo";
import { SHARE_IMAGE_SIZE, shareCard, type ShareCard } from "../../app/lib/share-image";

const require = createRequire(import.meta.url);
const { width: W, height: H } = SHARE_IMAGE_SIZE;

/*
 * Each subset file is a family of its own: satori takes one font per family and weight, then looks
 * for a missing character in the other families, so two subsets under one name would hide each other.
 */
const SERIF = "Noto Serif, Noto Serif Ext";
const SANS = "Noto Sans, Noto Serif, Noto Serif Ext";

/** One @font-face of a Fontsource stylesheet: its .woff file and the code points it covers. */
interface Subset {
  file: string;
  ranges: [number, number][];
}

function subsetsOf(stylesheet: string): Subset[] {
  const css = readFileSync(require.resolve(stylesheet), "utf8");
  const dir = path.dirname(require.resolve(stylesheet));
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block]) => {
    const file = block!.match(/url\(([^)]+\.woff)\)\s*format\('woff'\)/)?.[1];
    const range = block!.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !range) return [];
    const ranges = range.split(",").map((r): [number, number] => {
      const [from, to] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    return [{ file: path.resolve(dir, file), ranges }];
  });
}

export interface ShareFonts {
  /** The fonts every card uses (one array, so satori parses them once for all cards). */
  base: Font[];
  /** Fonts for text the base fonts lack (Chinese): the subsets covering it, each read once. */
  loadAdditionalAsset: (languageCode: string, segment: string) => Promise<Font[]>;
  /** The subset files read so far. */
  loaded: () => string[];
}

/** Loads the fonts once; pass the result to every render. */
export function loadShareFonts(): ShareFonts {
  const woff = (pkg: string, file: string) => readFileSync(require.resolve(`${pkg}/files/${file}`));
  const base: Font[] = [
    ...([400, 700] as const).flatMap((weight) =>
      (["latin", "latin-ext"] as const).map((subset) => ({
        name: subset === "latin" ? "Noto Serif" : "Noto Serif Ext",
        weight,
        style: "normal" as const,
        data: woff("@fontsource/noto-serif", `noto-serif-${subset}-${weight}-normal.woff`),
      })),
    ),
    // The Latin letters of Noto Sans SC: labels and the site's address.
    ...([400, 700] as const).map((weight) => ({
      name: "Noto Sans",
      weight,
      style: "normal" as const,
      data: woff("@fontsource/noto-sans-sc", `noto-sans-sc-latin-${weight}-normal.woff`),
    })),
  ];
  // Chinese in one weight (the city name); the stylesheet's unicode ranges say which file has which character.
  const cjk = subsetsOf("@fontsource/noto-sans-sc/700.css");
  const read = new Map<string, Font>();
  return {
    base,
    loaded: () => [...read.keys()],
    async loadAdditionalAsset(_languageCode, segment) {
      const fonts: Font[] = [];
      for (const char of new Set(segment)) {
        const code = char.codePointAt(0)!;
        const subset = cjk.find((s) => s.ranges.some(([from, to]) => code >= from && code <= to));
        if (!subset) continue;
        let font = read.get(subset.file);
        if (!font) {
          font = {
            name: `Noto Sans SC ${read.size + 1}`,
            weight: 700,
            style: "normal",
            data: readFileSync(subset.file),
          };
          read.set(subset.file, font);
        }
        if (!fonts.includes(font)) fonts.push(font);
      }
      return fonts;
    },
  };
}

/**
 * The headline's size and line count, best first: large on two lines, then
 * smaller on three (three lines at the largest size crowd the card). The
 * first that holds the headline wins (measured, see fitHeadline).
 */
const HEADLINE_FITS = [
  { size: 76, lines: 2 },
  { size: 68, lines: 2 },
  { size: 62, lines: 2 },
  { size: 62, lines: 3 },
  { size: 56, lines: 3 },
  { size: 50, lines: 3 },
  { size: 46, lines: 3 },
] as const;
const HEADLINE_LEADING = 1.12;
/** Width of the Chinese panel on the right. */
const PANEL = 330;

const seal = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg({ size: 56 })).toString("base64")}`;
const host = new URL(site.siteUrl).host.replace(/^www\./, "");

function Headline({ text, size, width, clamp }: { text: string; size: number; width: number; clamp?: number }) {
  return (
    <div
      style={{
        ...(clamp ? { lineClamp: clamp } : {}),
        display: "flex",
        width,
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: size,
        lineHeight: HEADLINE_LEADING,
        letterSpacing: -0.5,
        textWrap: "balance",
        color: palette.ink,
      }}
    >
      {text}
    </div>
  );
}

/** City pages: the name in Chinese, one character under the other like a hanging scroll, and its pinyin. */
function ChinesePanel({ name, pinyin }: { name: string; pinyin: string }) {
  const chars = [...name];
  const size = Math.min(140, Math.floor(400 / chars.length));
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        width: PANEL,
        height: H,
        background: palette.trust,
      }}
    >
      {chars.map((c, i) => (
        <div
          key={i}
          style={{
            display: "flex",
            fontFamily: SANS,
            fontWeight: 700,
            fontSize: size,
            lineHeight: 1.05,
            color: palette.paper,
          }}
        >
          {c}
        </div>
      ))}
      <div
        style={{
          display: "flex",
          marginTop: 26,
          fontFamily: SERIF,
          fontSize: 30,
          color: palette.sun,
          letterSpacing: 1,
        }}
      >
        {pinyin}
      </div>
    </div>
  );
}

const disc = (d: number, at: { left?: number; right?: number; top?: number; bottom?: number }, background: string) => (
  <div style={{ display: "flex", position: "absolute", ...at, width: d, height: d, borderRadius: d / 2, background }} />
);

/**
 * Every other page: the sun over the jade hill of the generic card; a
 * comparison has two discs side by side instead, overlapping.
 */
function Landscape({ comparison }: { comparison: boolean }) {
  return (
    <div style={{ display: "flex", position: "absolute", left: 0, top: 0, width: W, height: H }}>
      {comparison
        ? [
            disc(300, { right: 130, bottom: -110 }, palette.sun),
            disc(300, { right: -80, bottom: -20 }, `${palette.trust}e6`),
          ]
        : [disc(560, { right: -200, bottom: -260 }, palette.trust), disc(96, { right: 110, top: 140 }, palette.sun)]}
    </div>
  );
}

/** The text column: beside the Chinese panel, or clear of the picture. */
const columnWidth = (card: ShareCard) => (card.chinese ? W - PANEL - 80 - 64 : 720);

/**
 * The card in the site's palette and the sun of the generic card. Flat colours: the generic card's
 * background gradient made every PNG 2.4 times larger (96 KB against 39 KB on average) for a
 * difference hardly seen.
 */
function Card({ card, fit }: { card: ShareCard; fit: { size: number; lines: number } }) {
  const column = columnWidth(card);
  return (
    <div
      style={{
        display: "flex",
        width: W,
        height: H,
        background: palette.paper,
        fontFamily: SANS,
        color: palette.ink,
      }}
    >
      {card.chinese ? null : <Landscape comparison={card.type === "comparison"} />}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "60px 64px 52px 80px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center" }}>
          <img src={seal} width={56} height={56} />
          <div style={{ display: "flex", marginLeft: 18, fontFamily: SERIF, fontWeight: 700, fontSize: 32 }}>
            {site.brandName}
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}>
          <div style={{ display: "flex", alignItems: "center", marginBottom: 22 }}>
            <div style={{ display: "flex", width: 40, height: 5, borderRadius: 3, background: palette.sun }} />
            <div
              style={{
                display: "flex",
                marginLeft: 14,
                fontWeight: 700,
                fontSize: 22,
                letterSpacing: 3,
                textTransform: "uppercase",
                color: palette.trust,
              }}
            >
              {card.label}
            </div>
          </div>
          <Headline text={card.headline} size={fit.size} width={column} clamp={fit.lines} />
          {card.subline ? (
            <div
              style={{
                display: "flex",
                width: column,
                marginTop: 22,
                fontFamily: SERIF,
                fontSize: 30,
                lineHeight: 1.35,
                color: palette.inkSoft,
              }}
            >
              {card.subline}
            </div>
          ) : null}
        </div>
        <div style={{ display: "flex", fontSize: 22, color: palette.inkMuted, letterSpacing: 0.5 }}>{host}</div>
      </div>
      {card.chinese ? <ChinesePanel {...card.chinese} /> : null}
    </div>
  );
}

const render = (element: ReactNode, fonts: ShareFonts) =>
  satori(element, { width: W, height: H, fonts: fonts.base, loadAdditionalAsset: fonts.loadAdditionalAsset });

/**
 * The first of HEADLINE_FITS that holds the headline: one layout pass with
 * every candidate size in it, text left as text (no outlines), each box's
 * height read back from the layout.
 */
async function fitHeadline(card: ShareCard, fonts: ShareFonts): Promise<{ size: number; lines: number }> {
  const column = columnWidth(card);
  const heights = new Map<string, number>();
  const sizes = [...new Set(HEADLINE_FITS.map((f) => f.size))];
  await satori(
    <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-start" }}>
      {sizes.map((size) => (
        <div key={`size-${size}`} style={{ display: "flex" }}>
          <Headline text={card.headline} size={size} width={column} />
        </div>
      ))}
    </div>,
    {
      width: W,
      fonts: fonts.base,
      loadAdditionalAsset: fonts.loadAdditionalAsset,
      embedFont: false,
      onNodeDetected: (node) => {
        if (typeof node.key === "string" && node.key.startsWith("size-")) heights.set(node.key, node.height);
      },
    },
  );
  const fit = HEADLINE_FITS.find(
    ({ size, lines }) => (heights.get(`size-${size}`) ?? Infinity) <= size * HEADLINE_LEADING * lines + 1,
  );
  return fit ?? HEADLINE_FITS.at(-1)!;
}

/** One page's share image as PNG bytes. */
export async function renderShareImage(card: ShareCard, fonts: ShareFonts): Promise<Buffer> {
  const fit = await fitHeadline(card, fonts);
  const svg = await render(<Card card={card} fit={fit} />, fonts);
  const png = new Resvg(svg, { fitTo: { mode: "width", value: W }, font: { loadSystemFonts: false } }).render();
  return png.asPng();
}

/** Writes every page's share image into the build; returns what it wrote. */
export async function writeShareImages(
  out: string,
  pages: PageEntry[],
): Promise<{ count: number; bytes: number; ms: number }> {
  const started = performance.now();
  const fonts = loadShareFonts();
  const seen = new Map<string, string>();
  let bytes = 0;
  for (const page of pages) {
    const card = shareCard(page);
    if (seen.has(card.path) || card.path === SOCIAL_IMAGE.path)
      throw new Error(
        `${page.path}: its share image ${card.path} would overwrite ${seen.get(card.path) ?? "the generic card"}`,
      );
    seen.set(card.path, page.path);
    const file = path.join(out, card.path.slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    const png = await renderShareImage(card, fonts);
    writeFileSync(file, png);
    bytes += png.length;
  }
  return { count: pages.length, bytes, ms: Math.round(performance.now() - started) };
}
