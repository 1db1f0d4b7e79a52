/**
 * The content model: one descriptor per content type, and the only place a
 * type is declared. The loader reads each type's documents with its schema,
 * the registry makes each document a page with its path, route module,
 * breadcrumbs, category and head, `scripts/check-record.ts` checks a
 * draft of any type, and the content tests sweep every type — all from this
 * list. Adding a content type is one entry here plus its schema and its
 * route module (docs/new-content-type.md walks through one).
 *
 * Build-time only: it imports the schemas, which import the facts store.
 */
import type { z } from "zod";
import { articleBodyRules, articleSchema } from "../../content/schemas/article";
import { citySchema } from "../../content/schemas/city";
import { comparisonSchema } from "../../content/schemas/comparison";
import { itinerarySchema } from "../../content/schemas/itinerary";
import { landingSchema } from "../../content/schemas/landing";
import { legalSchema } from "../../content/schemas/legal";
import { pageSchema } from "../../content/schemas/page";
import { solutionSchema } from "../../content/schemas/solution";
import { toolSchema } from "../../content/schemas/tool";
import {
  articlePath,
  cityAliasPath,
  cityPath,
  comparisonAliasPath,
  comparisonPath,
  HUBS,
  itineraryPath,
  legalPath,
  sitePagePath,
  solutionAliasPath,
  solutionPath,
  toolPath,
} from "../paths";
import { withEditionYear } from "../product";
import { comparisonTitle } from "../titles";
import { articleFor, type HeadStyle, type JsonLd } from "../page-head";
import { faqPage, howTo, touristDestination, webSite } from "../structured-data";
import type { CatalogueCategory, Crumb, EntryOf, PageFields, PageType, Records } from "./records";

export type { CatalogueCategory, Crumb, PageFields, PageType, Records } from "./records";

export interface Collection<T extends PageType> {
  type: T;
  /** Where the documents live: a folder of `{slug}{ext}` files, or one file (the landing page). */
  folder: string;
  ext: ".md" | ".yaml";
  /** A collection of one document (`{folder}{ext}` itself, no slug). */
  single?: true;
  schema: z.ZodType<Records[T]>;
  /** Rules on the compiled body (sections, blocks), run by the loader once it has compiled the prose. */
  bodyRules?: (record: Records[T]) => string[];
  /** The page's canonical path from the document's slug. */
  path: (slug: string) => string;
  /** The regular legacy reading of the path (spec section 2), answered with a 301. */
  aliasPath?: (slug: string) => string;
  /** The route module under app/ that renders the page. */
  module: (slug: string) => string;
  /** The hub the breadcrumb leads through; none: Home › page. */
  hub?: Crumb;
  category?: CatalogueCategory;
  /** Where the record keeps its title and description (for `file:line` problems). */
  titleField: string[];
  descriptionField: string[];
  fields: (record: Records[T]) => PageFields;
  /** Words of visible text the page needs at least (style guide, "Depth per page type"). */
  minWords?: number;
  /** How the head reads (app/lib/page-head.ts). */
  head: HeadStyle;
  /** The page's structured data, besides its breadcrumb list. */
  jsonLd: (page: EntryOf<T>) => JsonLd[];
}

const guides: Crumb = { name: "Guides", url: HUBS.guides };
const cities: Crumb = { name: "Cities", url: HUBS.cities };
const tools: Crumb = { name: "Tools", url: HUBS.tools };
const plans: Crumb = { name: "Trip plans", url: HUBS.itineraries };
const seoTitle = ["seo", "title"];
const seoDescription = ["seo", "description"];
/** The fields of a record with an `seo` block and a `title`. */
const seoFields = (r: { title: string; seo: { title: string; description: string; keywords: string[] } }) => ({
  title: r.seo.title,
  name: r.title,
  description: r.seo.description,
  keywords: r.seo.keywords,
});

/** Declares a collection; the type parameter ties its schema to its record. */
const collection = <T extends PageType>(c: Collection<T>) => c;

