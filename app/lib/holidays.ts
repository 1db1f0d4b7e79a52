/**
 * China's public holidays and peak travel periods, as dated spans a trip can be checked against.
 *
 * The dates live once, as facts of app/content/facts/holidays.yaml (cited as `holidays.<id>`). At build
 * time `holidayPeriods` turns that topic's facts into plain `HolidayPeriod` records; a page uses them
 * directly and a tool's loader passes them to its island as props. The rest of this module is pure
 * calendar arithmetic on those records, so it runs in the browser as well (no fs, no facts map).
 *
 *   import { facts } from "./content/facts";
 *   const periods = holidayPeriods([...facts().values()].filter((f) => f.topic === HOLIDAYS_TOPIC));
 *   periodsBetween("2026-09-28", "2026-10-04", periods); // [national-day-2026]
 *
 * How the facts are named (the build refuses any other fact in the topic, `holidayProblems`):
 * - `<holiday>-<year>`, unit `period`: the days off as the State Council's notice for that year sets them;
 * - `<holiday>-<year>-statutory`, unit `period`: before the notice is out, only the decree's statutory
 *   days (`published: false`), with a note saying so; the notice's own fact replaces it;
 * - `peak-<name>-<year>`, unit `period`: a peak that is not days off (the Spring Festival travel rush);
 * - `<period id>-workday-<n>`, unit `date`: a make-up working day (调休上班) of that holiday;
 * - `rule-<holiday>-days`, unit `days`: how long the break runs from its first statutory day by the holiday
 *   rules (the Spring Festival 8 days from the eve since 2025). Before a notice, that holiday's period runs so
 *   long, `expected`, with its statutory days kept in `statutory`;
 * - `lunar-new-year-<year>`, unit `date`: the first day of the first lunar month (正月初一); the eve (除夕),
 *   the day before, is the Spring Festival's first statutory day, and the build holds the two together;
 * - `rule-peak-<name>-before` and `rule-peak-<name>-days`, unit `days`: a peak's usual window, starting
 *   that many days before Lunar New Year's Day and lasting that many days (the travel rush, 春运). A year
 *   with a Lunar New Year's Day and no `peak-<name>-<year>` fact gets that window, `expected`.
 * A period's label starts with its English name and its Chinese name in brackets:
 * "National Day (国庆节), 2026".
 *
 * Prose names a holiday's next days off with `:holiday[national-day]` (the `<holiday>` part of the ids);
 * `upcomingHoliday` picks the period that directive stands for on a given day and the words it shows.
 */
import type { Fact } from "../content/schemas/facts";
import { formatPeriod } from "./dates";
import { addDays, daysBetween, isDate } from "./tools/dates";

/** A day of the calendar as YYYY-MM-DD (not February 30, which `Date.parse` takes for March 2). */
const isDay = (s: string | undefined): s is string => isDate(s) && addDays(s, 0) === s;

/** The facts topic that holds the periods (app/content/facts/holidays.yaml). */
export const HOLIDAYS_TOPIC = "holidays";

export interface HolidayPeriod {
  /** The fact's id in the holidays topic: `national-day-2026` (cited as `holidays.national-day-2026`). */
  id: string;
  /** English name: "National Day". */
  name: string;
  /** Chinese name: "国庆节". */
  nameZh: string;
  /** `holiday`: days off for everyone; `peak`: a busy travel period that is not days off. */
  kind: "holiday" | "peak";
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD, included. */
  end: string;
  /**
   * Whether the dates are the year's published schedule (or a peak's announced dates). `false`: only the
   * statutory days of the holiday decree; the State Council has not yet announced the year's days off,
   * which are usually longer.
   */
  published: boolean;
  /**
   * The dates follow the holiday rules, not a notice: a break as long as the rules make it from its first
   * statutory day, or a peak in its usual window. The swapped working days come with the notice.
   */
  expected: boolean;
  /** Before the notice, the decree's statutory days inside an expected break (the days off by law whatever the notice says). */
  statutory?: { start: string; end: string };
  /** Weekend days worked instead (调休上班), YYYY-MM-DD, in order: offices, banks and schools open. */
  makeUpWorkdays: string[];
}

