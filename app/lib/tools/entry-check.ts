/**
 * The entry checker's rule engine: from a traveller's passport, route, port,
 * places and dates to the entry options that apply, each with its reasons,
 * its latest exit and its sources. Pure and browser-safe; it reads only the
 * dataset (app/content/data/entry-rules.yaml). The border officer decides:
 * the page says so next to every answer.
 */
import type { DatasetSource, EntryRules as Dataset } from "../../content/schemas/entry-rules";
import { quotesNaming } from "./quote-names";
import { confirmed, standing } from "../content/standing";
import { canonicalCode, MAINLAND, OTHER_REGIONS } from "./country-codes";
import { addDays, addHours, daysBetween, isDate, isTime } from "./dates";

/**
 * The lists the engine reads, and of each source only what decides whether a rule is confirmed (its tier and
 * outlet): answers name sources by id, and a rule resting on less than an official text or two press reports
 * is answered "check" (docs/decisions/0027-source-tiers.md).
 */
export type EntryRules = Omit<Dataset, "sources"> & {
  sources: Pick<DatasetSource, "id" | "publisher" | "tier" | "outlet">[];
};

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

export type OptionId = "visa-free" | "mutual" | "hainan" | "transit" | "visa";
/** The options whose stay is counted in days. */
type DayOption = "visa-free" | "mutual" | "hainan";
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
  | { code: "visa-free-listed"; country: string; listed: number; stayDays: number; openEnded?: boolean }
  | { code: "visa-free-after-announcement"; validUntil: string }
  | { code: "visa-free-trial-ended"; country: string; until: string }
  | { code: "trial-extension-reported"; text: string }
  /** A rule resting on less than an official text or two press reports of it. */
  | { code: "rule-unconfirmed"; rule: "visa-free" | "agreement" | "transit" | "hainan" }
  | { code: "visa-free-not-listed"; listed: number; listDate: string }
  // A day-counted stay (visa-free entry, an agreement) against the planned exit.
  | { code: "stay-last-day-disputed"; plannedDays: number }
  | { code: "stay-too-long"; option: DayOption; plannedDays: number; stayDays: number }
  // Mutual visa exemption.
  | { code: "agreement"; country: string; stayDays: number; maxDaysPer180?: number; maxDaysPerYear?: number }
  | { code: "agreement-unconfirmed"; note: string }
  | { code: "agreement-in-doubt"; note: string }
  // Hainan's own visa-free entry.
  | { code: "hainan-listed"; country: string; listed: number; stayDays: number }
  | { code: "hainan-not-listed"; listed: number }
  | { code: "hainan-only"; province: string }
  | { code: "hainan-places-missing"; province: string }
  | { code: "hainan-places-outside"; province: string; provinces: string[] }
  | { code: "hainan-port"; port: string; portZh: string }
  | { code: "hainan-port-elsewhere"; port: string; province: string }
  | { code: "hainan-port-unknown"; province: string }
  | { code: "hainan-condition"; text: string }
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
  /** A stay of `days` days counted from 00:00 on the day after arrival, as the rule's own text says (Hainan). */
  | { code: "days-from-next"; days: number }
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

/** Whether the sources `ids` confirm a rule: one official text, or two press reports from different outlets. */
function isConfirmed(rules: EntryRules, ids: readonly string[]): boolean {
  const byId = new Map(rules.sources.map((s) => [s.id, s]));
  return confirmed(standing(ids.flatMap((id) => byId.get(id) ?? [])));
}

/** The reason an unconfirmed rule adds, and the verdict it leaves: a "yes" becomes "check". */
function unconfirmedRule(rule: "visa-free" | "agreement" | "transit" | "hainan", sources: string[]): Reason {
  return { ok: false, code: "rule-unconfirmed", rule, sources };
}
const order: OptionId[] = ["visa-free", "mutual", "hainan", "transit", "visa"];

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
 * The traveller's answers as the options read them: codes made current, the
 * nights planned (when both dates are given) and the reason the purpose gives.
 */
