import { z } from "zod";
import { toBody } from "../../lib/content/prose";
import { documentFields, prose, documentRules, seoSchema, text } from "./common";

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
    body: z.string().transform((source, ctx) =>
      toBody(source, ctx, {
        p: "mt-3",
        ul: "mt-3 list-disc space-y-1.5 pl-6",
        ol: "mt-3 list-decimal space-y-1.5 pl-6",
        li: "",
      }),
    ),
  })
  .superRefine(documentRules);
export type Legal = z.infer<typeof legalSchema>;