/** What a period means for a traveller, said once for the plan pages and the trip checklist. */
export const periodAdvice: Record<HolidayPeriod["kind"], string> = {
  holiday: "Trains sell out as sales open and sights hit their daily caps: book the moment sales open.",
  peak: "Trains are full for weeks: book the moment sales open.",
};

/** The parts of a fact this module reads (a `FactInForce` of the holidays topic has them). */
export type HolidayFact = Pick<Fact, "id" | "label" | "unit" | "value" | "note">;

/** How a period's dates are known, said once for the plan pages and the trip checklist. */
export const EXPECTED_HOLIDAY = "expected by the holiday rules; the swapped working days come with the notice";
export const EXPECTED_PEAK = "its usual window, expected: the dates are announced a few weeks before";
export const STATUTORY_ONLY = "the days fixed by law; the full schedule is not yet published";

/** What a period's dates rest on, in words ("" for a published schedule): the tool and the plan pages show it. */
export function periodStatus(p: Pick<HolidayPeriod, "published" | "expected" | "kind" | "statutory">): string {
  if (p.published) return "";
  if (p.kind === "peak") return EXPECTED_PEAK;
  if (p.expected && p.statutory)
    return `${EXPECTED_HOLIDAY}; statutory days ${formatPeriod(p.statutory.start, p.statutory.end)}`;
  return STATUTORY_ONLY;
}

/** A fact of the holidays topic that does not fit, and why. */
export interface HolidayProblem {
  /** The fact's place in the list given. */
  index: number;
  field: "id" | "label" | "value" | "note";
  message: string;
}

const PERIOD_ID = /^(peak-)?([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4})(-statutory)?$/;
const WORKDAY_ID = /^([a-z0-9-]+)-workday-\d+$/;
const RULE_ID = /^rule-(peak-)?([a-z0-9]+(?:-[a-z0-9]+)*)-(days|before)$/;
const LUNAR_ID = /^lunar-new-year-(\d{4})$/;
/** The holiday whose first statutory day is the eve of Lunar New Year's Day. */
const SPRING_FESTIVAL = "spring-festival";
/** Lunar New Year's Day falls between January 21 and February 20 (the month holding the 雨水 solar term). */
const LUNAR_RANGE = ["01-21", "02-20"] as const;
const LABEL = /^([^()]+?) \(([^()]*\p{Script=Han}[^()]*)\)/u;
const SPAN = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/;
/** How far from its holiday a make-up working day can be: further, it is a typo in the month. */
const WORKDAY_REACH = 31;

/** A period's first and last day, when its value is a well-formed span. */
function span(value: HolidayFact["value"]): [string, string] | undefined {
  const m = typeof value === "string" ? SPAN.exec(value) : null;
  return m && isDay(m[1]) && isDay(m[2]) && m[1] <= m[2] ? [m[1]!, m[2]!] : undefined;
}

/** The problems of a rule (`rule-…`) or a Lunar New Year's Day (`lunar-new-year-<year>`), the facts that date a period before its notice. */
function datingProblems(
  f: HolidayFact,
  facts: readonly HolidayFact[],
  periods: ReadonlyMap<string, { days?: [string, string] }>,
  add: (field: HolidayProblem["field"], message: string) => void,
): void {
  const rule = RULE_ID.exec(f.id);
  if (rule) {
    if (f.unit !== "days") return add("id", `a rule is a number of days (unit days): ${f.id}`);
    const n = Number(f.value);
    if (!Number.isInteger(n) || n < 1 || n > 60)
      add("value", `a rule's days are a whole number from 1 to 60: ${f.value}`);
    if (!rule[1] && rule[3] !== "days")
      add("id", `a holiday's rule is rule-<holiday>-days, the break's length from its first statutory day: ${f.id}`);
    if (rule[1] && !facts.some((o) => o.id === `rule-peak-${rule[2]}-${rule[3] === "days" ? "before" : "days"}`))
      add("id", `a peak's window needs both rule-peak-${rule[2]}-before and rule-peak-${rule[2]}-days`);
    if (rule[1] && rule[3] === "days" && !LABEL.test(f.label))
      add("label", `a peak's rule names it in English and Chinese in brackets, as a period does: ${f.label}`);
    return;
  }
  const lunar = LUNAR_ID.exec(f.id);
  if (lunar) {
    const d = String(f.value);
    if (f.unit !== "date" || !isDay(d)) return add("value", `Lunar New Year's Day is a day (unit date): ${f.id}`);
    const md = d.slice(5);
    if (!d.startsWith(lunar[1]!) || md < LUNAR_RANGE[0] || md > LUNAR_RANGE[1])
      return add("value", `Lunar New Year's Day ${lunar[1]} falls from ${lunar[1]}-01-21 to ${lunar[1]}-02-20: ${d}`);
    const eve = addDays(d, -1);
    const statutory = periods.get(`${SPRING_FESTIVAL}-${lunar[1]}-statutory`)?.days;
    if (statutory && statutory[0] !== eve)
      add(
        "value",
        `the Spring Festival's statutory days start on the eve, ${eve}; ${SPRING_FESTIVAL}-${lunar[1]}-statutory starts ${statutory[0]}`,
      );
    const notice = periods.get(`${SPRING_FESTIVAL}-${lunar[1]}`)?.days;
    if (notice && !(notice[0] <= d && d <= notice[1]))
      add("value", `${d} is not a day of ${SPRING_FESTIVAL}-${lunar[1]} (${notice.join("/")})`);
    return;
  }
}