interface Trip {
  input: EntryInput;
  plannedDays?: number;
  /** For or against every visa-free option: work, study and journalism need a visa. */
  purpose: Reason;
}

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
  option: DayOption,
  stayDays: number,
): Reason | undefined {
  if (exitDate <= (deadline.safe ?? deadline.date)) return undefined;
  if (exitDate <= deadline.date)
    return { ok: false, code: "stay-last-day-disputed", plannedDays, sources: deadline.sources };
  return { ok: false, code: "stay-too-long", option, plannedDays, stayDays, sources: deadline.sources };
}

/**
 * A day-counted option (visa-free entry, an agreement) once the planned exit
 * is read against its stay: a stay over the limit does not fit, one on the
 * disputed last day is to be checked. No deadline is shown for an option that
 * does not fit.
 */
function withStay(
  rules: EntryRules,
  trip: Trip,
  option: { id: DayOption; verdict: Verdict; reasons: Reason[]; stayDays: number; counted?: string[] },
): EntryOption {
  const { input, plannedDays } = trip;
  let verdict = option.verdict;
  // A rule whose own text says how its days count has one last day; the others have a safe plan a day earlier.
  const deadline = !isDate(input.entryDate)
    ? undefined
    : option.counted
      ? {
          date: lastDayOfStay(input.entryDate, option.stayDays),
          rule: { code: "days-from-next" as const, days: option.stayDays },
          sources: option.counted,
        }
      : dayCountedStay(rules, input.entryDate, option.stayDays);
  const over =
    deadline && plannedDays !== undefined && plannedDays >= 0
      ? exitAgainst(deadline, input.exitDate, plannedDays, option.id, option.stayDays)
      : undefined;
  const reasons = over ? [...option.reasons, over] : option.reasons;
  if (over) verdict = over.code === "stay-too-long" ? "no" : verdict === "yes" ? "check" : verdict;
  return { id: option.id, verdict, reasons, notCovered: [], deadline: verdict === "no" ? undefined : deadline };
}

/**
 * 1. Unilateral visa-free entry: a listed passport fits (to be checked after
 * the announcement's last day of entry), one whose trial lapsed is to be
 * checked, any other does not.
 */
function visaFreeOption(rules: EntryRules, trip: Trip): EntryOption {
  const v = rules.visaFree;
  const { input } = trip;
  const arrival = isDate(input.entryDate) ? input.entryDate : undefined;
  const listed = v.countries.find((c) => c.code === input.nationality);
  const lapsed = v.lapsed.find((c) => c.code === input.nationality);
  if (!listed && !lapsed) {
    const reason: Reason = {
      ok: false,
      code: "visa-free-not-listed",
      listed: v.countries.length,
      listDate: v.listDate,
      sources: v.sources,
    };
    return { id: "visa-free", verdict: "no", reasons: [reason], notCovered: [] };
  }
  const reasons: Reason[] = [];
  let verdict: Verdict = "yes";
  if (listed) {
    const sources = listed.sources ?? v.sources;
    reasons.push({
      ok: true,
      code: "visa-free-listed",
      country: listed.name,
      listed: v.countries.length,
      stayDays: v.stayDays,
      openEnded: listed.openEnded,
      sources,
    });
    if (!isConfirmed(rules, sources)) {
      verdict = "check";
      reasons.push(unconfirmedRule("visa-free", sources));
    }
    if (arrival && arrival > v.validUntil && !listed.openEnded) {
      verdict = "check";
      reasons.push({
        ok: false,
        code: "visa-free-after-announcement",
        validUntil: v.validUntil,
        sources: v.sources.slice(0, 1),
      });
    }
  } else if (lapsed) {
    verdict = arrival && arrival <= lapsed.until ? "yes" : "check";
    reasons.push({
      ok: verdict === "yes",
      code: "visa-free-trial-ended",
      country: lapsed.name,
      until: lapsed.until,
      sources: lapsed.sources,
    });
    if (lapsed.reported && verdict !== "yes")
      reasons.push({
        ok: false,
        code: "trial-extension-reported",
        text: lapsed.reported.text,
        sources: lapsed.reported.sources,
      });
  }
  reasons.push(trip.purpose);
  if (!trip.purpose.ok) verdict = "no";
  return withStay(rules, trip, { id: "visa-free", verdict, reasons, stayDays: v.stayDays });
}

