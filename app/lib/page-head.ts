import type { Thing, WithContext } from "schema-dts";
import type { PageEntry } from "./registry";
import { buildHead } from "./seo";
import { shareImage, shareImagePath } from "./share-image";
import { article, breadcrumbList } from "./structured-data";

/**
 * The head of a content page from its registry entry: title, description,
 * canonical, keywords, dates and share image, plus the page's JSON-LD and its breadcrumbs.
 */
export function pageHead(page: PageEntry, jsonLd: WithContext<Thing>[], ogType: "article" | "website" = "article") {
  return buildHead({
    title: page.title,
    description: page.description,
    path: page.path,
    ogType,
    keywords: page.keywords,
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    image: shareImage(page),
    jsonLd: [...jsonLd, breadcrumbList(page.breadcrumbs)],
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
