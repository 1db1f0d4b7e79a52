/**
 * The route registry: the single list of pages. Routes, the prerender list,
 * the sitemap, the aliases, the related-content catalogue and every test sweep
 * are derived from it. Pages come from content records; nothing here lists a
 * page by hand except the landing page.
 */
import { articles } from "../content/articles";
import { cities } from "../content/cities";
import { comparisons } from "../content/comparisons";
import { landing } from "../content/landing";
import { legalPages } from "../content/legal";
import { solutions } from "../content/solutions";
import type { Article } from "../content/schemas/article";
import type { City } from "../content/schemas/city";
import type { Comparison } from "../content/schemas/comparison";
import type { Legal } from "../content/schemas/legal";
import type { Solution } from "../content/schemas/solution";
import type { Landing } from "../content/schemas/landing";
import { legacyAliases } from "../content/aliases";
import { assertIntegrity } from "./content-integrity";
import { CONTENT_DATES } from "./dates";
import { comparisonTitle } from "./titles";

export type PageType = "landing" | "article" | "city" | "solution" | "comparison" | "legal";

/** The route module that renders each page type. */
export const pageModules: Record<PageType, string> = {
  landing: "routes/landing.tsx",
  article: "routes/article.tsx",
  city: "routes/city.tsx",
  solution: "routes/solution.tsx",
  comparison: "routes/comparison.tsx",
  legal: "routes/legal.tsx",
};

/** Catalogue categories of the related-content widget (spec section 3). */
export type CatalogueCategory = "city" | "solution" | "comparison" | "blog";

export interface Crumb {
  name: string;
  url: string;
}

interface EntryBase {
  /** Canonical path, no trailing slash (except `/`). */
  path: string;
  /** React Router route id; unique. */
  routeId: string;
  /** Document title (<= 60 characters). */
  title: string;
  /** The page's visible H1 / name in lists and breadcrumbs. */
  name: string;
  /** Meta description (70-160 characters). */
  description: string;
  keywords: string[];
  datePublished: string;
  dateModified: string;
  /** Related-content catalogue category; absent for pages not listed there. */
  category?: CatalogueCategory;
  breadcrumbs: Crumb[];
}

export type PageEntry =
  | (EntryBase & { type: "landing"; record: Landing })
  | (EntryBase & { type: "article"; record: Article })
  | (EntryBase & { type: "city"; record: City })
  | (EntryBase & { type: "solution"; record: Solution })
  | (EntryBase & { type: "comparison"; record: Comparison })
  | (EntryBase & { type: "legal"; record: Legal });

export type EntryOf<T extends PageType> = Extract<PageEntry, { type: T }>;

const crumbs = (name: string, path: string): Crumb[] => [
  { name: "Home", url: "/" },
  { name, url: path },
];

export const cityPath = (slug: string) => `/${slug}-travel-guide-2025`;
export const solutionPath = (slug: string) => `/how-to-${slug}`;

const landingEntry: EntryOf<"landing"> = {
  type: "landing",
  path: "/",
  routeId: "page-home",
  title: landing.seo.title,
  name: "Home",
  description: landing.seo.description,
  keywords: landing.seo.keywords,
  ...CONTENT_DATES.records,
  breadcrumbs: [{ name: "Home", url: "/" }],
  record: landing,
};

const articleEntries = articles.map((a): EntryOf<"article"> => ({
  type: "article",
  path: `/${a.slug}`,
  routeId: `article-${a.slug}`,
  title: a.seo.title,
  name: a.title,
  description: a.seo.description,
  keywords: a.seo.keywords,
  datePublished: a.datePublished,
  dateModified: a.dateModified,
  category: "blog",
  breadcrumbs: crumbs(a.title, `/${a.slug}`),
  record: a,
}));

const cityEntries = cities.map((c): EntryOf<"city"> => ({
  type: "city",
  path: cityPath(c.slug),
  routeId: `city-${c.slug}`,
  title: c.seo.title,
  name: `${c.cityName} Travel Guide`,
  description: c.seo.description,
  keywords: c.seo.keywords,
  ...CONTENT_DATES.records,
  category: "city",
  breadcrumbs: crumbs(`${c.cityName} Travel Guide`, cityPath(c.slug)),
  record: c,
}));

const solutionEntries = solutions.map((s): EntryOf<"solution"> => ({
  type: "solution",
  path: solutionPath(s.slug),
  routeId: `solution-${s.slug}`,
  title: s.seo.title,
  name: s.title,
  description: s.seo.description,
  keywords: s.seo.keywords,
  ...CONTENT_DATES.records,
  category: "solution",
  breadcrumbs: crumbs(s.title, solutionPath(s.slug)),
  record: s,
}));

const comparisonEntries = comparisons.map((c): EntryOf<"comparison"> => ({
  type: "comparison",
  path: `/${c.slug}`,
  routeId: `comparison-${c.slug}`,
  title: c.metaTitle,
  name: comparisonTitle(c),
  description: c.metaDescription,
  keywords: c.keywords,
  ...CONTENT_DATES.records,
  category: "comparison",
  breadcrumbs: crumbs(`${c.optionAName} vs ${c.optionBName}`, `/${c.slug}`),
  record: c,
}));

const legalEntries = legalPages.map((l): EntryOf<"legal"> => ({
  type: "legal",
  path: `/${l.slug}`,
  routeId: `legal-${l.slug}`,
  title: l.seo.title,
  name: l.title,
  description: l.seo.description,
  keywords: l.seo.keywords,
  datePublished: l.dateModified,
  dateModified: l.dateModified,
  breadcrumbs: crumbs(l.title, `/${l.slug}`),
  record: l,
}));

export const pages: PageEntry[] = [
  landingEntry,
  ...articleEntries,
  ...cityEntries,
  ...solutionEntries,
  ...comparisonEntries,
  ...legalEntries,
];

assertIntegrity(pages);
const byPath = new Map(pages.map((p) => [p.path, p] as const));

export const hasPage = (path: string) => byPath.has(path);

/** The page at a canonical path; throws for an unknown path (a build-time mistake). */
export function getPage<T extends PageType>(path: string, type: T): EntryOf<T> {
  const page = byPath.get(path);
  if (!page || page.type !== type) throw new Error(`No ${type} page is registered at ${path}.`);
  return page as EntryOf<T>;
}

export interface Alias {
  from: string;
  to: string;
}

/**
 * Other readings of a path that the spec mentions: each answers 301 to its
 * canonical page. An alias is emitted only once its target page exists.
 */
export const aliases: Alias[] = [
  ...cities.map((c) => ({ from: `/cities/${c.slug}`, to: cityPath(c.slug) })),
  ...solutions.map((s) => ({ from: `/solutions/${s.slug}`, to: solutionPath(s.slug) })),
  ...comparisons.map((c) => ({ from: `/comparisons/${c.slug}`, to: `/${c.slug}` })),
  ...legacyAliases,
].filter((a, i, all) => byPath.has(a.to) && !byPath.has(a.from) && all.findIndex((b) => b.from === a.from) === i);

/** The related-content catalogue: every page that has a category. */
export const catalogue = pages.flatMap((p) =>
  p.category
    ? [{ title: p.name, url: p.path, description: p.description, category: p.category, keywords: p.keywords }]
    : [],
);