/** 2. A mutual visa exemption agreement, when the passport's country has one. */
function mutualOption(rules: EntryRules, trip: Trip): EntryOption | undefined {
  const agreement = rules.mutual.find((c) => c.code === trip.input.nationality);
  if (!agreement) return undefined;
  const { name: country, stayDays, maxDaysPer180, maxDaysPerYear, note, inDoubt, sources } = agreement;
  const reasons: Reason[] = [
    { ok: true, code: "agreement", country, stayDays, maxDaysPer180, maxDaysPerYear, sources },
    trip.purpose,
  ];
  if (note) reasons.push({ ok: true, code: "agreement-unconfirmed", note, sources });
  const unconfirmed = !isConfirmed(rules, sources);
  if (unconfirmed) reasons.push(unconfirmedRule("agreement", sources));
  if (inDoubt) reasons.push({ ok: false, code: "agreement-in-doubt", note: inDoubt, sources });
  const verdict: Verdict = !trip.purpose.ok ? "no" : unconfirmed || inDoubt ? "check" : "yes";
  return withStay(rules, trip, { id: "mutual", verdict, reasons, stayDays });
}

/** A verdict from its reasons: any reason against that is not a doubt refuses it, a doubt leaves it to check. */
function verdictOf(reasons: readonly Reason[], doubts: readonly ReasonCode["code"][]): Verdict {
  if (reasons.some((r) => !r.ok && !doubts.includes(r.code))) return "no";
  return reasons.some((r) => doubts.includes(r.code)) ? "check" : "yes";
}

/**
 * 3. Hainan's own visa-free entry: a passport on its list, a visa-free purpose, a port in Hainan and a trip
 * that stays in Hainan. The route does not matter (a round trip is fine). A country's place on the list is
 * confirmed by the quotes that name it; the travel-agency condition goes with every answer that fits.
 */
function hainanOption(rules: EntryRules, trip: Trip): EntryOption {
  const h = rules.hainan;
  const { input } = trip;
  const listed = h.countries.find((c) => c.code === input.nationality);
  if (!listed)
    return {
      id: "hainan",
      verdict: "no",
      reasons: [{ ok: false, code: "hainan-not-listed", listed: h.countries.length, sources: h.sources }],
      notCovered: [],
    };
  const naming = [...new Set(quotesNaming(h.quotes, listed).map((q) => q.source))];
  const reasons: Reason[] = [
    {
      ok: true,
      code: "hainan-listed",
      country: listed.name,
      listed: h.countries.length,
      stayDays: h.stayDays,
      sources: naming,
    },
  ];
  const elsewhere = input.provinces.filter((p) => p !== h.province);
  if (elsewhere.length)
    reasons.push({
      ok: false,
      code: "hainan-places-outside",
      province: h.province,
      provinces: elsewhere,
      sources: h.sources,
    });
  else if (input.provinces.length)
    reasons.push({ ok: true, code: "hainan-only", province: h.province, sources: h.sources });
  else reasons.push({ ok: false, code: "hainan-places-missing", province: h.province, sources: h.sources });
  const port = rules.transit.ports.find((p) => p.name === input.port);
  if (!port) reasons.push({ ok: false, code: "hainan-port-unknown", province: h.province, sources: h.sources });
  else if (port.province === h.province)
    reasons.push({ ok: true, code: "hainan-port", port: port.name, portZh: port.nameZh, sources: h.sources });
  else
    reasons.push({
      ok: false,
      code: "hainan-port-elsewhere",
      port: port.name,
      province: h.province,
      sources: h.sources,
    });
  reasons.push(trip.purpose);
  if (!isConfirmed(rules, naming)) reasons.push(unconfirmedRule("hainan", naming));
  reasons.push({ ok: true, code: "hainan-condition", text: h.condition, sources: h.conditionSources });
  const verdict = verdictOf(reasons, ["hainan-port-unknown", "rule-unconfirmed"]);
  return withStay(rules, trip, { id: "hainan", verdict, reasons, stayDays: h.stayDays, counted: h.sources });
}

