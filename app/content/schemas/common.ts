import { z } from "zod";
import { markBody, markInline } from "./prose";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../lib/seo-limits";
import { today } from "../../lib/content/freshness";
import {
  hostOf,
  PUBLISHERS_FILE,
  publisherById,
  publisherOfHost,
  publishersLoaded,
  sourceName,
} from "../../lib/content/publishers";

/**
 * Running text in Markdown: one paragraph of inline Markdown (bold, italics,
 * links to canonical paths or to other sites) plus `{brandName}` and
 * `{supportEmail}`. Validated here as a string and marked; the loader compiles it
 * (./prose.ts).
 */
export const prose = z.string().trim().min(1).transform(markInline);

/** A plain string that must not be empty (names, titles, labels). */
export const text = z.string().trim().min(1);

/** SEO fields shared by every content type. */
export const seoSchema = z.strictObject({
  /** Document title, unique across the site (limit in app/lib/seo-limits.ts). */
  title: text.max(TITLE_MAX),
  /** Meta description, unique across the site (limits in app/lib/seo-limits.ts). */
  description: text.min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
  /** 5-10 phrases a traveller would type into a search box. */
  keywords: z.array(text).min(5).max(10),
});
export type Seo = z.infer<typeof seoSchema>;

/** A question and its answer (landing FAQ, article FAQ, comparison FAQ). */
export const faqItemSchema = z.strictObject({
  question: text,
  answer: prose,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A link to another page of this site with a one-line description. */
export const relatedLinkSchema = z.strictObject({
  title: text,
  /** Canonical path of a page that exists, e.g. `/how-to-use-didi-china`. */
  link: z.string().regex(/^\/[a-z0-9-]*$/),
  description: text,
});
export type RelatedLink = z.infer<typeof relatedLinkSchema>;

/** ISO date (YYYY-MM-DD) that exists on the calendar (no 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), {
    error: (i) => `${String(i.input)} is not a day of the calendar`,
  });

/**
 * What a source is, which decides what it can confirm (docs/decisions/0027-source-tiers.md):
 * - official: the government body, the operator or the venue itself (its site, notice or press release);
 * - press: a named news outlet reporting an official act;
 * - reference: an encyclopedia, a timetable or data aggregator;
 * - commercial: travel sites and agencies, blogs, forums, shops, law-firm bulletins;
 * - reprint: a third party's copy of another text (`machineRewritten` when a content farm reworded it).
 */
export const sourceTiers = ["official", "press", "reference", "commercial", "reprint"] as const;
export type SourceTier = (typeof sourceTiers)[number];

/**
 * The fields every source carries besides its title and address. Its publisher and tier are not
 * written: they come from its host through the publisher register (app/content/publishers.yaml,
 * docs/decisions/0037-publisher-register-and-quotes.md). `tier` and `publisher` are read only to refuse them.
 */
export const registeredFields = {
  /** A copy of another outlet's or body's text (a Xinhua wire in People's Daily, a ministry notice on a news site): the register id of the original. */
  copyOf: z.string().optional(),
  /** A reprint whose wording a content farm changed (odd word swaps, garbled names): it confirms nothing. */
  machineRewritten: z.boolean().optional(),
  /** Not written: the register gives it; the build refuses this field, saying what the register says. */
  tier: z.string().optional(),
  /** Not written: the register gives it; the build refuses this field. */
  publisher: z.string().optional(),
};

/** What the register says of a source: its tier, its publisher as shown, the outlet it counts as. */
export interface Registered {
  tier: SourceTier;
  /** "People's Daily", or for a copy "Xinhua News Agency, read in a copy on People's Daily". */
  publisher: string;
  /** The register id of the outlet or body whose text it is (the original's, for a copy): two copies of one report are one outlet. */
  outlet: string;
  /** The register id of the host's publisher. */
  publisherId: string;
  /** The original's register id, for a copy. */
  copyOf?: string;
}

/**
 * A source's tier, publisher and outlet from the register in force, refusing a host the register does
 * not list, a written tier or publisher, an unknown `copyOf` and a machine-rewritten text that is not a reprint.
 */
export function register<
  T extends { url: string; copyOf?: string; machineRewritten?: boolean; tier?: string; publisher?: string },
>(s: T, ctx: z.RefinementCtx): Omit<T, "tier" | "publisher"> & Registered {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message, input: s });
  const { tier: written, publisher: named, ...rest } = s;
  const host = hostOf(s.url);
  const found = publisherOfHost(host);
  if (!publishersLoaded())
    issue("url", "the publisher register is not loaded (app/lib/content/load.ts loadPublishers)");
  else if (!found)
    issue(
      "url",
      `${host || s.url} is not in the publisher register (app/content/${PUBLISHERS_FILE}): add the host to its publisher's entry, or a new entry with its name and kind`,
    );
  if (found && written !== undefined)
    issue(
      "tier",
      written === found.kind
        ? `the tier comes from the publisher register (${host}: ${found.name}, ${found.kind}); remove this line`
        : `tier ${written} is written against the publisher register: ${host} is ${found.name} (${found.kind}); remove this line, or correct the register if it is wrong`,
    );
  if (found && named !== undefined)
    issue(
      "publisher",
      `the publisher comes from the register (${host}: ${found.name}); remove this line, and name a copy's original with copyOf`,
    );
  const original = s.copyOf === undefined ? undefined : publisherById(s.copyOf);
  if (s.copyOf !== undefined && !original)
    issue("copyOf", `copyOf ${s.copyOf}: no publisher of this id in the register (app/content/${PUBLISHERS_FILE})`);
  if (found && original && original.id === found.id)
    issue("copyOf", `copyOf ${s.copyOf}: ${host} is ${found.name} itself, so this is not a copy; remove copyOf`);
  if (found && s.machineRewritten && found.kind !== "reprint")
    issue("machineRewritten", `only a reprint can be machine-rewritten (${host} is ${found.name}, ${found.kind})`);
  const pub = found ?? { id: host, name: host, kind: "reprint" as const, hosts: [] };
  return {
    ...rest,
    tier: pub.kind,
    publisher: sourceName(pub, original),
    outlet: original?.id ?? pub.id,
    publisherId: pub.id,
    ...(original ? { copyOf: original.id } : {}),
  };
}

