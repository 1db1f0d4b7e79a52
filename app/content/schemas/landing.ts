import { z } from "zod";
import { documentFields, faqItemSchema, prose, documentRules, seoSchema, text } from "./common";
import { iconNames } from "./icons";

const icon = z.enum(iconNames);
const iconItem = z.strictObject({ icon, text });

/** The landing page's copy (spec section 2, 'Landing page'), section by section. */
export const landingSchema = z
  .strictObject({
    ...documentFields,
    seo: seoSchema,
    hero: z.strictObject({
      badge: text,
      /** The spec's headline; `{year}` is the edition year (app/lib/product.ts), not a literal year. */
      headline: z.literal("The Only China Travel Guide That Actually Prepares You for {year}"),
      subheadline: text,
      benefits: z.array(text).min(4).max(6),
      /** Line under the buy button (delivery, guarantee). */
      reassurance: text,
    }),
    /**
     * The row right under the hero: one tap to the free help (paying, internet, entry, cities, tools),
     * each a short label, a few words on what it covers, and the best page for it.
     */
    quickLinks: z.strictObject({
      title: text,
      links: z
        .array(z.strictObject({ label: text, hint: text, icon, url: z.string().regex(/^\/[a-z0-9/-]*$/) }))
        .min(3)
        .max(6),
    }),
    /** Trust strip: four short items, after the readers figure (app/lib/social-proof.ts) that opens it. */
    trust: z.array(iconItem).length(4),
    reality: z.strictObject({
      title: text,
      intro: text,
      reality: z.array(text).min(3),
      goodNews: z.array(text).min(3),
    }),
    /** Six challenge cards: tech ecosystem, payments, blocked internet, no English, hidden obstacles, culture shock. */
    challenges: z.array(z.strictObject({ icon, title: text, description: text, solution: text })).length(6),
    whatsInside: z.strictObject({
      title: text,
      intro: text,
      parts: z
        .array(
          z.strictObject({
            title: text,
            chapters: z.strictObject({ from: z.number().int().min(1).max(18), to: z.number().int().min(1).max(18) }),
            tagline: text,
            items: z.array(iconItem).min(3),
          }),
        )
        .length(6),
      bonus: z.strictObject({ title: text, items: z.array(iconItem).min(3) }),
    }),
    pricing: z.strictObject({
      title: text,
      intro: text,
      /** Free resources vs AI content vs the guide. */
      comparison: z.strictObject({
        columns: z.tuple([text, text, text]),
        rows: z
          .array(
            z.strictObject({
              feature: text,
              values: z.tuple([
                z.union([text, z.boolean()]),
                z.union([text, z.boolean()]),
                z.union([text, z.boolean()]),
              ]),
            }),
          )
          .min(5),
      }),
      includes: z.array(text).min(4),
      /**
       * Under the buy button: how the guide is delivered and what to do before the flight (buy and
       * download at home; the storefront and the guide's home may not open on mainland networks).
       */
      delivery: prose,
      savings: z.strictObject({
        title: z.literal("This Guide Pays for Itself"),
        items: z.array(z.strictObject({ label: text, amount: text })).min(4),
        total: text,
        testimonial: z.strictObject({ quote: text, name: text, location: text }),
      }),
    }),
    testimonials: z.strictObject({
      title: text,
      /** The three stats under the cards come from app/lib/social-proof.ts. */
      items: z.array(z.strictObject({ rating: z.literal(5), quote: text, name: text, location: text })).length(3),
    }),
    freeGuides: z.strictObject({
      title: text,
      intro: text,
      groups: z
        .array(
          z.strictObject({
            title: text,
            icon,
            /** Accent token for the group's icon tile. */
            color: z.enum(["jade", "amber", "sky", "rose"]),
            links: z
              .array(z.strictObject({ title: text, url: z.string().regex(/^\/[a-z0-9-]+$/), searches: text }))
              .min(2),
          }),
        )
        .length(4),
      /** The traveller tools, listed under the guides: a page path and what the tool answers. */
      tools: z
        .array(z.strictObject({ title: text, url: z.string().regex(/^\/[a-z0-9/-]+$/), description: text }))
        .default([]),
      banner: z.strictObject({ title: text, text }),
    }),
    faq: z.strictObject({ title: text, items: z.array(faqItemSchema).length(5) }),
    finalCta: z.strictObject({ title: text, text: prose, benefits: z.array(text).length(3) }),
  })
  .superRefine(documentRules);
export type Landing = z.infer<typeof landingSchema>;
