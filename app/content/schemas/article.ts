import { z } from "zod";
import { markBody } from "./prose";
import { documentFields, faqItemSchema, prose, documentRules, seoSchema, text } from "./common";

/**
 * One free guide article (spec section 2, 'Article pages'): a Markdown file in
 * app/content/articles/{slug}.md. The frontmatter holds the fields below; the
 * body is the article's sections (`## Title {#id}`) in Markdown with the block
 * vocabulary of app/lib/content/directives.ts.
 */
export const articleSchema = z
  .strictObject({
    /** From the file name: the page lives at `/{slug}`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    ...documentFields,
    /** Small label above the title, e.g. "Updated for 2025". */
    badge: text,
    /** The H1. */
    title: text,
    /** The hero paragraph. */
    intro: prose,
    /** 'Article' for most pages, 'HowTo' for the three payment pages (their steps come from the ::::steps block). */
    schemaType: z.enum(["Article", "HowTo"]),
    quickAnswer: z.strictObject({ summary: prose, points: z.array(prose).min(3) }),
    /** Show an in-page table of contents under the Quick Answer. */
    tableOfContents: z.boolean().default(false),
    /** Optional FAQ at the end (rendered as its own section with id `faq`). */
    faqs: z.array(faqItemSchema).optional(),
    /** The side column's 'Related Guides' box: exactly three links. */
    relatedGuides: z
      .array(
        z.strictObject({
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
    /** The Markdown body below the frontmatter. */
    body: z.string().transform((source) =>
      markBody(source, {
        p: "mt-4",
        ul: "mt-4 space-y-2 pl-6 list-disc marker:text-trust",
        ol: "mt-4 space-y-2 pl-6 list-decimal marker:text-trust",
        li: "pl-1",
      }),
    ),
  })
  .superRefine(documentRules);
export type Article = z.infer<typeof articleSchema>;

/**
 * The rules an article's body keeps once the loader has compiled it (app/lib/content/prose.ts): the
 * sections and blocks of a guide. Returns each problem's message; the loader reports it at `body`.
 */
export function articleBodyRules(a: Article): string[] {
  const problems: string[] = [];
  const issue = (message: string) => problems.push(message);
  const { sections, blocks, steps } = a.body;
  if (sections.length < 5) issue(`${sections.length} sections (## headings); a guide has at least 5`);
  if (!blocks.some((b) => ["tip", "warning", "note"].includes(b))) issue("a guide has a :::tip, :::warning or :::note");
  for (const block of ["pros-cons", "quote"] as const)
    if (!blocks.includes(block)) issue(`a guide has a :::${block} block`);
  const ids = sections.map((s) => s.id);
  for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) issue(`two sections have the id #${id}`);
  // The page renders its own "quick-answer" and "faq" sections.
  for (const id of ["quick-answer", "faq"])
    if (ids.includes(id)) issue(`#${id} is the page's own section; pick another id`);
  if (a.schemaType === "HowTo" && steps.length === 0) issue("a HowTo guide numbers its steps (:::steps)");
  return problems;
}
