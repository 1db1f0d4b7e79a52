import { z } from "zod";
import { documentFields, plainBody, prose, documentRules, seoSchema, text } from "./common";

/**
 * A legal page (terms, privacy): app/content/legal/{slug}.md, frontmatter
 * below, body of numbered sections (`## Title {#id}`) of paragraphs and lists.
 */
export const legalSchema = z
  .strictObject({
    slug: z.enum(["terms-of-service", "privacy-policy"]),
    ...documentFields,
    title: text,
    /** Shown as 'Last Updated {lastUpdated}'. */
    lastUpdated: text,
    intro: prose,
    seo: seoSchema,
    body: plainBody(),
  })
  .superRefine(documentRules);
export type Legal = z.infer<typeof legalSchema>;