/** Every fact of the holidays topic that does not fit the naming above, and why. */
export function holidayProblems(facts: readonly HolidayFact[]): HolidayProblem[] {
  const problems: HolidayProblem[] = [];
  const periods = new Map<string, { days?: [string, string]; peak: boolean }>();
  facts.forEach((f, index) => {
    if (f.unit !== "period") return;
    const add = (field: HolidayProblem["field"], message: string) => problems.push({ index, field, message });
    const id = PERIOD_ID.exec(f.id);
    const days = span(f.value);
    periods.set(f.id, { days, peak: !!id?.[1] });
    if (!id)
      return add("id", `a period's id is <holiday>-<year>, <holiday>-<year>-statutory or peak-<name>-<year>: ${f.id}`);
    if (!LABEL.test(f.label))
      add("label", `a period's label starts with its English name and its Chinese name in brackets: ${f.label}`);
    if (!days) add("value", "a period is YYYY-MM-DD/YYYY-MM-DD, its first day not after its last");
    else if (!days.some((d) => d.startsWith(id[3]!)))
      add("id", `${f.id} names the year ${id[3]}, but the period is ${days.join("/")}`);
    if (id[4] && id[1]) add("id", "a peak has no statutory days: only a holiday can be -statutory");
    if (id[4] && !f.note)
      add("note", "say in the note that the schedule is not yet published and when the State Council announces it");
  });
  facts.forEach((f, index) => {
    const add = (field: HolidayProblem["field"], message: string) => problems.push({ index, field, message });
    if (f.unit === "period") {
      const published = f.id.replace(/-statutory$/, "");
      if (published !== f.id && periods.has(published))
        add("id", `${published} is published: remove ${f.id} and cite ${published} where it was cited`);
      return;
    }
    if (RULE_ID.test(f.id) || LUNAR_ID.test(f.id)) return datingProblems(f, facts, periods, add);
    const workday = WORKDAY_ID.exec(f.id);
    if (f.unit !== "date" || !workday)
      return add(
        "id",
        `a holidays fact is a period (unit period), a make-up working day (<period id>-workday-<n>, unit date), ` +
          `a rule (rule-<holiday>-days, rule-peak-<name>-before/-days, unit days) or a Lunar New Year's Day ` +
          `(lunar-new-year-<year>, unit date): ${f.id}`,
      );
    const period = periods.get(workday[1]!);
    if (!period)
      return add("id", `${f.id} is a make-up working day of ${workday[1]}, which is not a period of this topic`);
    if (period.peak) return add("id", `${workday[1]} is a peak, not days off: it has no make-up working days`);
    const worked = String(f.value);
    if (!isDay(worked)) return add("value", `a make-up working day is a day, YYYY-MM-DD: ${worked}`);
    if (!period.days) return;
    const [start, end] = period.days;
    if (worked >= start && worked <= end) add("value", `${worked} is a day off of ${workday[1]}, not a working day`);
    else if (daysBetween(worked, start) > WORKDAY_REACH || daysBetween(end, worked) > WORKDAY_REACH)
      add("value", `${worked} is more than ${WORKDAY_REACH} days from ${workday[1]} (${start}/${end})`);
  });
  return problems.sort((a, b) => a.index - b.index);
}

