import { z } from "zod";
import { today } from "../../lib/content/freshness";
import { currentCodes } from "../../lib/tools/countries";
import { formerCodes } from "../../lib/tools/country-codes";
import { isoDate, register, registeredFields, text } from "./common";
import { refusal, standing } from "../../lib/content/standing";
import { quotesNaming } from "../../lib/tools/quote-names";

/**
 * The entry rules dataset (app/content/data/entry-rules.yaml): who may enter
 * mainland China on which option, where, for how long, and the sources of each
 * list. The entry checker's rule engine (app/lib/tools/entry-check.ts) reads
 * nothing else. Browser code imports only the types.
 */

/** A current ISO 3166-1 alpha-2 code: a withdrawn or alias code (DD, UK) cannot be picked on the form, so it never matches. */
const code = z
  .string()
  .regex(/^[A-Z]{2}$/, "expected a two-letter country code (ISO 3166)")
  .refine((c) => currentCodes.has(c), {
    error: (i) =>
      `${String(i.input)} is not a current ISO 3166-1 code${formerCodes[String(i.input)] ? ` (use ${formerCodes[String(i.input)]})` : ""}`,
  });
const sourceIds = z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1);

const country = z.strictObject({ code, name: text, since: isoDate.optional() });

export const datasetSource = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    /** Reprints of official texts are sometimes only on http sites; the link is shown as it is. */
    url: z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" }),
    ...registeredFields,
    accessed: isoDate,
    /** The source's own date, as precise as the source gives it (YYYY, YYYY-MM or YYYY-MM-DD). */
    published: z
      .string()
      .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "expected YYYY, YYYY-MM or YYYY-MM-DD")
      .optional(),
  })
  .transform(register);
export type DatasetSource = z.infer<typeof datasetSource>;

export const portTypes = ["air", "sea", "rail", "land"] as const;