/** Whether the route is transit: from one country or region to another, neither of them mainland China. */
function transitRoute(input: EntryInput, sources: string[]): Reason {
  const against = (code: "route-missing" | "route-touches-mainland" | "route-round-trip"): Reason => ({
    ok: false,
    code,
    sources,
  });
  if (!input.from || !input.to) return against("route-missing");
  if (input.from === MAINLAND || input.to === MAINLAND) return against("route-touches-mainland");
  if (input.from === input.to) return against("route-round-trip");
  const viaRegion = OTHER_REGIONS.some((r) => r === input.from || r === input.to);
  return { ok: true, code: "route-is-transit", viaRegion, sources };
}

/** The 240 hours from 00:00 on the day after arrival, and exactly 240 hours from the arrival time when it is given. */
function transitDeadline(rules: EntryRules, input: EntryInput): Deadline | undefined {
  const t = rules.transit;
  if (!isDate(input.entryDate)) return undefined;
  return {
    date: lastDayOfStay(input.entryDate, t.hours / 24),
    rule: { code: "hours", hours: t.hours },
    sources: t.countingSources,
    strict: isTime(input.entryTime) ? addHours(input.entryDate, input.entryTime, t.hours) : undefined,
  };
}

/**
 * 4. 240-hour visa-free transit: a listed passport, a visa-free purpose, a
 * route to a third country or region, a transit port, places inside the
 * permitted area and an exit within the hours. Any reason against refuses it,
 * except a route not yet given, which only asks for it.
 */
function transitOption(rules: EntryRules, trip: Trip): EntryOption {
  const t = rules.transit;
  const { input } = trip;
  const listed = t.countries.find((c) => c.code === input.nationality);
  const port = t.ports.find((p) => p.name === input.port);
  const notCovered = transitNotCovered(rules, input);
  const deadline = transitDeadline(rules, input);
  const reasons: Reason[] = [
    listed
      ? { ok: true, code: "transit-listed", country: listed.name, listed: t.countries.length, sources: t.sources }
      : { ok: false, code: "transit-not-listed", listed: t.countries.length, sources: t.sources },
  ];
  if (!trip.purpose.ok) reasons.push(trip.purpose);
  reasons.push(transitRoute(input, t.sources));
  reasons.push(
    port
      ? { ok: true, code: "transit-port", port: port.name, portZh: port.nameZh, sources: t.sources }
      : { ok: false, code: "not-a-transit-port", ports: t.ports.length, sources: t.sources },
  );
  if (notCovered.length)
    reasons.push({
      ok: false,
      code: "places-outside-transit",
      regions: t.regions.length,
      provinces: notCovered,
      sources: t.sources,
    });
  else if (input.provinces.length) reasons.push({ ok: true, code: "places-inside-transit", sources: t.sources });
  if (deadline && trip.plannedDays !== undefined && input.exitDate > deadline.date)
    reasons.push({
      ok: false,
      code: "transit-exit-too-late",
      exitDate: input.exitDate,
      hours: t.hours,
      sources: t.countingSources,
    });
  if (!isConfirmed(rules, t.sources)) reasons.push(unconfirmedRule("transit", t.sources));
  const verdict = verdictOf(reasons, ["route-missing", "rule-unconfirmed"]);
  return { id: "transit", verdict, reasons, notCovered, deadline: verdict === "no" ? undefined : deadline };
}