/** Periods in order: by first day, a holiday before a peak that starts the same day, then by id. */
const byStart = (a: HolidayPeriod, b: HolidayPeriod) =>
  a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);

/**
 * The periods of the holidays topic's facts, in order, each with its make-up working days. Throws,
 * naming each fact, when one does not fit (the build has refused such a file already).
 */
export function holidayPeriods(facts: readonly HolidayFact[]): HolidayPeriod[] {
  const problems = holidayProblems(facts);
  if (problems.length)
    throw new Error(problems.map((p) => `${facts[p.index]!.id}: ${p.field}: ${p.message}`).join("\n"));
  const rules = new Map(facts.flatMap((f) => (RULE_ID.test(f.id) ? [[f.id, f] as const] : [])));
  const days = (id: string) => (rules.has(id) ? Number(rules.get(id)!.value) : undefined);
  const periods = facts.flatMap((f): HolidayPeriod[] => {
    if (f.unit !== "period") return [];
    const [, peak, holiday] = PERIOD_ID.exec(f.id)!;
    const [, name, nameZh] = LABEL.exec(f.label)!;
    const [start, end] = span(f.value)!;
    const statutory = f.id.endsWith("-statutory");
    // Before the notice, a holiday with a rule runs as long as the rule makes it from its first statutory day.
    const length = statutory ? days(`rule-${holiday}-days`) : undefined;
    const ruled = length !== undefined ? addDays(start, length - 1) : undefined;
    return [
      {
        id: f.id,
        name: name!.trim(),
        nameZh: nameZh!.trim(),
        kind: peak ? "peak" : "holiday",
        start,
        end: ruled && ruled > end ? ruled : end,
        published: !statutory,
        expected: length !== undefined,
        ...(length !== undefined ? { statutory: { start, end } } : {}),
        makeUpWorkdays: [],
      },
    ];
  });
  // A peak's usual window, for each year with a Lunar New Year's Day and no announced dates of its own.
  for (const f of facts) {
    const lunar = LUNAR_ID.exec(f.id);
    if (!lunar) continue;
    for (const [id, rule] of rules) {
      const peak = RULE_ID.exec(id)!;
      if (!peak[1] || peak[3] !== "days") continue;
      const own = `peak-${peak[2]}-${lunar[1]}`;
      if (periods.some((p) => p.id === own)) continue;
      const [, name, nameZh] = LABEL.exec(rule.label)!;
      const start = addDays(String(f.value), -days(`rule-peak-${peak[2]}-before`)!);
      periods.push({
        id: own,
        name: name!.trim(),
        nameZh: nameZh!.trim(),
        kind: "peak",
        start,
        end: addDays(start, Number(rule.value) - 1),
        published: false,
        expected: true,
        makeUpWorkdays: [],
      });
    }
  }
  const byId = new Map(periods.map((p) => [p.id, p]));
  for (const f of facts) {
    const workday = f.unit === "date" ? WORKDAY_ID.exec(f.id) : null;
    if (workday) byId.get(workday[1]!)!.makeUpWorkdays.push(String(f.value));
  }
  for (const p of periods) p.makeUpWorkdays.sort();
  return periods.sort(byStart);
}

function day(date: string, what: string): string {
  if (!isDay(date)) throw new RangeError(`${what} is not a date (YYYY-MM-DD): ${date}`);
  return date;
}

/**
 * The periods that `date` falls in, first and last day included. A make-up working day is in no
 * holiday (it is a working day; see `makeUpWorkdays`), though it can be in a peak.
 */
export function periodsOn(date: string, periods: readonly HolidayPeriod[]): HolidayPeriod[] {
  day(date, "the day");
  return periods.filter((p) => p.start <= date && date <= p.end).sort(byStart);
}

