import { z } from "zod";
import { richText, seoSchema, text } from "./common";

/** A legal page (terms, privacy): numbered sections of paragraphs and lists. */
export const legalSchema = z.object({
  slug: z.enum(["terms-of-service", "privacy-policy"]),
  title: text,
  /** Shown as 'Last Updated {lastUpdated}'. */
  lastUpdated: text,
  /** ISO date behind lastUpdated, for structured data. */
  dateModified: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: richText,
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: text,
        blocks: z
          .array(
            z.discriminatedUnion("type", [
              z.object({ type: z.literal("paragraph"), text: richText }),
              z.object({ type: z.literal("list"), items: z.array(richText).min(2) }),
            ]),
          )
          .min(1),
      }),
    )
    .min(5),
  seo: seoSchema,
});
export type Legal = z.infer<typeof legalSchema>;
