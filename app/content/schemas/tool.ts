import { z } from "zod";
import { documentFields, plainBody, prose, documentRules, seoSchema, text } from "./common";

/**
 * A traveller tool page: app/content/tools/{slug}.md, shown at /tools/{slug}
 * by the route module app/routes/tools/{slug}.tsx (one per tool: each ships
 * its own React island). Frontmatter below; the body is Markdown sections
 * (`## Title {#id}`) shown after the tool: how it decides, what it does not
 * cover, where the official answer is.
 */
export const toolSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    ...documentFields,
    /** The H1. */
    title: text,
    /** The name in lists, breadcrumbs and the header, e.g. "Entry checker". */
    navLabel: text,
    intro: prose,
    seo: seoSchema,
    body: plainBody(true),
  })
  .superRefine(documentRules);
export type Tool = z.infer<typeof toolSchema>;
