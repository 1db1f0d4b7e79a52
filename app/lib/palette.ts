/**
 * Every colour of the site, once. TypeScript imports them from here (the
 * share cards, the brand seal, the web manifest, the city emblems, the
 * landing illustrations, the generic social card); the Tailwind theme tokens
 * (`bg-paper`, `text-sun`, `var(--color-ink)`…) are `palette` written out as
 * app/palette.css by scripts/build/palette-css.ts in every build and dev start.
 * A colour anywhere else in app/ or scripts/ fails app/lib/palette.test.ts.
 * Browser-safe: no fs. docs/decisions/0024-one-palette.md
 */
import type { City } from "../content/schemas/city";

/** The theme: each becomes the Tailwind token `--color-<name in kebab case>` (`inkSoft` -> `ink-soft`). */
export const palette = {
  /** Page background (`bg-paper`), the install splash (web manifest), share cards, the mockup's laptop screen. */
  paper: "#fbf8f3",
  /** Section backgrounds (`bg-paper-deep`) and the middle of the generic social card's gradient. */
  paperDeep: "#f3ede3",
  /** Text (`text-ink`), the tint of the card shadows, headlines of the share cards, the mockup's phone. */
  ink: "#1d2330",
  /** Body text of long-form pages (`text-ink-soft`) and share-card sublines; 4.5:1 or more on paper. */
  inkSoft: "#454d5c",
  /** Secondary text (`text-ink-muted`) and the address on share cards; 4.5:1 or more on paper. */
  inkMuted: "#5d6573",
  /** Borders and rules (`border-line`), the mockup's cards. */
  line: "#e4ddd1",
  /** Vermilion, for buying only in the interface (buy buttons, price badges; white on it 5.9:1); the brand seal. */
  buy: "#b8321f",
  /** A buy button under the pointer (`hover:bg-buy-hover`) and text on `buy-soft`. */
  buyHover: "#9a2817",
  /** Tinted background of buying notes and badges (`bg-buy-soft`). */
  buySoft: "#fbe9e5",
  /** Jade, for trust: checks, quick answers, links, the focus ring on light surfaces (white on it 6.4:1); share-card panels. */
  trust: "#0f6a58",
  /** Text on `trust-soft` and the start of the final call to action's gradient (`from-trust-deep`). */
  trustDeep: "#0a4e41",
  /** Tinted background of quick answers, text selection, the end of the generic social card's gradient. */
  trustSoft: "#e3f1ec",
  /** Tips and notes (`text-gold`) and their borders. */
  gold: "#9a6406",
  /** Text of the gold badge on `gold-soft` (`text-gold-deep`). */
  goldDeep: "#7a4e04",
  /** Tinted background of tips (`bg-gold-soft`). */
  goldSoft: "#fbf0d9",
  /** Transport and category accents (`text-sky`). */
  sky: "#1d5f8c",
  /** Tinted background of sky accents (`bg-sky-soft`). */
  skySoft: "#e4eef6",
  /** Category accents (`text-rose`). */
  rose: "#9d2f55",
  /** Tinted background of rose accents (`bg-rose-soft`). */
  roseSoft: "#f8e6ec",
  /** The sun: offer tags, figures and the focus ring on dark sections (`bg-sun`, `text-sun`), the emblems, the mockups, share cards. */
  sun: "#f3c46b",
  /** Filled stars of a rating (`fill-star`, `text-star`). */
  star: "#c98a0b",
  /** The end of the final call to action's gradient (`to-lagoon`). */
  lagoon: "#123c4f",
  /** The footer's background (`bg-night`). */
  night: "#161b26",
  /** Cards, text on dark and coloured backgrounds (`bg-white`, `text-white`), the seal's strokes, print. */
  white: "#ffffff",
  /** The darkened price pill inside a buy button (`bg-black/20`). */
  black: "#000000",
} as const;

type Token = keyof typeof palette;

/**
 * The focus ring (`--focus-ring`, drawn by app/app.css round whatever has keyboard focus): jade on the
 * light surfaces, sun inside a `surface-dark` box (the footer, the landing's dark cards and its final
 * call to action), where jade would be 1.5 to 2.6:1. Each ring is at least 3:1 against every surface
 * listed for it (WCAG 1.4.11, palette.test.ts); the home page's keyboard test measures the rings on the page.
 * scripts/build/palette-css.ts writes both into app/palette.css.
 */
export const focusRings = {
  light: {
    ring: "trust",
    surfaces: ["paper", "paperDeep", "white", "trustSoft", "buySoft", "goldSoft", "skySoft", "roseSoft"],
  },
  dark: { ring: "sun", surfaces: ["night", "ink", "trustDeep", "lagoon"] },
} as const satisfies Record<string, { ring: Token; surfaces: readonly Token[] }>;

/** Colours drawn only in pictures (SVG and rendered images), never a Tailwind class. */
export const artwork = {
  /** The foot of the sun's gradient in the landing's phone mockup. */
  sunset: "#e08a3c",
  /** The far hills on the mockups' phone screens. */
  hillFar: "#0b4438",
  /** The near hills on the mockup's phone screen. */
  hillNear: "#08382e",
  /** The lid of the laptop in the final call to action's mockup. */
  laptop: "#2a3140",
  /** The laptop's keyboard deck in the same mockup. */
  laptopBase: "#3a4252",
} as const;

/** A city emblem's colours (app/components/city-emblem.tsx): background, landscape, and the characters and frame. */
export interface RegionColours {
  sky: string;
  land: string;
  accent: string;
}

/** Each region's emblem colours. */
export const regionColours = {
  north: { sky: "#f4e7d3", land: palette.buy, accent: "#8f2416" },
  east: { sky: "#e3eef2", land: palette.sky, accent: "#123f5e" },
  south: { sky: "#e6f1e9", land: palette.trust, accent: palette.trustDeep },
  southwest: { sky: "#f2e9dc", land: "#6b4f2a", accent: palette.trust },
  central: { sky: "#e9efe4", land: "#2f5d46", accent: "#1c3a2c" },
  northwest: { sky: "#f6ead6", land: "#c07a2c", accent: "#8a5218" },
  tibet: { sky: "#e2ebf5", land: "#3a5a86", accent: palette.buy },
} as const satisfies Record<City["region"], RegionColours>;
