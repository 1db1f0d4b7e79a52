/**
 * The route registry: the single list of pages. Routes, the prerender list,
 * the sitemap, the aliases, the related-content catalogue and every test sweep
 * are derived from it. Pages come from the documents in the content folder
 * (app/lib/content/load.ts): adding a document adds its page everywhere.
 * Build-time only (it reads files); browser code imports app/lib/paths.ts.
 */
import type { Article } from "../content/schemas/article";
import type { City } from "../content/schemas/city";
import type { Change, Source } from "../content/schemas/common";
import type { Comparison } from "../content/schemas/comparison";
import type { Landing } from "../content/schemas/landing";
import type { Legal } from "../content/schemas/legal";
import type { Page } from "../content/schemas/page";
import type { Solution } from "../content/schemas/solution";
import type { Tool } from "../content/schemas/tool";
import { datasetLinkProblems, integrityProblems } from "./content-integrity";
import { ContentError } from "./content/errors";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadContent, type Content, type Datasets, type Located } from "./content/load";
import {
  articlePath,
  cityAliasPath,
  cityPath,
  comparisonAliasPath,
  comparisonPath,
  legalPath,
  HUBS,
  sitePagePath,
  solutionAliasPath,
  solutionPath,
  toolPath,
} from "./paths";
import { comparisonTitle } from "./titles";

export type PageType = "landing" | "article" | "city" | "solution" | "comparison" | "legal" | "page" | "tool";

/** The route module that renders each page type; each tool has its own (it ships its own React island). */
export const pageModules: Record<Exclude<PageType, "tool">, string> = {
  landing: "routes/landing.tsx",
  article: "routes/article.tsx",
  city: "routes/city.tsx",
  solution: "routes/solution.tsx",
  comparison: "routes/comparison.tsx",
  legal: "routes/legal.tsx",
  page: "routes/page.tsx",
};
export const toolModule = (slug: string) => `routes/tools/${slug}.tsx`;
export const moduleOf = (p: { type: PageType; path: string }) =>
  p.type === "tool" ? toolModule(p.path.split("/").pop()!) : pageModules[p.type];

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

export type PageEntry =
  | (EntryBase & { type: "landing"; record: Landing })
  | (EntryBase & { type: "article"; record: Article })
  | (EntryBase & { type: "city"; record: City })
  | (EntryBase & { type: "solution"; record: Solution })
  | (EntryBase & { type: "comparison"; record: Comparison })
  | (EntryBase & { type: "legal"; record: Legal })
  | (EntryBase & { type: "page"; record: Page })
  | (EntryBase & { type: "tool"; record: Tool });

export type EntryOf<T extends PageType> = Extract<PageEntry, { type: T }>;

export interface Alias {
  from: string;
  to: string;
}

export interface CatalogueEntry {
  title: string;
  url: string;
  description: string;
  category: CatalogueCategory;
  keywords: string[];
}

export interface Registry {
  pages: PageEntry[];
  aliases: Alias[];
  catalogue: CatalogueEntry[];
  /** The tools' datasets (app/content/data/). */
  datasets: Datasets;
  /** Every content problem: schema, Markdown, links, duplicates. Empty when the content is sound. */
  problems: string[];
}

const crumbs = (name: string, path: string, hub?: Crumb): Crumb[] => [
  { name: "Home", url: "/" },
  ...(hub ? [hub] : []),
  { name, url: path },
];
/** The hub crumb of each page type: cities under the cities index, tools under the tools index, every other guide under the guides hub. */
const guidesCrumb: Crumb = { name: "Guides", url: HUBS.guides };
const citiesCrumb: Crumb = { name: "Cities", url: HUBS.cities };
const toolsCrumb: Crumb = { name: "Tools", url: HUBS.tools };

const seoFields = { titleField: ["seo", "title"], descriptionField: ["seo", "description"] };

function dates(r: { published: string; updated: string; reviewed: string; sources: Source[]; changes: Change[] }) {
  return {
    datePublished: r.published,
    dateModified: r.updated,
    reviewed: r.reviewed,
    sources: r.sources,
    changes: r.changes,
  };
}

