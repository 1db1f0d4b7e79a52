import { z } from "zod";
import { documentFields, faqItemSchema, relatedLinkSchema, prose, documentRules, text } from "./common";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../lib/seo-limits";

export const comparisonCategories = [
  "payments",
  "apps",
  "transport",
  "booking",
  "accommodation",
  "travel seasons",
  "city comparison",
  "vpn",
  "esim",
  "seasons",
  "travel style",
] as const;

const reviewSchema = z.strictObject({
  whatItIs: prose,
  pros: z.array(prose).min(4),
  cons: z.array(prose).min(4),
  bestFor: z.array(prose).min(2),
  ourExperience: prose,
});

const chooseSchema = z.array(z.strictObject({ title: text, description: prose })).min(3);

/** One 'A vs B' page (spec section 3, 'Comparison'). */
export const comparisonSchema = z
  .strictObject({
    ...documentFields,
    /** The page lives at `/{slug}`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** Document title, at most 60 characters. */
    metaTitle: text.max(TITLE_MAX),
    /** Meta description, 120-160 characters. */
    metaDescription: text.min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
    /** 5-10 search phrases (feeds the related-content catalogue). */
    keywords: z.array(text).min(5).max(10),
    optionAName: text,
    optionBName: text,
    category: z.enum(comparisonCategories),
    /** One-sentence headline under the title. */
    headline: text,
    subheadline: prose,
    quickWinner: z.enum(["A", "B", "both"]),
    quickVerdict: prose,
    comparisonTable: z
      .array(
        z.strictObject({
          feature: text,
          optionA: z.union([text, z.boolean()]),
          optionB: z.union([text, z.boolean()]),
          /** 'depends' shows a neutral icon: neither side wins outright. */
          winner: z.enum(["A", "B", "tie", "depends"]),
        }),
      )
      .min(8),
    optionAReview: reviewSchema,
    optionBReview: reviewSchema,
    whenToChooseA: chooseSchema,
    whenToChooseB: chooseSchema,
    finalVerdict: z.strictObject({
      whatWeUsed: prose,
      whyWeChoseIt: prose,
      wouldRecommend: prose,
      expandedVerdict: z.array(prose).min(1),
    }),
    faqs: z.array(faqItemSchema).min(4),
    /** At least three other comparison pages (links must exist). */
    relatedComparisons: z.array(relatedLinkSchema).min(3),
    /** Where the 'get the full guide' link points: the home page. */
    relatedGuideLink: z.literal("/"),
  })
  .superRefine((c, ctx) => {
    documentRules(c, ctx);
    // A check mark reads as "good": a yes/no row's winner is its yes side, or the row is said the wrong
    // way round ("Bag security check", "Typhoon risk") and contradicts its own winner column.
    c.comparisonTable.forEach((row, i) => {
      const { optionA: a, optionB: b, winner } = row;
      if (typeof a !== "boolean" || typeof b !== "boolean") return;
      const expected = a === b ? "tie" : a ? "A" : "B";
      if (winner !== expected)
        ctx.addIssue({
          code: "custom",
          path: ["comparisonTable", i, "winner"],
          message: `"${row.feature}" has winner ${winner}, its yes/no says ${expected}: say the feature so that yes is good`,
        });
    });
  });
export type Comparison = z.infer<typeof comparisonSchema>;
