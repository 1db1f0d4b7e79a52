/**
 * The entry checker's rule engine: from a traveller's passport, route, port,
 * places and dates to the entry options that apply, each with its reasons,
 * its latest exit and its sources. Pure and browser-safe; it reads only the
 * dataset (app/content/data/entry-rules.yaml). The border officer decides:
 * the page says so next to every answer.
 */
import type { EntryRules as Dataset } from "../../content/schemas/entry-rules";
import { canonicalCode, MAINLAND, OTHER_REGIONS } from "./country-codes";
import { addDays, addHours, daysBetween, isDate, isTime } from "./dates";

/** The lists the engine reads: the dataset without its source details (answers name sources by id). */
export type EntryRules = Omit<Dataset, "sources">;

/** The purposes of a trip, in the order the form offers them. */
export const purposes = ["tourism", "business", "family", "exchange", "work", "study", "journalism"] as const;
export type Purpose = (typeof purposes)[number];
/** Purposes no visa-free option covers (MFA and NIA texts): these need a visa for that purpose. */
const visaOnlyPurposes: Purpose[] = ["work", "study", "journalism"];

export interface EntryInput {
  /** Passport nationality, ISO 3166 alpha-2. */
  nationality: string;
  purpose: Purpose;
  /** Country or region the flight (train, ship) to China leaves from. */
  from: string;
  /** Country or region the traveller leaves China for. */
  to: string;
  /** Entry port: a transit port's name, or "" for any other port. */
  port: string;
  /** Provinces (dataset names) the traveller will visit. */
  provinces: string[];
  /** Of those, provinces where the traveller goes beyond the cities transit visitors may visit. */
  beyondCities: string[];
  entryDate: string;
  /** HH:MM, optional: needed only for the strict 240-hour reading. */
  entryTime: string;
  exitDate: string;
}

export type OptionId = "visa-free" | "mutual" | "transit" | "visa";
/** yes: the option fits the plan; no: it does not; check: it may, but something must be confirmed first. */
export type Verdict = "yes" | "no" | "check";

/**
 * What a reason says, as a code with the values its sentence needs. The engine
 * never words an answer: the checker's words module
 * (app/components/tools/entry-words.ts) turns each code into its sentence.
 */
export type ReasonCode =
  // The purpose of the trip.
  | { code: "purpose-covered"; purpose: Purpose }
  | { code: "purpose-needs-visa"; purpose: Purpose }
  // 30-day visa-free entry.
  | { code: "visa-free-listed"; country: string; listed: number; stayDays: number }
  | { code: "visa-free-after-announcement"; validUntil: string }
  | { code: "visa-free-trial-ended"; country: string; until: string }
  | { code: "visa-free-not-listed"; listed: number; listDate: string }
  // A day-counted stay (visa-free entry, an agreement) against the planned exit.
  | { code: "stay-last-day-disputed"; plannedDays: number }
  | { code: "stay-too-long"; option: "visa-free" | "mutual"; plannedDays: number; stayDays: number }
  // Mutual visa exemption.
  | { code: "agreement"; country: string; stayDays: number; maxDaysPer180?: number }
  | { code: "agreement-unconfirmed"; note: string }
  // 240-hour transit.
  | { code: "transit-listed"; country: string; listed: number }
  | { code: "transit-not-listed"; listed: number }
  | { code: "route-missing" }
  | { code: "route-touches-mainland" }
  | { code: "route-round-trip" }
  | { code: "route-is-transit"; viaRegion: boolean }
  | { code: "transit-port"; port: string; portZh: string }
  | { code: "not-a-transit-port"; ports: number }
  | { code: "places-outside-transit"; regions: number; provinces: string[] }
  | { code: "places-inside-transit" }
  | { code: "transit-exit-too-late"; exitDate: string; hours: number }
  // A visa.
  | { code: "visa-for-purpose"; purpose: Purpose }
  | { code: "visa-any-nationality" }
  // What to have at the border.
  | { code: "carry-visa-passport" }
  | { code: "carry-ordinary-passport" }
  | { code: "carry-onward-ticket" }
  | { code: "carry-purpose-papers" }
  | { code: "border-rule"; text: string }
  | { code: "permit"; name: string; nameZh: string; province: string };

/** A reason for or against an option (ok), with its sources. */
export type Reason = ReasonCode & { ok: boolean; sources: string[] };

/** How a deadline was counted. */
export type StayRule =
  /** A stay of `days` days, where no official text says whether the arrival day counts. */
  | { code: "days"; days: number }
  /** Visa-free transit: `hours` hours from 00:00 on the day after arrival. */
  | { code: "hours"; hours: number };

