import { z } from "zod";
import { datasetSource } from "./entry-rules";
import { isoDate, text } from "./common";
import { today } from "../../lib/content/freshness";
import { refusal, standing } from "../../lib/content/standing";
import { quoteCheck } from "../../lib/content/quotes";

/**
 * A topic file of the facts collection (app/content/facts/{topic}.yaml): every
 * figure a traveller acts on (a fee, a limit, a fare, a price, opening hours, a
 * count, the day a rule changes) lives here once, with its source and the day a
 * person checked it. Pages cite a fact with `:fact[topic.id]`; the tools'
 * datasets read one with the YAML tag `!fact topic.id`. See docs/content-guide.md.
 */

/** How a value is written on the page. */
export const units = [
  "CNY",
  "USD",
  "percent",
  "days",
  "hours",
  "minutes",
  "km",
  "GB",
  "count",
  "date",
  "period",
  "time",
  "text",
] as const;
export type Unit = (typeof units)[number];

const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/, "ids are lower-case words with - and .");

/**
 * What is wrong with a period's value, if anything: it is the first and the last day, both included,
 * as `YYYY-MM-DD/YYYY-MM-DD`, each a day of the calendar, the first not after the last.
 */
export function periodProblem(value: string): string | undefined {
  const days = value.split("/");
  if (days.length !== 2 || !days.every((d) => isoDate.safeParse(d).success))
    return "a period is YYYY-MM-DD/YYYY-MM-DD: its first and last day, both days of the calendar";
  const [first, last] = days as [string, string];
  if (first > last) return `a period goes from its first day to its last: ${first} is after ${last}`;
  return undefined;
}

export const factSchema = z
  .strictObject({
    /** Unique within its topic; cited as `topic.id`. */
    id,
    /** What the figure is, in a few words (the popover's title, the freshness report's line). */
    label: text,
    unit: z.enum(units),
    /**
     * The figure. A number for money, percent, days, hours, km, GB and counts; YYYY-MM-DD for a date;
     * YYYY-MM-DD/YYYY-MM-DD for a period (its first and last day, both included); text for times and words.
     */
    value: z.union([z.number(), z.string().trim().min(1)]).optional(),
    /** Where the figure is a range (a fare band, a price that varies): lowest and highest. */
    range: z.tuple([z.number(), z.number()]).optional(),
    /** Shown as "about": the figure is a typical one, not exact. */
    approx: z.boolean().default(false),
    /** Source ids from this file's `sources`; the first is shown with the value. */
    sources: z.array(z.string()).min(1),
    /** The day a person last checked the figure against its source. */
    checked: isoDate.refine((d) => d <= today(), { error: (i) => `checked ${String(i.input)} is in the future` }),
    /** Months before the figure must be checked again; the topic's window when absent. */
    reviewMonths: z.number().int().positive().optional(),
    /** Whether the figure decides an answer (a visa verdict, a fee, a limit, a closing day, a booking window); the topic's `decides` when absent. */
    decides: z.boolean().optional(),
    /** Where a reader can check the figure while it is unconfirmed; the topic's `whereToCheck` when absent. */
    whereToCheck: text.optional(),
    /**
     * The words of its sources that state it (decision 0037): per source, the passage in the source's own
     * language, short, and the day it was read. A deciding fact that has quotes is confirmed only by those
     * that state its value: an official source's, or two independent press outlets'.
     */
    quotes: z
      .array(z.strictObject({ source: z.string(), quote: text.max(400), quoted: isoDate }))
      .min(1)
      .optional(),
    /** The value is in no quote that confirms it: shown "unconfirmed", with where to check. */
    unconfirmed: z.literal(true).optional(),
    /** Who checked a text or time fact's quotes against its value (a reviewer's check; `checked` is when). */
    checkedBy: text.optional(),
    /** What is uncertain about it, shown with the source. */
    note: text.optional(),
    /** The last day the figure holds as announced (a scheme "until" a day, a trial, an offer). */
    ends: isoDate.optional(),
    /** What happens after `ends` if nothing new is announced: said plainly wherever the fact is shown. */
    afterEnd: text.optional(),
    /** A count that must equal the length of a dataset list: `entry-rules:transit.countries`. */
    counts: z
      .string()
      .regex(/^[a-z-]+:[A-Za-z.]+$/)
      .optional(),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if ((f.value === undefined) === (f.range === undefined)) issue("value", "give a value or a range, not both");
    if (f.range && f.range[0] >= f.range[1]) issue("range", "a range goes from the lower figure to the higher");
    const numeric = !["date", "period", "time", "text"].includes(f.unit);
    if (f.value !== undefined && numeric !== (typeof f.value === "number"))
      issue("value", numeric ? `a ${f.unit} value is a number` : `a ${f.unit} value is text`);
    if (f.range && !numeric) issue("range", `a ${f.unit} fact has no range`);
    if (f.unit === "date" && !isoDate.safeParse(f.value).success) issue("value", "a date is YYYY-MM-DD");
    if (f.unit === "period" && typeof f.value === "string") {
      const problem = periodProblem(f.value);
      if (problem) issue("value", problem);
    }
    if (f.ends && !f.afterEnd) issue("afterEnd", "say what happens after the end date if nothing new is announced");
    if (f.counts && f.unit !== "count") issue("counts", "only a count can be checked against a list");
  });
export type Fact = z.infer<typeof factSchema>;

export const factTopicSchema = z
  .strictObject({
    /** Months before a fact of this topic must be checked again (entry rules and payment limits 6, prices 12). */
    reviewMonths: z.number().int().positive(),
    /** Whether this topic's figures decide answers (entry rules, fees and limits do); a fact can say otherwise. */
    decides: z.boolean(),
    /** Where a reader checks a figure of this topic that is not confirmed (an office, a site), in a few words. */
    whereToCheck: text,
    sources: z.array(datasetSource).min(1),
    facts: z.array(factSchema).min(1),
  })
  .superRefine((topic, ctx) => {
    const byId = new Map(topic.sources.map((s) => [s.id, s]));
    const seen = new Set<string>();
    topic.facts.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: "custom", path: ["facts", i, "id"], message: `${f.id} is used twice` });
      seen.add(f.id);
      f.sources.forEach((s, j) => {
        if (!byId.has(s))
          ctx.addIssue({ code: "custom", path: ["facts", i, "sources", j], message: `unknown source "${s}"` });
      });
      const list = f.sources.flatMap((s) => byId.get(s) ?? []);
      const decides = f.decides ?? topic.decides;
      if (decides && list.length === f.sources.length && standing(list) === "refused")
        ctx.addIssue({ code: "custom", path: ["facts", i, "sources"], message: `${f.id} ${refusal(list)}` });
      f.quotes?.forEach((q, j) => {
        if (!f.sources.includes(q.source))
          ctx.addIssue({
            code: "custom",
            path: ["facts", i, "quotes", j, "source"],
            message: `${q.source} is not one of ${f.id}'s sources`,
          });
      });
      if (list.length !== f.sources.length) return;
      const { problem } = quoteCheck(f, decides, byId);
      if (problem) ctx.addIssue({ code: "custom", path: ["facts", i, "quotes"], message: problem });
    });
  });
export type FactTopic = z.infer<typeof factTopicSchema>;
