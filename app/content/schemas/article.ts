import { z } from "zod";
import { faqItemSchema, isoDate, richText, seoSchema, text } from "./common";

/** Month card on the China best-time page (spec section 3, 'Month card'). */
export const monthCardSchema = z.object({
  month: text,
  weather: text,
  crowds: text,
  verdict: text,
  pros: z.array(text).min(1),
  cons: z.array(text).min(1),
});

/** Row of the Shanghai 12-month rating (spec section 3, 'Shanghai month row'). */
export const monthRatingSchema = z.object({
  month: text,
  temp: text,
  verdict: text,
  score: z.number().int().min(1).max(5),
});

/** A rated provider or payment method (spec section 3, 'Article entries list'). */
export const ratedEntrySchema = z.object({
  name: text,
  rating: z.number().min(1).max(5),
  pros: z.array(text).min(1),
  cons: z.array(text).min(1),
  verdict: richText,
});

/**
 * The typed blocks an article section is made of. Choosing blocks over MDX keeps
 * every article validated, counted and rendered by the site's own components
 * (docs/decisions/0003-content-storage.md).
 */
export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: richText }),
  z.object({ type: z.literal("list"), ordered: z.boolean().default(false), items: z.array(richText).min(2) }),
  /** A highlighted tip; `tone` picks the styling (tip, warning, note). */
  z.object({
    type: z.literal("tip"),
    tone: z.enum(["tip", "warning", "note"]).default("tip"),
    title: text,
    text: richText,
  }),
  z.object({ type: z.literal("prosCons"), pros: z.array(richText).min(2), cons: z.array(richText).min(2) }),
  /** Personal-experience quote from our September 2025 trip. */
  z.object({ type: z.literal("quote"), text: richText, attribution: text }),
  z.object({
    type: z.literal("table"),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(text)).min(2),
  }),
  z.object({ type: z.literal("monthCards"), cards: z.array(monthCardSchema).length(12) }),
  z.object({ type: z.literal("monthRatings"), rows: z.array(monthRatingSchema).length(12) }),
  z.object({ type: z.literal("ratings"), entries: z.array(ratedEntrySchema).min(2) }),
  /** Numbered how-to steps; on HowTo pages these are the steps of the structured data. */
  z.object({ type: z.literal("steps"), steps: z.array(z.object({ name: text, text: richText })).min(2) }),
]);
export type Block = z.infer<typeof blockSchema>;

export const articleSectionSchema = z.object({
  /** Anchor id, e.g. `spring`; used by quick-jump links. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  blocks: z.array(blockSchema).min(1),
});

/** One free guide article (spec section 2, 'Article pages'). */
export const articleSchema = z.object({
  /** The page lives at `/{slug}`. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Small label above the title, e.g. "Updated for 2025". */
  badge: text,
  /** The H1. */
  title: text,
  /** The hero paragraph. */
  intro: richText,
  /** 'Article' for most pages, 'HowTo' for the three payment pages. */
  schemaType: z.enum(["Article", "HowTo"]),
  datePublished: isoDate,
  dateModified: isoDate,
  quickAnswer: z.object({ summary: richText, points: z.array(richText).min(3) }),
  /** Show an in-page table of contents under the Quick Answer. */
  tableOfContents: z.boolean().default(false),
  sections: z.array(articleSectionSchema).min(5),
  /** Optional FAQ at the end (rendered as its own section with id `faq`). */
  faqs: z.array(faqItemSchema).optional(),
  /** The side column's 'Related Guides' box: exactly three links. */
  relatedGuides: z
    .array(
      z.object({
        title: text,
        link: z
          .string()
          .regex(/^\/[a-z0-9-]*$/)
          .optional(),
        comingSoon: z.boolean().default(false),
      }),
    )
    .length(3),
  seo: seoSchema,
});
export type Article = z.infer<typeof articleSchema>;
export type ArticleInput = z.input<typeof articleSchema>;
