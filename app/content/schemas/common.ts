import { z } from "zod";

/**
 * Running text. Two inline marks are allowed and nothing else:
 * `**bold**` and `[link text](/canonical-path)`. Links must point to a
 * registered canonical path (checked by the content tests and the build).
 */
export const richText = z.string().trim().min(1);

/** A plain string that must not be empty. */
export const text = z.string().trim().min(1);

/** SEO fields shared by every content type. */
export const seoSchema = z.object({
  /** Document title, at most 60 characters, unique across the site. */
  title: text.max(60),
  /** Meta description, 120-160 characters, unique across the site. */
  description: text.min(120).max(160),
  /** 5-10 phrases a traveller would type into a search box. */
  keywords: z.array(text).min(5).max(10),
});
export type Seo = z.infer<typeof seoSchema>;

/** A question and its answer (landing FAQ, article FAQ, comparison FAQ). */
export const faqItemSchema = z.object({
  question: text,
  answer: richText,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A link to another page of this site with a one-line description. */
export const relatedLinkSchema = z.object({
  title: text,
  /** Canonical path of a page that exists, e.g. `/how-to-use-didi-china`. */
  link: z.string().regex(/^\/[a-z0-9-]*$/),
  description: text,
});
export type RelatedLink = z.infer<typeof relatedLinkSchema>;

/** ISO date (YYYY-MM-DD). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