/** The periods with at least one day from `from` to `to` (both included): those a trip on these days meets. */
export function periodsBetween(from: string, to: string, periods: readonly HolidayPeriod[]): HolidayPeriod[] {
  day(from, "the first day");
  day(to, "the last day");
  if (from > to) throw new RangeError(`the first day ${from} is after the last day ${to}`);
  return periods.filter((p) => p.start <= to && from <= p.end).sort(byStart);
}

export interface PeriodsInYear {
  year: number;
  periods: HolidayPeriod[];
}

/**
 * The periods with at least one day in one of `months` (1 = January … 12 = December), by year: a
 * plan's best months against the holidays of each year there are facts for. A period is listed once,
 * under the year of its first day in those months (a New Year break from December 31 to January 2 is
 * listed under December's year when December is among the months, else under January's).
 */
export function periodsInMonths(months: readonly number[], periods: readonly HolidayPeriod[]): PeriodsInYear[] {
  for (const m of months) if (!Number.isInteger(m) || m < 1 || m > 12) throw new RangeError(`a month is 1 to 12: ${m}`);
  const wanted = new Set(months);
  const years = new Map<number, HolidayPeriod[]>();
  for (const p of [...periods].sort(byStart)) {
    // Step through the months the period touches, from its first day's month to its last day's.
    for (let d = `${p.start.slice(0, 7)}-01`; d <= p.end; d = addDays(d, 32).slice(0, 8) + "01") {
      const [year, month] = d.split("-").map(Number) as [number, number];
      if (!wanted.has(month)) continue;
      years.set(year, [...(years.get(year) ?? []), p]);
      break;
    }
  }
  return [...years].sort(([a], [b]) => a - b).map(([year, list]) => ({ year, periods: list }));
}

/** Where an editor adds a year's holidays. */
const HOLIDAYS_FILE = "app/content/facts/holidays.yaml";

/** The holiday a period is of, as `:holiday[...]` names it: `national-day` for `national-day-2027-statutory`. */
export const holidayOf = (p: Pick<HolidayPeriod, "id" | "kind">): string | undefined =>
  p.kind === "holiday" ? PERIOD_ID.exec(p.id)?.[2] : undefined;

/**
 * The words a page shows for a holiday's next days off. A published schedule is its days: "October 1–7,
 * 2026". Before the notice, a holiday with a rule (`rule-<holiday>-days`) is the span the rule gives:
 * "October 1–7, 2027, expected by the holiday rules". For the others, only the statutory days are fixed and the State Council sets the days off
 * around them, usually longer (a break can also start before the first statutory day, as 2026's Spring Festival
 * break did), so the days are given as a minimum: "at least October 1–3, 2027", one day "at least April 5, 2027".
 */
export function holidayWords(p: Pick<HolidayPeriod, "start" | "end" | "published" | "expected">): string {
  const days = formatPeriod(p.start, p.end);
  return p.published ? days : p.expected ? `${days}, expected by the holiday rules` : `at least ${days}`;
}

export type UpcomingHoliday = { period: HolidayPeriod; words: string } | { problem: string };

/**
 * The next days off of `holiday` (`national-day`) as of `date`: the earliest of its periods whose last day is
 * on or after `date` (a holiday under way is still the next), with the words a page shows for it. A name
 * that is no holiday of `periods`, or a holiday with no period left, is a problem for the editor.
 */
export function upcomingHoliday(holiday: string, date: string, periods: readonly HolidayPeriod[]): UpcomingHoliday {
  day(date, "the day");
  const names = [...new Set(periods.map(holidayOf).filter((n): n is string => !!n))].sort();
  const own = periods.filter((p) => holidayOf(p) === holiday).sort(byStart);
  if (!own.length)
    return {
      problem:
        `no holiday "${holiday}" in ${HOLIDAYS_FILE} (holidays: ${names.join(", ") || "none"}); ` +
        `to cite a new one, add its next year's statutory days there as ${holiday}-<year>-statutory`,
    };
  const next = own.find((p) => p.end >= date);
  if (!next) {
    const last = own[own.length - 1]!;
    const year = Number(last.start.slice(0, 4)) + 1;
    return {
      problem:
        `no "${holiday}" on or after ${date} in ${HOLIDAYS_FILE} (the last is ${last.id}): ` +
        `add next year's statutory days there as ${holiday}-${year}-statutory`,
    };
  }
  return { period: next, words: holidayWords(next) };
}