export const entryRulesSchema = z
  .strictObject({
    reviewed: isoDate.refine((d) => d <= today(), { error: (i) => `reviewed ${String(i.input)} is in the future` }),
    updated: isoDate,
    sources: z.array(datasetSource).min(1),
    /** Unilateral visa-free entry (单方面免签). */
    visaFree: z.strictObject({
      stayDays: z.number().int().positive(),
      /** Last day of entry under the current announcement. */
      validUntil: isoDate,
      /** Date of the newest official change to the list. */
      listDate: isoDate,
      sources: sourceIds,
      /** Who and what the scheme covers: purposes, passports, ports (the MFA's questions and answers). */
      conditionSources: sourceIds,
      countries: z
        .array(
          country.extend({
            /** Where this passport's place on the list rests on its own announcement (a resumption): its sources. */
            sources: sourceIds.optional(),
            /** No end date was ever announced for this passport (a scheme older than the trials): `validUntil` does not bind it. */
            openEnded: z.literal(true).optional(),
          }),
        )
        .min(1),
      /** Countries whose trial ended without a confirmed extension. */
      lapsed: z
        .array(
          country.extend({
            until: isoDate,
            sources: sourceIds,
            /** A change reported by sources that do not confirm it (one report, a commercial page): shown as unconfirmed. */
            reported: z.strictObject({ text, sources: sourceIds }).optional(),
          }),
        )
        .default([]),
    }),
    /** Mutual visa exemption agreements for ordinary passports (互免签证协定). */
    mutual: z.array(
      country.extend({
        stayDays: z.number().int().positive(),
        maxDaysPer180: z.number().int().positive().optional(),
        /** A cap on the days in a calendar year, where the agreement sets one instead of a 180-day window. */
        maxDaysPerYear: z.number().int().positive().optional(),
        sources: sourceIds,
        /** What is not confirmed about a detail of this agreement (its stay, its date), shown with the answer. */
        note: text.optional(),
        /** Why it is not confirmed that the agreement lets this passport in today (a suspension): the answer is "check". */
        inDoubt: text.optional(),
      }),
    ),
    /** Visa-free transit (过境免签). */
    transit: z.strictObject({
      hours: z.number().int().positive(),
      listDate: isoDate,
      sources: sourceIds,
      /** How the hours are counted (from 00:00 on the day after entry). */
      countingSources: sourceIds,
      countries: z.array(country).min(1),
      ports: z
        .array(
          z.strictObject({
            name: text,
            nameZh: text,
            province: text,
            type: z.enum(portTypes),
            since: isoDate.optional(),
            basis: z.enum(["official", "compilation"]),
          }),
        )
        .min(1),
      /** Where transit visitors may go: a whole province, or only the cities listed. */
      regions: z
        .array(
          z.strictObject({
            province: text,
            cities: z.array(text).min(1).optional(),
            /** Where the cities are limited: a place travellers know in the province outside them, the checker's example of going further. */
            example: text.optional(),
            basis: z.enum(["official", "compilation"]),
          }),
        )
        .min(1),
    }),
    /**
     * Hainan's own visa-free entry (海南入境免签): ordinary passports of the listed countries, entering at a
     * port in the province and staying in it only, for the purposes the NIA's 2024 notice names. Each country
     * must be named in a quote of the list (`quotes`); whether its place on the list is confirmed is read from
     * the quotes that name it (one official text, or two press outlets), not from the list's sources as a whole.
     */
    hainan: z.strictObject({
      /** The province, as `provinces` names it: the only one the scheme lets you visit. */
      province: text,
      stayDays: z.number().int().positive(),
      since: isoDate,
      /** The rule itself: ports, stay, purposes, how the days are counted. */
      sources: sourceIds,
      /** What the traveller must arrange before flying (the travel agency rule), as the answer says it. */
      condition: text,
      conditionSources: sourceIds,
      /** Passages that name the countries, in the source's language, with the day each was read. */
      quotes: z
        .array(z.strictObject({ source: z.string().regex(/^[a-z0-9-]+$/), quote: text, quoted: isoDate }))
        .min(1),
      countries: z
        .array(
          country.extend({
            nameZh: text,
            /** Other names the quotes use for it ("Bosnia-Herzegovina", "Macedonia"). */
            aka: z.array(text).optional(),
          }),
        )
        .min(1),
    }),
    /** How a visa's "duration of each stay" is counted (from the day after entry). */
    visaStayCountingSources: sourceIds,
    provinces: z.array(z.strictObject({ name: text, nameZh: text, hint: text })).min(1),
    permits: z.array(z.strictObject({ province: text, name: text, nameZh: text, rule: text, sources: sourceIds })),
    border: z.array(z.strictObject({ text, sources: sourceIds })),
  })
  .superRefine((d, ctx) => {
    const ids = new Set(d.sources.map((s) => s.id));
    const provinces = new Set(d.provinces.map((p) => p.name));
    const check = (ok: boolean, path: PropertyKey[], message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path, message });
    };
    const walk = (value: unknown, path: PropertyKey[]) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value)) {
          if (k === "sources" && path.length > 0)
            (v as string[]).forEach((id, i) =>
              check(ids.has(id), [...path, k, i], `unknown source "${id}" (not in the sources list)`),
            );
          else walk(v, [...path, k]);
        }
    };
    walk(d, []);
    d.hainan.quotes.forEach((q, i) =>
      check(
        ids.has(q.source),
        ["hainan", "quotes", i, "source"],
        `unknown source "${q.source}" (not in the sources list)`,
      ),
    );
    d.hainan.countries.forEach((c, i) =>
      check(
        quotesNaming(d.hainan.quotes, c).length > 0,
        ["hainan", "countries", i, "name"],
        `${c.name} (${c.nameZh}) is named in no quote of the list: quote the passage of a source that names it`,
      ),
    );
    check(provinces.has(d.hainan.province), ["hainan", "province"], `unknown province "${d.hainan.province}"`);
    // A rule that decides an answer may not rest only on reprints and commercial pages (decision 0025).
    const byId = new Map(d.sources.map((s) => [s.id, s]));
    const rests = (ids: readonly string[] | undefined, path: PropertyKey[]) => {
      const list = (ids ?? []).flatMap((id) => byId.get(id) ?? []);
      if (list.length && list.length === ids!.length && standing(list) === "refused")
        ctx.addIssue({ code: "custom", path: [...path, "sources"], message: `this rule ${refusal(list)}` });
    };
    rests(d.visaFree.sources, ["visaFree"]);
    d.visaFree.countries.forEach((c, i) => rests(c.sources, ["visaFree", "countries", i]));
    d.visaFree.lapsed.forEach((c, i) => rests(c.sources, ["visaFree", "lapsed", i]));
    d.mutual.forEach((c, i) => rests(c.sources, ["mutual", i]));
    rests(d.transit.sources, ["transit"]);
    // Permits and border notes add cautions to an answer, never a verdict: they are listed with their tiers, not refused.
    d.transit.ports.forEach((p, i) =>
      check(provinces.has(p.province), ["transit", "ports", i, "province"], `unknown province "${p.province}"`),
    );
    d.transit.regions.forEach((r, i) => {
      check(provinces.has(r.province), ["transit", "regions", i, "province"], `unknown province "${r.province}"`);
      if (r.example === undefined) return;
      const where = ["transit", "regions", i, "example"];
      check(
        r.cities !== undefined,
        where,
        `an example needs cities: ${r.province} is open to transit visitors as a whole`,
      );
      check(
        !r.cities?.includes(r.example),
        where,
        `${r.example} is one of ${r.province}'s transit cities, not beyond them`,
      );
    });
    d.permits.forEach((p, i) =>
      check(provinces.has(p.province), ["permits", i, "province"], `unknown province "${p.province}"`),
    );
    for (const [name, list] of [
      ["visaFree", d.visaFree.countries],
      ["mutual", d.mutual],
      ["transit", d.transit.countries],
      ["hainan", d.hainan.countries],
    ] as const) {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        check(!seen.has(c.code), [name, i, "code"], `${c.code} is listed twice`);
        seen.add(c.code);
      });
    }
  });
export type EntryRules = z.infer<typeof entryRulesSchema>;
