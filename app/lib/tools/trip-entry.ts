/**
 * A trip plan against the entry rules: which of its places the 240-hour transit area covers, and the
 * entry checker's own answer for the whole trip. Pure and browser-safe: the plan page says it without a
 * date, the trip checklist with the traveller's passport and dates, and both read the checker's engine
 * and dataset (app/content/data/entry-rules.yaml), so no answer is worded twice.
 */
import { checkEntry, type EntryInput, type EntryResult, type EntryRules } from "./entry-check";
import { addDays } from "./dates";
import { formatDate, formatMonth } from "../dates";
import { confirmed, standing } from "../content/standing";

/** A place of the plan as the entry rules see it: a guide's city, or a sight outside that city's prefecture. */
export interface TripPlace {
  name: string;
  /** The province as the dataset names it (Sichuan, Guangxi, Xinjiang). */
  province: string;
  /** The prefecture-level city, as the 240-hour rules list them (Leshan, Guilin, Diqing). */
  prefecture: string;
  /** The plan's days it is on (1 = the first). */
  days?: number[];
  /** Only on days the traveller may skip: the verdict does not rest on it; it is a warning on its day. */
  optional?: boolean;
}

/** Why a place is outside the 240-hour area: its province is not in it, or only some of its cities are. */
export interface OutsidePlace extends TripPlace {
  why: "province" | "prefecture";
}

/**
 * The plan's provinces, the limited provinces it goes beyond, and the places outside the 240-hour area: the
 * verdict rests on the places of the days the plan keeps (`outside`); a place only on optional days is a
 * warning on those days (`optionalOutside`).
 */
export function tripArea(rules: Pick<EntryRules, "transit">, places: readonly TripPlace[]) {
  const regions = new Map(rules.transit.regions.map((r) => [r.province, r]));
  const out: OutsidePlace[] = [];
  for (const p of places) {
    const region = regions.get(p.province);
    if (!region) out.push({ ...p, why: "province" });
    else if (region.cities && !region.cities.includes(p.prefecture)) out.push({ ...p, why: "prefecture" });
  }
  const kept = places.filter((p) => !p.optional);
  const outside = out.filter((p) => !p.optional);
  return {
    provinces: [...new Set(kept.map((p) => p.province))],
    beyondCities: [...new Set(outside.filter((p) => p.why === "prefecture").map((p) => p.province))],
    outside,
    optionalOutside: out.filter((p) => p.optional),
  };
}

/** Where a place lies against the 240-hour area, in a sentence: "Tiger Leaping Gorge, in Diqing, is outside …". */
export const outsideWords = (p: OutsidePlace, hours: number): string =>
  p.why === "prefecture"
    ? `${p.name}, in ${p.prefecture}, is outside the ${hours}-hour area of ${p.province}`
    : `${p.name}, in ${p.province}, is outside the ${hours}-hour area`;

/** The warning on an optional day whose place lies outside the 240-hour area, as the plan page and the trip tool say it. */
export const optionalDayWords = (p: OutsidePlace, hours: number): string =>
  `Day ${(p.days ?? []).join(", ")} is optional: ${outsideWords(p, hours)}. On visa-free transit, spend it inside the area instead.`;

/** A trip as the entry rules read it: the plan's places and length, the passport, the landing day and port. */
export interface TripEntryQuestion {
  places: readonly TripPlace[];
  days: number;
  nationality: string;
  /** The landing day, day 1 of the plan. */
  start: string;
  /** The transit port landed at, or "" for another port. */
  port: string;
}

/**
 * The entry checker's answers for the trip, for tourism, with the onward route not yet given: as the
 * checker's form would be filled.
 */
export function tripEntryInput(
  rules: Pick<EntryRules, "transit">,
  { places, days, nationality, start, port }: TripEntryQuestion,
): EntryInput {
  const { provinces, beyondCities } = tripArea(rules, places);
  return {
    nationality,
    purpose: "tourism",
    from: "",
    to: "",
    port,
    provinces,
    beyondCities,
    entryDate: start,
    entryTime: "",
    exitDate: addDays(start, days - 1),
  };
}

/** The entry checker's verdict for the whole trip. */
export const tripEntry = (rules: EntryRules, trip: TripEntryQuestion): EntryResult =>
  checkEntry(rules, tripEntryInput(rules, trip));

