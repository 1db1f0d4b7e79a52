import { z } from "zod";
import { factById } from "../../lib/content/facts";
import { today } from "../../lib/content/freshness";
import {
  bucketInfo,
  buckets,
  questions,
  type AnswerOf,
  type Conditions,
  type Question,
} from "../../lib/tools/trip-checklist";
import { isoDate } from "./common";
import { factText as text } from "./fact-text";
import { datasetSource } from "./entry-rules";

/**
 * The pre-trip checklist dataset (app/content/data/trip-checklist.yaml): every
 * task the checklist can give, when it is due, which answers add it, the guide
 * that explains it and the sources of its facts. The checklist logic
 * (app/lib/tools/trip-checklist.ts) reads nothing else. Links are checked
 * against the registered pages by the registry, city slugs by the content tests.
 */

const id = z.string().regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits and hyphens");
const path = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, "expected a site path such as /how-to-use-didi-china");

/** Answers to one question that add a task. */
const answersTo = <Q extends Question>(q: Q) =>
  z
    .array(z.enum(Object.keys(questions[q].options) as [AnswerOf<Q>, ...AnswerOf<Q>[]]))
    .min(1)
    .optional();

const conditions = z.strictObject({
  phone: answersTo("phone"),
  cards: answersTo("cards"),
  wallets: answersTo("wallets"),
  blocked: answersTo("blocked"),
  tibet: answersTo("tibet"),
  trains: answersTo("trains"),
  cities: z.array(id).min(1).optional(),
}) satisfies z.ZodType<Conditions>;

export const checklistTask = z
  .strictObject({
    id,
    when: z.enum(buckets),
    daysBefore: z.number().int().min(0).optional(),
    title: text,
    text,
    link: path.optional(),
    linkLabel: text.optional(),
    forEachCity: z.boolean().optional(),
    /** The window fact a trip plan dates this task by (trains.booking-window): a plan's dated tasks replace it. */
    datedBy: z
      .string()
      .refine((k) => factById(k) !== undefined, {
        error: (i) => `unknown fact "${String(i.input)}" (app/content/facts/)`,
      })
      .optional(),
    if: conditions.default({}),
    sources: z.array(id).default([]),
  })
  .superRefine((t, ctx) => {
    const info = bucketInfo[t.when];
    if (t.daysBefore !== undefined && (t.daysBefore < info.min || t.daysBefore > info.max))
      ctx.addIssue({
        code: "custom",
        path: ["daysBefore"],
        message: `${t.daysBefore} days before does not fall in "${t.when}" (${info.min}-${info.max} days before)`,
      });
    if (!t.forEachCity && !t.link)
      ctx.addIssue({ code: "custom", path: ["link"], message: "every task links to the guide that explains it" });
    if (t.forEachCity && t.link)
      ctx.addIssue({ code: "custom", path: ["link"], message: "a task for each city links to that city's guide" });
  });

export const tripChecklistSchema = z
  .strictObject({
    reviewed: isoDate.refine((d) => d <= today(), { error: (i) => `reviewed ${String(i.input)} is in the future` }),
    updated: isoDate,
    /** City guides in Tibet: choosing one answers the Tibet question. */
    tibetCities: z.array(id).default([]),
    sources: z.array(datasetSource).min(1),
    tasks: z.array(checklistTask).min(1),
  })
  .superRefine((d, ctx) => {
    const ids = new Set(d.sources.map((s) => s.id));
    const seen = new Set<string>();
    d.tasks.forEach((t, i) => {
      if (seen.has(t.id)) ctx.addIssue({ code: "custom", path: ["tasks", i, "id"], message: `${t.id} is used twice` });
      seen.add(t.id);
      t.sources.forEach((s, j) => {
        if (!ids.has(s))
          ctx.addIssue({
            code: "custom",
            path: ["tasks", i, "sources", j],
            message: `unknown source "${s}" (not in the sources list)`,
          });
      });
    });
  });
export type TripChecklist = z.infer<typeof tripChecklistSchema>;