/** What is wrong with the answers themselves. */
export type InputProblem = "no-entry-date" | "no-exit-date" | "bad-entry-time" | "exit-before-entry";

export interface Deadline {
  /** The last day you may still be in China; leave before midnight at its end. */
  date: string;
  /** How the day was counted. */
  rule: StayRule;
  sources: string[];
  /** For day-counted stays: the last day if your arrival day counts as day 1 (the reading no officer can dispute). */
  safe?: string;
  /** For 240-hour transit: exactly 240 hours from the time of entry, the reading with no room for argument. */
  strict?: { date: string; time: string };
}

export interface EntryOption {
  id: OptionId;
  verdict: Verdict;
  reasons: Reason[];
  deadline?: Deadline;
  /** Provinces on the plan this option does not let the traveller visit. */
  notCovered: string[];
}

/**
 * The one verdict of an answer, which its headline and every card follow.
 * free: a visa-free option fits the plan; check: one may fit once the point it
 * raises is confirmed (a visa is the sure way); visa: no visa-free option fits.
 */
export type Outcome = "free" | "check" | "visa";

export interface EntryResult {
  /** Problems with the answers themselves (missing or impossible dates). */
  inputProblems: InputProblem[];
  outcome: Outcome;
  /**
   * Best first: the option the outcome names, then the others. A visa always
   * fits, but it is never ranked above a visa-free option that fits or may fit:
   * it comes first only when none does.
   */
  options: EntryOption[];
  /** Nights in China by the planned dates, when both dates are given. */
  plannedDays?: number;
  permits: EntryRules["permits"];
  /** What to have at the border for the recommended option. */
  carry: Reason[];
}

const rank: Record<Verdict, number> = { yes: 0, check: 1, no: 2 };
const order: OptionId[] = ["visa-free", "mutual", "transit", "visa"];

/** The provinces on the plan that transit visitors may not enter, and limited provinces where the plan goes beyond the listed cities. */
export function transitNotCovered(rules: EntryRules, input: Pick<EntryInput, "provinces" | "beyondCities">): string[] {
  const regions = new Map(rules.transit.regions.map((r) => [r.province, r]));
  return input.provinces.filter((p) => {
    const region = regions.get(p);
    return !region || (region.cities !== undefined && input.beyondCities.includes(p));
  });
}

/**
 * The last day of a stay of `days` days, counted from 00:00 on the day after
 * entry: the official rule for visas and for visa-free transit
 * (docs/fact-checks/entry-and-permits.md 2.3, entry-mutual-exemption.md 2).
 * The stay ends at midnight at the end of entry day + `days`.
 */
export const lastDayOfStay = (entryDate: string, days: number) => addDays(entryDate, days);

/**
 * A stay of `days` days under visa-free entry or an agreement: no official text
 * says how those days are counted, so the answer gives the last day as visas
 * and transit count it, and one day earlier as the safe plan (arrival day as
 * day 1).
 */
function dayCountedStay(rules: EntryRules, entryDate: string, days: number): Deadline {
  return {
    date: lastDayOfStay(entryDate, days),
    safe: addDays(entryDate, days - 1),
    rule: { code: "days", days },
    sources: [...rules.transit.countingSources, ...rules.visaStayCountingSources],
  };
}

/** How a planned exit sits against a day-counted stay: inside the safe plan, on the disputed last day, or after it. */
function exitAgainst(
  deadline: Deadline,
  exitDate: string,
  plannedDays: number,
  option: "visa-free" | "mutual",
  stayDays: number,
): Reason | undefined {
  if (exitDate <= (deadline.safe ?? deadline.date)) return undefined;
  if (exitDate <= deadline.date)
    return { ok: false, code: "stay-last-day-disputed", plannedDays, sources: deadline.sources };
  return { ok: false, code: "stay-too-long", option, plannedDays, stayDays, sources: deadline.sources };
}

/** Visa-free options by how well they fit, then in the order above; the visa after any that fits or may fit. */
function rankOptions(options: EntryOption[]): { outcome: Outcome; options: EntryOption[] } {
  const visa = options.find((o) => o.id === "visa")!;
  const free = options
    .filter((o) => o !== visa)
    .sort((a, b) => rank[a.verdict] - rank[b.verdict] || order.indexOf(a.id) - order.indexOf(b.id));
  const usable = free.filter((o) => o.verdict !== "no");
  const outcome: Outcome = usable.length === 0 ? "visa" : usable[0]!.verdict === "yes" ? "free" : "check";
  return { outcome, options: [...usable, visa, ...free.filter((o) => o.verdict === "no")] };
}

