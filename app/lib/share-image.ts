/**
 * Each page's share image: the 1200x630 picture a link preview shows (Open
 * Graph and Twitter card). One home for where it lives and what it says: the
 * build renders the files from it (scripts/build/share-images.tsx), the head points
 * at them (app/lib/seo.ts) and the static sweeps check them. No fs: the
 * routes import it.
 */
import { site } from "../config/site";
import type { PageKind } from "../content/schemas/page";
import type { PageEntry } from "./content/records";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder of the share images in the build; also home to the generic card in public/. */
export const SHARE_IMAGE_DIR = "/social/";

/** Where a page's share image lives: `/social/<slug>.png`, `/social/home.png` for the home page. */
export function shareImagePath(pagePath: string): string {
  if (!pagePath.startsWith("/")) throw new Error(`shareImagePath expects a path starting with '/', got "${pagePath}"`);
  const slug = pagePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "--") || "home";
  return `${SHARE_IMAGE_DIR}${slug}.png`;
}

/** What a page's share image shows. */
export interface ShareCard {
  /** The image's path on the site. */
  path: string;
  /** The page's type: the picture beside the text depends on it. */
  type: PageEntry["type"];
  /** The big line: the page title up to its colon. */
  headline: string;
  /** The rest of the title after the colon, if any. */
  subline?: string;
  /** The small label above the headline: what kind of page this is. */
  label: string;
  /** The kind of page as the alt text says it, e.g. "a city guide". */
  kind: string;
  /** City pages and the home page: the name in Chinese characters and in pinyin. */
  chinese?: { name: string; pinyin: string };
}

const pageKinds: Record<PageEntry["type"], { label: string; kind: string }> = {
  landing: { label: "For first-time visitors", kind: "the home page" },
  article: { label: "In-depth guide", kind: "an in-depth guide" },
  city: { label: "City guide", kind: "a city guide" },
  solution: { label: "How-to", kind: "a how-to guide" },
  comparison: { label: "Comparison", kind: "a comparison" },
  itinerary: { label: "Trip plan", kind: "a trip plan" },
  legal: { label: "Legal", kind: "a legal page" },
  page: { label: "Page", kind: "a page" },
  tool: { label: "Traveller tool", kind: "a traveller tool" },
};

const sitePageKinds: Record<PageKind, { label: string; kind: string }> = {
  "guides-hub": { label: "All guides", kind: "the index of all guides" },
  "cities-hub": { label: "City guides", kind: "the index of city guides" },
  "tools-hub": { label: "Traveller tools", kind: "the index of traveller tools" },
  "itineraries-hub": { label: "Trip plans", kind: "the index of trip plans" },
  search: { label: "Search", kind: "the search page" },
  offline: { label: "Offline", kind: "the offline page" },
  changes: { label: "What changed", kind: "the list of changes to every page" },
  phrases: { label: "Phrases to show", kind: "the phrase cards and emergency numbers" },
  text: { label: "About", kind: "a page" },
};

/** The home page's card names the country. */
const CHINA = { name: "中国", pinyin: "Zhōngguó" };

/**
 * A page's card from its registry entry. The title (unique per page) gives
 * the headline and, after its first colon, the subline; a trailing
 * "| Site name" is left off.
 */
export function shareCard(page: PageEntry): ShareCard {
  const title = page.title.replace(/\s+\|\s+[^|]*$/, "").trim();
  const colon = title.indexOf(": ");
  const headline = colon > 0 ? title.slice(0, colon) : title;
  const subline = colon > 0 ? title.slice(colon + 2) : undefined;
  const { label, kind } = page.type === "page" ? sitePageKinds[page.record.kind]! : pageKinds[page.type];
  const chinese =
    page.type === "city"
      ? { name: page.record.nameZh, pinyin: page.record.pinyin }
      : page.type === "landing"
        ? CHINA
        : undefined;
  return {
    path: shareImagePath(page.path),
    type: page.type,
    headline,
    ...(subline ? { subline } : {}),
    label,
    kind,
    ...(chinese ? { chinese } : {}),
  };
}

/** The image's alt text, e.g. "Share card: Beijing Travel Guide (北京), a city guide from ChinaReady". */
export function shareImageAlt(card: ShareCard, brandName: string): string {
  const chinese = card.chinese ? ` (${card.chinese.name})` : "";
  const from = card.kind.startsWith("the ") ? "of" : "from";
  return `Share card: ${card.headline}${chinese}, ${card.kind} ${from} ${brandName}`;
}

/** A share image as a head names it: where it is and what it shows. */
export interface ShareImage {
  path: string;
  alt: string;
}

/** A page's share image for its head. */
export function shareImage(page: PageEntry, brandName: string = site.brandName): ShareImage {
  const card = shareCard(page);
  return { path: card.path, alt: shareImageAlt(card, brandName) };
}
