import { z } from "zod";
import { documentFields, relatedLinkSchema, prose, documentRules, seoSchema, text } from "./common";

/** One how-to (problem-solution) page (spec section 3, 'Solution'). */
export const solutionSchema = z
  .strictObject({
    ...documentFields,
    /** Slug without the `how-to-` prefix; the page lives at `/how-to-{slug}`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** The H1, e.g. "How to Use Alipay in China with a Foreign Card". */
    title: text,
    /** Optional hero visual: an icon name from the page's icon set, with alt text. */
    heroImage: z
      .strictObject({
        icon: z.enum([
          "wallet",
          "phone",
          "train",
          "globe",
          "car",
          "hotel",
          "utensils",
          "map",
          "shield",
          "languages",
          "users",
          "wifi",
        ]),
        alt: text,
      })
      .optional(),
    /** How long the whole fix takes, e.g. "10-15 minutes". */
    timeNeeded: text,
    /** The problem in the reader's words: 1-3 paragraphs. */
    problem: z.array(prose).min(1).max(3),
    /** 'My Experience': what happened to us on the September 2025 trip. */
    personalAnecdote: prose,
    quickSolution: z.strictObject({ tldr: prose, keyPoints: z.array(prose).min(3) }),
    stepByStep: z
      .array(
        z.strictObject({
          step: z.number().int().positive(),
          title: text,
          description: prose,
          tips: z.array(prose).optional(),
        }),
      )
      .min(4),
    troubleshooting: z.array(z.strictObject({ issue: text, solution: prose })).min(3),
    /** Exactly three other how-to pages (links must exist). */
    relatedSolutions: z.array(relatedLinkSchema).length(3),
    seo: seoSchema,
  })
  .superRefine((s, ctx) => {
    documentRules(s, ctx);
    s.stepByStep.forEach((x, i) => {
      if (x.step !== i + 1)
        ctx.addIssue({ code: "custom", path: ["stepByStep", i, "step"], message: `step ${x.step} should be ${i + 1}` });
    });
    s.relatedSolutions.forEach((r, i) => {
      if (!r.link.startsWith("/how-to-"))
        ctx.addIssue({
          code: "custom",
          path: ["relatedSolutions", i, "link"],
          message: "links to another how-to page",
        });
    });
  });
export type Solution = z.infer<typeof solutionSchema>;
