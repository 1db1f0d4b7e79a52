/**
 * The route registry: the single list of pages. Routes, the prerender list,
 * the sitemap, the aliases, the related-content catalogue and every test sweep
 * are derived from it. Pages come from the documents in the content folder,
 * one per document of each collection (app/lib/content/collections.ts):
 * adding a document adds its page everywhere.
 *
 * `registry()` loads, validates and registers the content once, on first call,
 * and throws a ContentError listing every problem (`file:line: problem`): the
 * build's one gate. Build-time only (it reads files); browser code imports
 * app/lib/paths.ts.
 */
import type { CatalogueEntry } from "./related";
import { legProblems } from "./content/legs";
import { itineraryProblems } from "./content/itineraries";
import { provinceProblems } from "./content/plan-entry";

const cityEntries = (pages: PageEntry[]) => pages.filter((p): p is EntryOf<"city"> => p.type === "city");
import { datasetLinkProblems, integrityProblems } from "./content-integrity";
import { ContentError } from "./content/errors";
import { existsSync } from "node:fs";
import { fillCounts } from "./word-lists";
import path from "node:path";
import { allCollections, collections, type Collection } from "./content/collections";
import { loadContent, type Content, type Datasets } from "./content/load";
import type { CatalogueCategory, Crumb, EntryOf, PageEntry, PageType } from "./content/records";
import { contentRuleProblems } from "./content/rules";
import { overBudget } from "./content/uncited-budget";
import { uncitedFigures } from "./content/uncited-figures";

export type { CatalogueCategory, Crumb, EntryOf, PageEntry, PageType };

/** The document's slug: its file name (empty for a collection of one). */
export const slugOf = (p: PageEntry) => (p.record as { slug?: string }).slug ?? "";

/** The route module that renders a page. */
export const moduleOf = (p: PageEntry) => (collections[p.type] as Collection<PageType>).module(slugOf(p));

export interface Alias {
  from: string;
  to: string;
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

const HOME: Crumb = { name: "Home", url: "/" };

/** One document of a collection as a page entry. */
function entryOf<T extends PageType>(c: Collection<T>, doc: Content["documents"][T][number]): PageEntry {
  const { data: record, ...source } = doc;
  const slug = (record as { slug?: string }).slug ?? "";
  const fields = c.fields(record);
  const pagePath = c.path(slug);
  return {
    type: c.type,
    path: pagePath,
    routeId: c.single ? `page-home` : `${c.type}-${slug}`,
    title: fields.title,
    name: fields.name,
    description: fields.description,
    keywords: fields.keywords,
    datePublished: record.published,
    dateModified: record.updated,
    reviewed: record.reviewed,
    sources: record.sources,
    changes: record.changes,
    ...(fields.noindex !== undefined ? { noindex: fields.noindex } : {}),
    ...(c.category ? { category: c.category } : {}),
    breadcrumbs:
      pagePath === "/"
        ? [HOME]
        : [HOME, ...(c.hub ? [c.hub] : []), { name: fields.crumb ?? fields.name, url: pagePath }],
    source: { ...source, titleField: c.titleField, descriptionField: c.descriptionField },
    record,
  } as PageEntry;
}

/**
 * The legacy paths: each collection's regular alias of every document, then
 * aliases.yaml. An alias of aliases.yaml must lead to a page and must not hide one.
 */
function aliasesOf(content: Content, pages: PageEntry[], paths: Set<string>, invalidPaths: string[]) {
  const problems: string[] = [];
  const regular = allCollections.flatMap((c) =>
    c.aliasPath
      ? pages.filter((p) => p.type === c.type).map((p) => ({ from: c.aliasPath!(slugOf(p)), to: p.path }))
      : [],
  );
  for (const a of content.aliases) {
    // A page whose document failed its schema is reported already.
    if (!paths.has(a.to) && !invalidPaths.includes(a.to)) problems.push(`${a.at}: to: ${a.to} is not a page`);
    if (paths.has(a.from)) problems.push(`${a.at}: from: ${a.from} is a page, not an old address`);
  }
  const aliases = [...regular, ...content.aliases.map(({ from, to }) => ({ from, to }))].filter(
    (a, i, all) => paths.has(a.to) && !paths.has(a.from) && all.findIndex((b) => b.from === a.from) === i,
  );
  return { aliases, problems };
}

/** Builds the page list from loaded content, with every problem found on the way. */
export function buildRegistry(content: Content): Registry {
  const pages = allCollections.flatMap((c) =>
    (content.documents[c.type] as Content["documents"][PageType]).map((doc) => entryOf(c, doc)),
  );
  // A description that counts pages ("{plans} China trip plans") is written from the registry, not a literal.
  const counts = { plans: pages.filter((p) => p.type === "itinerary").length };
  for (const p of pages) p.description = fillCounts(p.description, counts);
  const paths = new Set(pages.map((p) => p.path));
  const invalidPaths = content.invalid.map((d) => collections[d.type].path(d.slug));
  const { aliases, problems: aliasProblems } = aliasesOf(content, pages, paths, invalidPaths);
  const catalogue = pages.flatMap((p) =>
    p.category
      ? [{ title: p.name, url: p.path, description: p.description, category: p.category, keywords: p.keywords }]
      : [],
  );
  // A city guide that failed its schema has its own problems; what cites it is not reported again.
  const brokenCities = new Set(content.invalid.filter((d) => d.type === "city").map((d) => d.slug));
  const missingModules = pages
    .filter((p) => !existsSync(path.resolve(process.cwd(), "app", moduleOf(p))))
    .map((p) => `${p.source.file}:1: no route module app/${moduleOf(p)} for this ${p.type}`);
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
      ...aliasProblems,
      ...contentRuleProblems(pages),
      ...legProblems(cityEntries(pages), content.datasets["train-legs"], brokenCities),
      ...provinceProblems(cityEntries(pages), content.datasets["entry-rules"]?.data),
      ...itineraryProblems(
        pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary"),
        new Map(cityEntries(pages).map((c) => [c.record.slug, c.record])),
        content.datasets["train-legs"]?.data.legs ?? [],
        brokenCities,
      ),
      ...missingModules,
      ...(content.uncitedBudget
        ? overBudget(
            uncitedFigures(pages),
            content.uncitedBudget.data,
            content.uncitedBudget.file,
            content.facts.values(),
          )
        : []),
    ],
  };
}

interface Loaded extends Registry {
  byPath: Map<string, PageEntry>;
}
let loaded: Loaded | undefined;

/**
 * The site's registry: the content folder (or CONTENT_DIR) loaded, validated and
 * registered on the first call, the same object after. Throws a ContentError
 * naming every problem's file and line.
 */
export function registry(): Loaded {
  if (!loaded) {
    const built = buildRegistry(loadContent());
    if (built.problems.length) throw new ContentError(built.problems);
    loaded = { ...built, byPath: new Map(built.pages.map((p) => [p.path, p] as const)) };
  }
  return loaded;
}

export const hasPage = (path: string) => registry().byPath.has(path);

/** The page at a canonical path; throws for an unknown path (a build-time mistake). */
export function getPage<T extends PageType>(path: string, type: T): EntryOf<T> {
  const page = registry().byPath.get(path);
  if (!page || page.type !== type) throw new Error(`No ${type} page is registered at ${path}.`);
  return page as EntryOf<T>;
}