/** The routes in, for a plan of `days` days, without a date or passport: what the plan page says. */
export interface PlanEntry {
  days: number;
  visaFree: {
    stayDays: number;
    fits: boolean;
    until: string;
    countries: string[];
    /** The first day of the plan's next best month from the day asked (YYYY-MM-01), where the plan has best months. */
    nextBest?: string;
    /** Whether an entry in that month falls on or before the scheme's last day of entry. */
    openThen?: boolean;
  };
  /** Agreements by the stay they allow, those long enough for the plan. */
  mutual: { stayDays: number; countries: string[] }[];
  transit: {
    hours: number;
    fits: boolean;
    countries: number;
    transitOnly: string[];
    outside: OutsidePlace[];
    /** Places only on optional days that lie outside: warnings, not the verdict. */
    optionalOutside: OutsidePlace[];
  };
}

/**
 * The first day of the next of `months` (1 = January) from `today` on, this month included while it lasts:
 * "2027-03-01" for March on 2026-12-02. None for no months.
 */
export function nextMonthStart(months: readonly number[], today: string): string | undefined {
  const [year, month] = today.split("-").map(Number) as [number, number];
  for (let i = 0; i < 12; i++) {
    const m = ((month - 1 + i) % 12) + 1;
    if (months.includes(m)) return `${year + Math.floor((month - 1 + i) / 12)}-${String(m).padStart(2, "0")}-01`;
  }
  return undefined;
}

/**
 * The routes in for a plan of `days` days. With `bestMonths` and `today`, the 30-day scheme is also read
 * against the plan's next best month: an end of entry before it is said in the heading.
 */
export function planEntry(
  rules: EntryRules,
  places: readonly TripPlace[],
  days: number,
  when?: { bestMonths: readonly number[]; today: string },
): PlanEntry {
  const nextBest = when ? nextMonthStart(when.bestMonths, when.today) : undefined;
  const area = tripArea(rules, places);
  const visaFree = rules.visaFree.countries.map((c) => c.name);
  const sources = new Map(rules.sources.map((s) => [s.id, s]));
  const isConfirmed = (ids: readonly string[]) => confirmed(standing(ids.flatMap((id) => sources.get(id) ?? [])));
  // Agreements the checker answers "free" for: confirmed, not in doubt, long enough for the plan.
  const mutual = rules.mutual.filter((m) => !m.inDoubt && m.stayDays >= days && isConfirmed(m.sources));
  const covered = new Set([...rules.visaFree.countries, ...rules.mutual].map((c) => c.code));
  const byStay = new Map<number, string[]>();
  for (const m of mutual) byStay.set(m.stayDays, [...(byStay.get(m.stayDays) ?? []), m.name]);
  return {
    days,
    // A day-counted stay read safely: the arrival day is day 1, so a plan of N days needs N.
    visaFree: {
      stayDays: rules.visaFree.stayDays,
      fits: days <= rules.visaFree.stayDays,
      until: rules.visaFree.validUntil,
      countries: visaFree,
      ...(nextBest ? { nextBest, openThen: nextBest <= rules.visaFree.validUntil } : {}),
    },
    mutual: [...byStay].sort(([a], [b]) => a - b).map(([stayDays, countries]) => ({ stayDays, countries })),
    // 240 hours from 00:00 on the day after arrival: the last day is arrival + 10.
    transit: {
      hours: rules.transit.hours,
      fits: days - 1 <= rules.transit.hours / 24,
      countries: rules.transit.countries.length,
      transitOnly: rules.transit.countries.filter((c) => !covered.has(c.code)).map((c) => c.name),
      outside: area.outside,
      optionalOutside: area.optionalOutside,
    },
  };
}

/** The 30-day scheme's heading, from its rule's data: the plan's length, and its end of entry against the next best month. */
export function visaFreeVerdict(v: PlanEntry["visaFree"]): string {
  if (!v.fits) return "too short for this plan";
  if (!v.nextBest) return `covers the whole plan, entering by ${formatDate(v.until)}`;
  const month = formatMonth(v.nextBest);
  return v.openThen
    ? `covers the whole plan, entering by ${formatDate(v.until)} (its next best month, ${month}, is inside that)`
    : `long enough, but only for entries by ${formatDate(v.until)}: the plan's next best month, ${month}, needs the scheme extended or another way in`;
}
