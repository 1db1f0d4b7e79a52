import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { site, type SiteConfig } from "../config/site";
import { SHARE_IMAGE_SIZE, type ShareImage } from "./share-image";
import { CHANGES_FEED_PATH } from "./paths";
import { SEARCH_META } from "./search-ranking";

/**
 * The generic social card (1200x630, self-hosted, made by scripts/assets/make-images.ts): the image of a
 * head that names none. Every registered page names its own (app/lib/share-image.ts), at the same size.
 */
export const SOCIAL_IMAGE = {
  path: "/social/card.png",
  width: SHARE_IMAGE_SIZE.width,
  height: SHARE_IMAGE_SIZE.height,
  alt: "China travel guide for first-time visitors",
};

/** The brand's square logo (publisher.logo in Article markup; at least 112 px for rich results). */
export const BRAND_LOGO = { path: "/apple-touch-icon.png", width: 180, height: 180 };

export interface HeadInput {
  title: string;
  description: string;
  /** Canonical path (no trailing slash except `/`). */
  path: string;
  /** Open Graph type. */
  ogType?: "website" | "article";
  keywords?: string[];
  /** Defaults to index, follow. */
  robots?: string;
  /** JSON-LD blocks for the head. */
  jsonLd?: WithContext<Thing>[];
  datePublished?: string;
  dateModified?: string;
  /** The page's share image (its path on the site and its alt text); defaults to the generic card. */
  image?: ShareImage;
}

/** Absolute URL for a path on this site; no trailing slash except for the origin itself. */
export function absoluteUrl(path: string, config: SiteConfig = site): string {
  if (!path.startsWith("/")) throw new Error(`absoluteUrl expects a path starting with '/', got "${path}"`);
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${config.siteUrl}${clean}`;
}

/** The change feed's title, in every page's head and in the feed itself. */
export const changesFeedTitle = (config: SiteConfig = site) => `${config.brandName}: what changed on the guides`;

/**
 * Everything a page puts in its <head>: title, description, canonical, robots,
 * Open Graph, Twitter card and JSON-LD. React Router renders it into the
 * pre-rendered HTML and replaces all of it on client navigation.
 */
export function buildHead(input: HeadInput, config: SiteConfig = site): MetaDescriptor[] {
  const url = absoluteUrl(input.path, config);
  const image = `${config.siteUrl}${(input.image ?? SOCIAL_IMAGE).path}`;
  const imageAlt = (input.image ?? SOCIAL_IMAGE).alt;
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    // The site's change feed (/changes.xml), for feed readers to find from any page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: changesFeedTitle(config),
      href: absoluteUrl(CHANGES_FEED_PATH, config),
    },
    { name: "robots", content: input.robots ?? "index, follow, max-image-preview:large" },
    { property: "og:site_name", content: config.brandName },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (config.twitterHandle)
    meta.push(
      { name: "twitter:site", content: config.twitterHandle },
      { name: "twitter:creator", content: config.twitterHandle },
    );
  // Site search reads the keywords too, and ranks a page its keywords match higher (app/lib/search-ranking.ts).
  if (input.keywords?.length)
    meta.push({
      name: "keywords",
      content: input.keywords.join(", "),
      "data-pagefind-meta": `${SEARCH_META.keywords}[content]`,
    });
  if (input.ogType === "article") {
    if (input.datePublished) meta.push({ property: "article:published_time", content: input.datePublished });
    if (input.dateModified) meta.push({ property: "article:modified_time", content: input.dateModified });
  }
  for (const block of input.jsonLd ?? []) meta.push({ "script:ld+json": block });
  return meta;
}