/** Where a fact comes from: shown in the page's Sources list. */
export const sourceSchema = z
  .strictObject({
    title: text,
    url: z.url({ protocol: /^https$/, error: "expected an https:// URL" }),
    ...registeredFields,
    /** The day someone read the source, YYYY-MM-DD. */
    accessed: isoDate,
  })
  .transform(register);
export type Source = z.infer<typeof sourceSchema>;

/** What kind of facts a page states; any of these makes sources required. */
export const statedFacts = ["entry-rules", "payment-limits", "fees"] as const;

/** The longest note a change may have: one line, read in a list and as a feed entry's title. */
export const CHANGE_NOTE_MAX = 140;

/**
 * One change to the text a reader sees: the day, and one line saying what changed and why
 * ("Metro fares corrected against the operator's fare table"). Shown under the page's
 * "Last checked" date, on /changes and in the feed /changes.xml. `report: true` says a
 * reader's report led to it: it is then listed under the corrections on /changes too.
 */
export const changeSchema = z.strictObject({
  date: isoDate.refine((d) => d <= today(), { error: (i) => `${String(i.input)} is in the future` }),
  note: text
    .max(CHANGE_NOTE_MAX)
    .refine((n) => !/[\r\n]/.test(n), { error: "one line: write the note without line breaks" }),
  /** The change came from a reader's report ("Report a mistake"). Leave it out otherwise; `false` is refused. */
  report: z.literal(true).optional(),
});
export type Change = z.infer<typeof changeSchema>;

/** Dates and sources every record carries (docs/content-guide.md). */
export const documentFields = {
  /** First publication. */
  published: isoDate,
  /** Last change to the text a reader sees (sitemap lastmod, JSON-LD dateModified). */
  updated: isoDate,
  /** The day a person last checked the page's facts (shown as "Last checked"). */
  reviewed: isoDate.refine((d) => d <= today(), { error: (i) => `reviewed ${String(i.input)} is in the future` }),
  /** Declares that the page states entry rules, payment limits or fees: then sources are required. */
  states: z.array(z.enum(statedFacts)).default([]),
  sources: z.array(sourceSchema).default([]),
  /** What changed and why, newest first; the newest change's date is `updated` (see changesAgree). */
  changes: z.array(changeSchema).default([]),
};

/** Sources are required when a record declares what it states. */
function requireSources(record: { states: readonly string[]; sources: readonly unknown[] }, ctx: z.RefinementCtx) {
  if (record.states.length && !record.sources.length)
    ctx.addIssue({
      code: "custom",
      path: ["states"],
      message: `states ${record.states.join(", ")}: list at least one source under sources`,
    });
}

/**
 * A record's changes agree with its dates: none before `published`, newest first, and `updated`
 * is the newest change's date (or `published`, while nothing has changed). So `updated` never
 * moves without a line saying what changed.
 */
function changesAgree(
  record: { published: string; updated: string; changes: readonly Change[] },
  ctx: z.RefinementCtx,
) {
  const { published, updated, changes } = record;
  changes.forEach((c, i) => {
    const newer = changes[i - 1];
    if (c.date < published)
      ctx.addIssue({
        code: "custom",
        path: ["changes", i, "date"],
        message: `${c.date} is before the page was published (${published})`,
      });
    else if (newer && c.date > newer.date)
      ctx.addIssue({
        code: "custom",
        path: ["changes", i, "date"],
        message: `newest first: ${c.date} is listed below ${newer.date}`,
      });
  });
  const newest = changes[0]?.date;
  if (newest && updated !== newest)
    ctx.addIssue({
      code: "custom",
      path: ["updated"],
      message: `updated ${updated} is not the day of the newest change (${newest}): set updated to ${newest}, or add the change made on ${updated}`,
    });
  if (!newest && updated !== published)
    ctx.addIssue({
      code: "custom",
      path: ["updated"],
      message: `updated ${updated} differs from published (${published}) and no change is listed: add a line under changes saying what changed on ${updated}`,
    });
}

/** The rules every record's shared fields follow together: sources for stated facts, changes that agree with the dates. */
export function documentRules(
  record: Parameters<typeof requireSources>[0] & Parameters<typeof changesAgree>[0],
  ctx: z.RefinementCtx,
) {
  requireSources(record, ctx);
  changesAgree(record, ctx);
}

/**
 * The Markdown body of a site, tool or legal page, with the plain block
 * classes those pages share; `optional`: a page may have none.
 */
export const plainBody = (optional = false) =>
  (optional ? z.string().default("") : z.string()).transform((source) =>
    markBody(source, {
      p: "mt-3",
      ul: "mt-3 list-disc space-y-1.5 pl-6",
      ol: "mt-3 list-decimal space-y-1.5 pl-6",
      li: "",
    }),
  );
