import { z } from "zod";
import { documentFields, plainBody, prose, documentRules, seoSchema, text } from "./common";

/**
 * What a site page does besides its text: the guides hub lists every guide by
 * type and topic, the cities hub every city (its topics first, then by region),
 * the tools hub every traveller tool, the search page runs the site search, the
 * offline page lists saved guides, the changes page every page's changes by
 * month, the phrases page the emergency numbers and the phrase cards
 * (app/content/data/phrases.yaml); `text` is text only.
 */
export const pageKinds = [
  "guides-hub",
  "cities-hub",
  "tools-hub",
  "itineraries-hub",
  "search",
  "offline",
  "changes",
  "phrases",
  "text",
] as const;
export type PageKind = (typeof pageKinds)[number];

/**
 * A site page: app/content/pages/{slug}.md (the guides, cities and tools hubs,
 * search, offline, about). Frontmatter below; the body is optional Markdown sections
 * (`## Title {#id}`) shown after the page's own part.
 */
export const pageSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    ...documentFields,
    kind: z.enum(pageKinds),
    /** The H1. */
    title: text,
    /** The name in breadcrumbs and navigation, e.g. "Guides". */
    navLabel: text,
    intro: prose,
    /**
     * Hubs: groups of pages as travellers look for them, in order. The guides hub groups each page type by
     * them (pages not named fall into "More"); the cities hub shows them first, then the other cities by region.
     */
    topics: z
      .array(z.strictObject({ title: text, paths: z.array(z.string().regex(/^\/[a-z0-9-]+$/)).min(1) }))
      .default([]),
    /** Keep out of search engines and the sitemap (the offline page). */
    noindex: z.boolean().default(false),
    seo: seoSchema,
    body: plainBody(true),
  })
  .superRefine(documentRules);
export type Page = z.infer<typeof pageSchema>;
