/**
 * The types of the page registry, in one place below it: the record behind each page type, a page's
 * entry, a breadcrumb step, a catalogue category and where a document was read. Types only: the
 * collections (./collections.ts), the registry (../registry.ts) and the modules both use import them
 * from here, so none of them needs the other to name a page.
 */
import type { Article } from "../../content/schemas/article";
import type { City } from "../../content/schemas/city";
import type { Comparison } from "../../content/schemas/comparison";
import type { Itinerary } from "../../content/schemas/itinerary";
import type { Landing } from "../../content/schemas/landing";
import type { Legal } from "../../content/schemas/legal";
import type { Page } from "../../content/schemas/page";
import type { Solution } from "../../content/schemas/solution";
import type { Tool } from "../../content/schemas/tool";
import type { Change, Source } from "../../content/schemas/common";

export interface Located {
  /** The file, relative to the working directory. */
  file: string;
  /** The file line of a field (see ParsedYaml.locate). */
  locate(path: readonly PropertyKey[], innerLine?: number, offset?: number): number;
}

export type Loaded<T> = Located & { data: T };

/** The record behind each page type. */
export interface Records {
  landing: Landing;
  article: Article;
  city: City;
  solution: Solution;
  comparison: Comparison;
  itinerary: Itinerary;
  legal: Legal;
  page: Page;
  tool: Tool;
}
export type PageType = keyof Records;

/** Catalogue categories of the related-content widget (spec section 3). */
export type CatalogueCategory = "city" | "solution" | "comparison" | "blog";

export interface Crumb {
  name: string;
  url: string;
}

/** What a record says about its page: the words of its head, its lists and its breadcrumb. */
export interface PageFields {
  /** Document title (limits in app/lib/seo-limits.ts). */
  title: string;
  /** The page's visible H1 / name in lists. */
  name: string;
  /** The breadcrumb's last step, when it is not `name`. */
  crumb?: string;
  description: string;
  keywords: string[];
  noindex?: boolean;
}

interface EntryBase {
  /** Canonical path, no trailing slash (except `/`). */
  path: string;
  /** React Router route id; unique. */
  routeId: string;
  /** Document title (limits in app/lib/seo-limits.ts). */
  title: string;
  /** The page's visible H1 / name in lists and breadcrumbs. */
  name: string;
  /** Meta description (limits in app/lib/seo-limits.ts). */
  description: string;
  keywords: string[];
  /** The record's `published`: JSON-LD datePublished. */
  datePublished: string;
  /** The record's `updated`: JSON-LD dateModified and the sitemap's lastmod. */
  dateModified: string;
  /** The record's `reviewed`: "Last checked" on the page. */
  reviewed: string;
  sources: Source[];
  /** The record's `changes`, newest first: "What changed" on the page, /changes and the feed. */
  changes: Change[];
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** Related-content catalogue category; absent for pages not listed there. */
  category?: CatalogueCategory;
  breadcrumbs: Crumb[];
  /** The document behind the page, and where its title and description fields sit. */
  source: Located & { titleField: string[]; descriptionField: string[] };
}

export type PageEntry = { [T in PageType]: EntryBase & { type: T; record: Records[T] } }[PageType];

export type EntryOf<T extends PageType> = Extract<PageEntry, { type: T }>;