export function checkEntry(rules: EntryRules, answers: EntryInput): EntryResult {
  // An old or alias code (UK, DD) is read as the country's current one.
  const input: EntryInput = {
    ...answers,
    nationality: canonicalCode(answers.nationality),
    from: answers.from && canonicalCode(answers.from),
    to: answers.to && canonicalCode(answers.to),
  };
  const inputProblems: InputProblem[] = [];
  const datesGiven = isDate(input.entryDate) && isDate(input.exitDate);
  if (!isDate(input.entryDate)) inputProblems.push("no-entry-date");
  if (!isDate(input.exitDate)) inputProblems.push("no-exit-date");
  if (input.entryTime && !isTime(input.entryTime)) inputProblems.push("bad-entry-time");
  const plannedDays = datesGiven ? daysBetween(input.entryDate, input.exitDate) : undefined;
  if (plannedDays !== undefined && plannedDays < 0) inputProblems.push("exit-before-entry");
  const exitAfter = (last: string) => datesGiven && input.exitDate > last;

  const visaOnly = visaOnlyPurposes.includes(input.purpose);
  const purposeReason: Reason = {
    ok: !visaOnly,
    code: visaOnly ? "purpose-needs-visa" : "purpose-covered",
    purpose: input.purpose,
    sources: rules.visaFree.conditionSources,
  };
  const permits = rules.permits.filter((p) => input.provinces.includes(p.province));

  const options: EntryOption[] = [];

  // 1. Unilateral visa-free entry.
  {
    const listed = rules.visaFree.countries.find((c) => c.code === input.nationality);
    const lapsed = rules.visaFree.lapsed.find((c) => c.code === input.nationality);
    const reasons: Reason[] = [];
    let verdict = "yes" as Verdict;
    const deadline = isDate(input.entryDate)
      ? dayCountedStay(rules, input.entryDate, rules.visaFree.stayDays)
      : undefined;
    if (listed) {
      reasons.push({
        ok: true,
        code: "visa-free-listed",
        country: listed.name,
        listed: rules.visaFree.countries.length,
        stayDays: rules.visaFree.stayDays,
        sources: rules.visaFree.sources,
      });
      if (isDate(input.entryDate) && input.entryDate > rules.visaFree.validUntil) {
        verdict = "check";
        reasons.push({
          ok: false,
          code: "visa-free-after-announcement",
          validUntil: rules.visaFree.validUntil,
          sources: rules.visaFree.sources.slice(0, 1),
        });
      }
    } else if (lapsed) {
      verdict = isDate(input.entryDate) && input.entryDate <= lapsed.until ? "yes" : "check";
      reasons.push({
        ok: verdict === "yes",
        code: "visa-free-trial-ended",
        country: lapsed.name,
        until: lapsed.until,
        sources: lapsed.sources,
      });
    } else {
      verdict = "no";
      reasons.push({
        ok: false,
        code: "visa-free-not-listed",
        listed: rules.visaFree.countries.length,
        listDate: rules.visaFree.listDate,
        sources: rules.visaFree.sources,
      });
    }
    if (verdict !== "no") {
      if (!purposeReason.ok) verdict = "no";
      reasons.push(purposeReason);
      const over =
        deadline && plannedDays !== undefined && plannedDays >= 0
          ? exitAgainst(deadline, input.exitDate, plannedDays, "visa-free", rules.visaFree.stayDays)
          : undefined;
      if (over) {
        verdict = over.code === "stay-too-long" ? "no" : verdict === "yes" ? "check" : verdict;
        reasons.push(over);
      }
    }
    options.push({
      id: "visa-free",
      verdict,
      reasons,
      notCovered: [],
      deadline: verdict === "no" ? undefined : deadline,
    });
  }

  // 2. Mutual visa exemption agreements.
  {
    const agreement = rules.mutual.find((c) => c.code === input.nationality);
    if (agreement) {
      const reasons: Reason[] = [
        {
          ok: true,
          code: "agreement",
          country: agreement.name,
          stayDays: agreement.stayDays,
          maxDaysPer180: agreement.maxDaysPer180,
          sources: agreement.sources,
        },
        purposeReason,
      ];
      if (agreement.note)
        reasons.push({ ok: true, code: "agreement-unconfirmed", note: agreement.note, sources: agreement.sources });
      const deadline = isDate(input.entryDate) ? dayCountedStay(rules, input.entryDate, agreement.stayDays) : undefined;
      let verdict: Verdict = purposeReason.ok ? "yes" : "no";
      const over =
        deadline && plannedDays !== undefined && plannedDays >= 0
          ? exitAgainst(deadline, input.exitDate, plannedDays, "mutual", agreement.stayDays)
          : undefined;
      if (over) {
        verdict = over.code === "stay-too-long" ? "no" : verdict === "yes" ? "check" : verdict;
        reasons.push(over);
      }
      options.push({
        id: "mutual",
        verdict,
        reasons,
        notCovered: [],
        deadline: verdict === "no" ? undefined : deadline,
      });
    }
  }

  // 3. 240-hour visa-free transit.
  {
    const t = rules.transit;
    const listed = t.countries.find((c) => c.code === input.nationality);
    const reasons: Reason[] = [];
    let verdict = "yes" as Verdict;
    const fail = (reason: ReasonCode, sources: string[] = t.sources) => {
      verdict = "no";
      reasons.push({ ...reason, ok: false, sources });
    };
    if (!listed) fail({ code: "transit-not-listed", listed: t.countries.length });
    else
      reasons.push({
        ok: true,
        code: "transit-listed",
        country: listed.name,
        listed: t.countries.length,
        sources: t.sources,
      });
    if (!purposeReason.ok) fail(purposeReason, purposeReason.sources);
    if (!input.from || !input.to) {
      verdict = verdict === "no" ? "no" : "check";
      reasons.push({ ok: false, code: "route-missing", sources: t.sources });
    } else if (input.from === MAINLAND || input.to === MAINLAND) {
      fail({ code: "route-touches-mainland" });
    } else if (input.from === input.to) {
      fail({ code: "route-round-trip" });
    } else {
      const special = OTHER_REGIONS.filter((r) => r === input.from || r === input.to);
      reasons.push({ ok: true, code: "route-is-transit", viaRegion: special.length > 0, sources: t.sources });
    }
    const port = t.ports.find((p) => p.name === input.port);
    if (!port) fail({ code: "not-a-transit-port", ports: t.ports.length });
    else reasons.push({ ok: true, code: "transit-port", port: port.name, portZh: port.nameZh, sources: t.sources });
    const notCovered = transitNotCovered(rules, input);
    if (notCovered.length) fail({ code: "places-outside-transit", regions: t.regions.length, provinces: notCovered });
    else if (input.provinces.length) reasons.push({ ok: true, code: "places-inside-transit", sources: t.sources });
    let deadline: Deadline | undefined;
    if (isDate(input.entryDate)) {
      const days = t.hours / 24;
      deadline = {
        date: lastDayOfStay(input.entryDate, days),
        rule: { code: "hours", hours: t.hours },
        sources: t.countingSources,
        strict: isTime(input.entryTime) ? addHours(input.entryDate, input.entryTime, t.hours) : undefined,
      };
      if (exitAfter(deadline.date))
        fail({ code: "transit-exit-too-late", exitDate: input.exitDate, hours: t.hours }, t.countingSources);
    }
    options.push({
      id: "transit",
      verdict,
      reasons,
      notCovered,
      deadline: verdict === "no" ? undefined : deadline,
    });
  }

  // 4. A visa always remains.
  options.push({
    id: "visa",
    verdict: "yes",
    reasons: [
      {
        ok: true,
        ...(visaOnly ? { code: "visa-for-purpose", purpose: input.purpose } : { code: "visa-any-nationality" }),
        sources: rules.visaFree.conditionSources,
      },
    ],
    notCovered: [],
  });

  const ranked = rankOptions(options);
  const best = ranked.options[0]!;

  const carry: Reason[] = [
    {
      ok: true,
      code: best.id === "visa" ? "carry-visa-passport" : "carry-ordinary-passport",
      sources: rules.visaFree.conditionSources,
    },
    ...(best.id === "transit"
      ? [{ ok: true, code: "carry-onward-ticket" as const, sources: rules.transit.sources }]
      : []),
    ...(best.id === "visa-free" || best.id === "mutual"
      ? [{ ok: true, code: "carry-purpose-papers" as const, sources: rules.visaFree.conditionSources }]
      : []),
    ...rules.border.map((b) => ({ ok: true, code: "border-rule" as const, text: b.text, sources: b.sources })),
    ...permits.map((p) => ({
      ok: true,
      code: "permit" as const,
      name: p.name,
      nameZh: p.nameZh,
      province: p.province,
      sources: p.sources,
    })),
  ];

  return { inputProblems, outcome: ranked.outcome, options: ranked.options, plannedDays, permits, carry };
}