/** Builds the page list from loaded content. */
export function buildRegistry(content: Content): Registry {
  const pages: PageEntry[] = [];
  if (content.landing) {
    const { data: landing, ...source } = content.landing;
    pages.push({
      type: "landing",
      path: "/",
      routeId: "page-home",
      title: landing.seo.title,
      name: "Home",
      description: landing.seo.description,
      keywords: landing.seo.keywords,
      ...dates(landing),
      breadcrumbs: [{ name: "Home", url: "/" }],
      source: { ...source, ...seoFields },
      record: landing,
    });
  }
  for (const { data: a, ...source } of content.articles)
    pages.push({
      type: "article",
      path: articlePath(a.slug),
      routeId: `article-${a.slug}`,
      title: a.seo.title,
      name: a.title,
      description: a.seo.description,
      keywords: a.seo.keywords,
      ...dates(a),
      category: "blog",
      breadcrumbs: crumbs(a.title, articlePath(a.slug), guidesCrumb),
      source: { ...source, ...seoFields },
      record: a,
    });
  for (const { data: c, ...source } of content.cities)
    pages.push({
      type: "city",
      path: cityPath(c.slug),
      routeId: `city-${c.slug}`,
      title: c.seo.title,
      name: `${c.cityName} Travel Guide`,
      description: c.seo.description,
      keywords: c.seo.keywords,
      ...dates(c),
      category: "city",
      breadcrumbs: crumbs(`${c.cityName} Travel Guide`, cityPath(c.slug), citiesCrumb),
      source: { ...source, ...seoFields },
      record: c,
    });
  for (const { data: s, ...source } of content.solutions)
    pages.push({
      type: "solution",
      path: solutionPath(s.slug),
      routeId: `solution-${s.slug}`,
      title: s.seo.title,
      name: s.title,
      description: s.seo.description,
      keywords: s.seo.keywords,
      ...dates(s),
      category: "solution",
      breadcrumbs: crumbs(s.title, solutionPath(s.slug), guidesCrumb),
      source: { ...source, ...seoFields },
      record: s,
    });
  for (const { data: c, ...source } of content.comparisons)
    pages.push({
      type: "comparison",
      path: comparisonPath(c.slug),
      routeId: `comparison-${c.slug}`,
      title: c.metaTitle,
      name: comparisonTitle(c),
      description: c.metaDescription,
      keywords: c.keywords,
      ...dates(c),
      category: "comparison",
      breadcrumbs: crumbs(`${c.optionAName} vs ${c.optionBName}`, comparisonPath(c.slug), guidesCrumb),
      source: { ...source, titleField: ["metaTitle"], descriptionField: ["metaDescription"] },
      record: c,
    });
  for (const { data: l, ...source } of content.legal)
    pages.push({
      type: "legal",
      path: legalPath(l.slug),
      routeId: `legal-${l.slug}`,
      title: l.seo.title,
      name: l.title,
      description: l.seo.description,
      keywords: l.seo.keywords,
      ...dates(l),
      breadcrumbs: crumbs(l.title, legalPath(l.slug)),
      source: { ...source, ...seoFields },
      record: l,
    });
  for (const { data: p, ...source } of content.pages)
    pages.push({
      type: "page",
      path: sitePagePath(p.slug),
      routeId: `page-${p.slug}`,
      title: p.seo.title,
      name: p.navLabel,
      description: p.seo.description,
      keywords: p.seo.keywords,
      ...dates(p),
      noindex: p.noindex,
      breadcrumbs: crumbs(p.navLabel, sitePagePath(p.slug)),
      source: { ...source, ...seoFields },
      record: p,
    });
  for (const { data: t, ...source } of content.tools)
    pages.push({
      type: "tool",
      path: toolPath(t.slug),
      routeId: `tool-${t.slug}`,
      title: t.seo.title,
      name: t.title,
      description: t.seo.description,
      keywords: t.seo.keywords,
      ...dates(t),
      breadcrumbs: crumbs(t.navLabel, toolPath(t.slug), toolsCrumb),
      source: { ...source, ...seoFields },
      record: t,
    });

  const paths = new Set(pages.map((p) => p.path));
  const aliases = [
    ...content.cities.map(({ data: c }) => ({ from: cityAliasPath(c.slug), to: cityPath(c.slug) })),
    ...content.solutions.map(({ data: s }) => ({ from: solutionAliasPath(s.slug), to: solutionPath(s.slug) })),
    ...content.comparisons.map(({ data: c }) => ({ from: comparisonAliasPath(c.slug), to: comparisonPath(c.slug) })),
    ...content.aliases,
  ].filter((a, i, all) => paths.has(a.to) && !paths.has(a.from) && all.findIndex((b) => b.from === a.from) === i);

  const catalogue = pages.flatMap((p) =>
    p.category
      ? [{ title: p.name, url: p.path, description: p.description, category: p.category, keywords: p.keywords }]
      : [],
  );
  const pathOf = {
    articles: articlePath,
    legal: legalPath,
    pages: sitePagePath,
    tools: toolPath,
    cities: cityPath,
    solutions: solutionPath,
    comparisons: comparisonPath,
  };
  const invalidPaths = content.invalid.map((d) => pathOf[d.folder](d.slug));
  const missingModules = pages
    .filter((p) => p.type === "tool" && !existsSync(path.resolve(process.cwd(), "app", moduleOf(p))))
    .map((p) => `${p.source.file}:1: no route module app/${moduleOf(p)} for this tool`);
  return {
    pages,
    aliases,
    catalogue,
    datasets: content.datasets,
    problems: [
      ...content.problems,
      ...integrityProblems(pages, invalidPaths),
      ...datasetLinkProblems(
        Object.values(content.datasets).filter((d) => d !== undefined),
        new Set([...paths, ...invalidPaths]),
      ),
      ...missingModules,
    ],
  };
}

const registry = buildRegistry(loadContent());
if (registry.problems.length) throw new ContentError(registry.problems);

export const pages: PageEntry[] = registry.pages;
/**
 * Other readings of a path that the spec mentions: each answers 301 to its
 * canonical page. An alias is emitted only once its target page exists.
 */
export const aliases: Alias[] = registry.aliases;
/** The related-content catalogue: every page that has a category. */
export const catalogue: CatalogueEntry[] = registry.catalogue;
/** The tools' datasets, validated. */
export const datasets: Datasets = registry.datasets;

const byPath = new Map(pages.map((p) => [p.path, p] as const));

export const hasPage = (path: string) => byPath.has(path);

/** The page at a canonical path; throws for an unknown path (a build-time mistake). */
export function getPage<T extends PageType>(path: string, type: T): EntryOf<T> {
  const page = byPath.get(path);
  if (!page || page.type !== type) throw new Error(`No ${type} page is registered at ${path}.`);
  return page as EntryOf<T>;
}