/** 5. A visa always remains: the one for the purpose, when no visa-free option covers it. */
function visaOption(rules: EntryRules, trip: Trip): EntryOption {
  const sources = rules.visaFree.conditionSources;
  const { purpose } = trip.input;
  const reason: Reason = trip.purpose.ok
    ? { ok: true, code: "visa-any-nationality", sources }
    : { ok: true, code: "visa-for-purpose", purpose, sources };
  return { id: "visa", verdict: "yes", reasons: [reason], notCovered: [] };
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

/** What to have at the border for the recommended option, then for every entry, then the permits the plan needs. */
function carryFor(rules: EntryRules, best: OptionId, permits: EntryRules["permits"]): Reason[] {
  const conditions = rules.visaFree.conditionSources;
  const carry: Reason[] = [
    best === "visa"
      ? { ok: true, code: "carry-visa-passport", sources: conditions }
      : { ok: true, code: "carry-ordinary-passport", sources: conditions },
  ];
  if (best === "transit") carry.push({ ok: true, code: "carry-onward-ticket", sources: rules.transit.sources });
  if (best === "visa-free" || best === "mutual" || best === "hainan")
    carry.push({ ok: true, code: "carry-purpose-papers", sources: conditions });
  if (best === "hainan")
    carry.push({
      ok: true,
      code: "hainan-condition",
      text: rules.hainan.condition,
      sources: rules.hainan.conditionSources,
    });
  for (const b of rules.border) carry.push({ ok: true, code: "border-rule", text: b.text, sources: b.sources });
  for (const { name, nameZh, province, sources } of permits)
    carry.push({ ok: true, code: "permit", name, nameZh, province, sources });
  return carry;
}

/** The answers as the options read them, and what is wrong with them (missing or impossible dates). */
function readAnswers(rules: EntryRules, answers: EntryInput): { trip: Trip; inputProblems: InputProblem[] } {
  // An old or alias code (UK, DD) is read as the country's current one.
  const input: EntryInput = {
    ...answers,
    nationality: canonicalCode(answers.nationality),
    from: answers.from && canonicalCode(answers.from),
    to: answers.to && canonicalCode(answers.to),
  };
  const inputProblems: InputProblem[] = [];
  if (!isDate(input.entryDate)) inputProblems.push("no-entry-date");
  if (!isDate(input.exitDate)) inputProblems.push("no-exit-date");
  if (input.entryTime && !isTime(input.entryTime)) inputProblems.push("bad-entry-time");
  const datesGiven = isDate(input.entryDate) && isDate(input.exitDate);
  const plannedDays = datesGiven ? daysBetween(input.entryDate, input.exitDate) : undefined;
  if (plannedDays !== undefined && plannedDays < 0) inputProblems.push("exit-before-entry");
  const visaOnly = visaOnlyPurposes.includes(input.purpose);
  const purpose: Reason = {
    ok: !visaOnly,
    code: visaOnly ? "purpose-needs-visa" : "purpose-covered",
    purpose: input.purpose,
    sources: rules.visaFree.conditionSources,
  };
  return { trip: { input, plannedDays, purpose }, inputProblems };
}

export function checkEntry(rules: EntryRules, answers: EntryInput): EntryResult {
  const { trip, inputProblems } = readAnswers(rules, answers);
  const mutual = mutualOption(rules, trip);
  const options = [
    visaFreeOption(rules, trip),
    ...(mutual ? [mutual] : []),
    hainanOption(rules, trip),
    transitOption(rules, trip),
    visaOption(rules, trip),
  ];
  const ranked = rankOptions(options);
  const permits = rules.permits.filter((p) => trip.input.provinces.includes(p.province));
  const carry = carryFor(rules, ranked.options[0]!.id, permits);
  return {
    inputProblems,
    outcome: ranked.outcome,
    options: ranked.options,
    plannedDays: trip.plannedDays,
    permits,
    carry,
  };
}