export const collections = {
  landing: collection({
    type: "landing",
    folder: "landing",
    ext: ".yaml",
    single: true,
    schema: landingSchema,
    path: () => "/",
    module: () => "routes/landing.tsx",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: (r) => ({ title: r.seo.title, name: "Home", description: r.seo.description, keywords: r.seo.keywords }),
    head: "website",
    jsonLd: (page) => [
      webSite(page.description),
      // The questions say the edition year as `{year}` (app/lib/product.ts).
      faqPage(page.record.faq.items.map((q) => ({ question: withEditionYear(q.question), answer: q.answer.text }))),
    ],
  }),
  article: collection({
    type: "article",
    folder: "articles",
    ext: ".md",
    schema: articleSchema,
    bodyRules: articleBodyRules,
    path: articlePath,
    module: () => "routes/article.tsx",
    hub: guides,
    category: "blog",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: seoFields,
    minWords: 1500,
    head: "article",
    jsonLd: (page) => [
      page.record.schemaType === "HowTo"
        ? howTo({
            name: page.record.title,
            description: page.description,
            path: page.path,
            steps: [...page.record.body.steps],
          })
        : articleFor(page, page.record.title),
    ],
  }),
  city: collection({
    type: "city",
    folder: "cities",
    ext: ".yaml",
    schema: citySchema,
    path: cityPath,
    aliasPath: cityAliasPath,
    module: () => "routes/city.tsx",
    hub: cities,
    category: "city",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: (r) => ({
      title: r.seo.title,
      name: `${r.cityName} Travel Guide`,
      description: r.seo.description,
      keywords: r.seo.keywords,
    }),
    minWords: 900,
    head: "article",
    jsonLd: (page) => [
      articleFor(page),
      touristDestination({ name: page.record.cityName, description: page.description, path: page.path }),
    ],
  }),
  solution: collection({
    type: "solution",
    folder: "solutions",
    ext: ".yaml",
    schema: solutionSchema,
    path: solutionPath,
    aliasPath: solutionAliasPath,
    module: () => "routes/solution.tsx",
    hub: guides,
    category: "solution",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: seoFields,
    minWords: 700,
    head: "article",
    jsonLd: (page) => [
      howTo({
        name: page.record.title,
        description: page.description,
        path: page.path,
        steps: page.record.stepByStep.map((x) => ({ name: x.title, text: x.description.text })),
      }),
      articleFor(page, page.record.title),
    ],
  }),
  comparison: collection({
    type: "comparison",
    folder: "comparisons",
    ext: ".yaml",
    schema: comparisonSchema,
    path: comparisonPath,
    aliasPath: comparisonAliasPath,
    module: () => "routes/comparison.tsx",
    hub: guides,
    category: "comparison",
    titleField: ["metaTitle"],
    descriptionField: ["metaDescription"],
    fields: (r) => ({
      title: r.metaTitle,
      name: comparisonTitle(r),
      crumb: `${r.optionAName} vs ${r.optionBName}`,
      description: r.metaDescription,
      keywords: r.keywords,
    }),
    minWords: 1200,
    head: "article",
    jsonLd: (page) => [articleFor(page)],
  }),
  itinerary: collection({
    type: "itinerary",
    folder: "itineraries",
    ext: ".yaml",
    schema: itinerarySchema,
    path: itineraryPath,
    module: () => "routes/itinerary.tsx",
    hub: plans,
    category: "blog",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: (r) => ({ title: r.seo.title, name: r.title, description: r.seo.description, keywords: r.seo.keywords }),
    // The plan's own words; each day also shows its sights' and legs' facts from their records.
    minWords: 350,
    head: "article",
    // The TouristTrip, which names the cities, is added by the route's loader (it reads their guides).
    jsonLd: (page) => [articleFor(page, page.record.title)],
  }),
  legal: collection({
    type: "legal",
    folder: "legal",
    ext: ".md",
    schema: legalSchema,
    path: legalPath,
    module: () => "routes/legal.tsx",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: seoFields,
    head: "website",
    jsonLd: (page) => [webSite(page.description)],
  }),
  page: collection({
    type: "page",
    folder: "pages",
    ext: ".md",
    schema: pageSchema,
    path: sitePagePath,
    module: () => "routes/page.tsx",
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: (r) => ({ ...seoFields(r), name: r.navLabel, noindex: r.noindex }),
    head: "website",
    jsonLd: () => [],
  }),
  tool: collection({
    type: "tool",
    folder: "tools",
    ext: ".md",
    schema: toolSchema,
    path: toolPath,
    // Each tool has its own route module: it ships its own React island.
    module: (slug) => `routes/tools/${slug}.tsx`,
    hub: tools,
    titleField: seoTitle,
    descriptionField: seoDescription,
    fields: (r) => ({ ...seoFields(r), crumb: r.navLabel }),
    head: "website",
    jsonLd: () => [],
  }),
} satisfies { [T in PageType]: Collection<T> };

/** Every collection, in the order pages are registered. */
export const allCollections = Object.values(collections) as Collection<PageType>[];

/** The collection stored in a content folder (`cities`, `articles`…), for a draft checked on its own. */
export const collectionOfFolder = (folder: string) => allCollections.find((c) => c.folder === folder);
