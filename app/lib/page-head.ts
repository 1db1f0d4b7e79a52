import type { Thing, WithContext } from "schema-dts";
import type { PageEntry } from "./content/records";
import { buildHead } from "./seo";
import { shareImage, shareImagePath } from "./share-image";
import { article, breadcrumbList } from "./structured-data";

export type JsonLd = WithContext<Thing>;

/**
 * How a page type's head reads: a dated `article` (Open Graph article, published and
 * modified dates, its JSON-LD then its breadcrumbs), or a `website` page (the
 * breadcrumbs first, no dates; the home page has no breadcrumb list).
 */
export type HeadStyle = "article" | "website";

/**
 * The head of every page from its registry entry: title, description, canonical,
 * keywords, robots, share image, and the page's JSON-LD with its breadcrumbs.
 */
export function pageHead(page: PageEntry, jsonLd: JsonLd[], style: HeadStyle = "article") {
  const crumbs = breadcrumbList(page.breadcrumbs);
  return buildHead({
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    image: shareImage(page),
    ...(page.noindex ? { robots: "noindex" } : {}),
    ...(style === "article"
      ? {
          ogType: "article" as const,
          datePublished: page.datePublished,
          dateModified: page.dateModified,
          jsonLd: [...jsonLd, crumbs],
        }
      : { jsonLd: page.path === "/" ? jsonLd : [crumbs, ...jsonLd] }),
  });
}

/** Article JSON-LD for a registry entry (headline defaults to the page's name). */
export const articleFor = (page: PageEntry, headline: string = page.name) =>
  article({
    headline,
    description: page.description,
    path: page.path,
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    image: shareImagePath(page.path),
  });
