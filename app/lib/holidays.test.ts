/**
 * The holidays as dated periods: built from the facts of app/content/facts/holidays.yaml, and asked which
 * periods a day, a trip or a plan's months meet. The fixtures show each naming rule refusing a fact, and
 * the build naming the file and line of one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { proseHtml } from "../components/content/prose-html";
import { factById, formatFact } from "./content/facts";
import { setClock } from "./content/freshness";
import { loadFacts } from "./content/load";
import { compileInline } from "./content/markdown";
import { addDays, daysBetween } from "./tools/dates";
import {
  HOLIDAYS_TOPIC,
  holidayPeriods,
  holidayProblems,
  holidayWords,
  periodsBetween,
  periodsInMonths,
  periodsOn,
  periodStatus,
  upcomingHoliday,
  type HolidayFact,
  type HolidayPeriod,
} from "./holidays";

const factsDir = path.resolve("app/content/facts");
const dir = mkdtempSync(path.join(tmpdir(), "holidays-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const real = (): HolidayPeriod[] => {
  const problems: string[] = [];
  const facts = [...loadFacts(factsDir, problems).values()].filter((f) => f.topic === HOLIDAYS_TOPIC);
  expect(problems).toEqual([]);
  return holidayPeriods(facts);
};
const ids = (list: readonly HolidayPeriod[]) => list.map((p) => p.id);

const period = (id: string, value: string, label = "National Day (国庆节), 2026", note?: string): HolidayFact => ({
  id,
  label,
  unit: "period",
  value,
  ...(note ? { note } : {}),
});
const workday = (id: string, value: string): HolidayFact => ({
  id,
  label: "Make-up working day (调休上班)",
  unit: "date",
  value,
});

describe("the periods built from the holidays facts", () => {
  it("reads each period's names, kind, days and make-up working days from the real topic file", () => {
    const periods = real();
    const national = periods.find((p) => p.id === "national-day-2026");
    expect(national).toEqual({
      id: "national-day-2026",
      name: "National Day",
      nameZh: "国庆节",
      kind: "holiday",
      start: "2026-10-01",
      end: "2026-10-07",
      published: true,
      expected: false,
      makeUpWorkdays: ["2026-09-20", "2026-10-10"],
    });
    const rush = periods.find((p) => p.id === "peak-spring-festival-rush-2026");
    expect([rush?.kind, rush?.nameZh, rush?.published, rush?.makeUpWorkdays]).toEqual(["peak", "春运", true, []]);
    const statutory = periods.find((p) => p.id === "national-day-2027-statutory");
    expect([statutory?.start, statutory?.end, statutory?.published, statutory?.expected, statutory?.statutory]).toEqual(
      ["2027-10-01", "2027-10-07", false, true, { start: "2027-10-01", end: "2027-10-03" }],
    );
    // Every 2026 holiday of the notice, once, in order of its first day.
    expect(ids(periods.filter((p) => p.kind === "holiday" && p.start.startsWith("2026")))).toEqual([
      "new-year-2026",
      "spring-festival-2026",
      "qingming-2026",
      "labor-day-2026",
      "dragon-boat-2026",
      "mid-autumn-2026",
      "national-day-2026",
    ]);
  });

  it("refuses a fact that does not fit the naming, saying why", () => {
    const messages = (facts: HolidayFact[]) => holidayProblems(facts).map((p) => `${p.index} ${p.field}: ${p.message}`);
    const nd = period("national-day-2026", "2026-10-01/2026-10-07");
    expect(messages([nd, workday("national-day-2026-workday-1", "2026-10-10")])).toEqual([]);
    expect(messages([period("national-day", "2026-10-01/2026-10-07")])).toEqual([
      "0 id: a period's id is <holiday>-<year>, <holiday>-<year>-statutory or peak-<name>-<year>: national-day",
    ]);
    expect(messages([period("national-day-2026", "2026-10-01/2026-10-07", "National Day, 2026")])).toEqual([
      "0 label: a period's label starts with its English name and its Chinese name in brackets: National Day, 2026",
    ]);
    expect(messages([period("national-day-2026", "2026-10-07/2026-10-01")])).toEqual([
      "0 value: a period is YYYY-MM-DD/YYYY-MM-DD, its first day not after its last",
    ]);
    expect(messages([period("national-day-2027", "2026-10-01/2026-10-07")])).toEqual([
      "0 id: national-day-2027 names the year 2027, but the period is 2026-10-01/2026-10-07",
    ]);
    expect(messages([period("national-day-2027-statutory", "2027-10-01/2027-10-03")])).toEqual([
      "0 note: say in the note that the schedule is not yet published and when the State Council announces it",
    ]);
    expect(
      messages([
        period("national-day-2027-statutory", "2027-10-01/2027-10-03", undefined, "Schedule not yet published."),
        period("national-day-2027", "2027-10-01/2027-10-07"),
      ]),
    ).toEqual([
      "0 id: national-day-2027 is published: remove national-day-2027-statutory and cite national-day-2027 where it was cited",
    ]);
    expect(messages([period("peak-rush-2026-statutory", "2026-02-02/2026-03-13", "Rush (春运)", "Not yet.")])).toEqual([
      "0 id: a peak has no statutory days: only a holiday can be -statutory",
    ]);
  });

  it("refuses a make-up working day inside its holiday, far from it, of a peak, of no period, or of another kind", () => {
    const messages = (facts: HolidayFact[]) => holidayProblems(facts).map((p) => `${p.index} ${p.field}: ${p.message}`);
    const nd = period("national-day-2026", "2026-10-01/2026-10-07");
    expect(messages([nd, workday("national-day-2026-workday-1", "2026-10-07")])).toEqual([
      "1 value: 2026-10-07 is a day off of national-day-2026, not a working day",
    ]);
    expect(messages([nd, workday("national-day-2026-workday-1", "2026-11-10")])).toEqual([
      "1 value: 2026-11-10 is more than 31 days from national-day-2026 (2026-10-01/2026-10-07)",
    ]);
    expect(messages([nd, workday("national-day-2026-workday-1", "Oct 10")])).toEqual([
      "1 value: a make-up working day is a day, YYYY-MM-DD: Oct 10",
    ]);
    expect(messages([workday("national-day-2026-workday-1", "2026-10-10")])).toEqual([
      "0 id: national-day-2026-workday-1 is a make-up working day of national-day-2026, which is not a period of this topic",
    ]);
    const rush = period("peak-rush-2026", "2026-02-02/2026-03-13", "Spring Festival travel rush (春运), 2026");
    expect(messages([rush, workday("peak-rush-2026-workday-1", "2026-03-14")])).toEqual([
      "1 id: peak-rush-2026 is a peak, not days off: it has no make-up working days",
    ]);
    expect(messages([{ id: "golden-week-days", label: "Days (天)", unit: "days", value: 7 }])).toEqual([
      "0 id: a holidays fact is a period (unit period), a make-up working day (<period id>-workday-<n>, unit date), " +
        "a rule (rule-<holiday>-days, rule-peak-<name>-before/-days, unit days) or a Lunar New Year's Day " +
        "(lunar-new-year-<year>, unit date): golden-week-days",
    ]);
    expect(() => holidayPeriods([nd, workday("national-day-2026-workday-1", "2026-10-07")])).toThrow(
      "national-day-2026-workday-1: value: 2026-10-07 is a day off of national-day-2026, not a working day",
    );
  });

  it("stops the build on such a fact, naming the topic file's line", () => {
    const before = readFileSync(path.join(factsDir, "holidays.yaml"), "utf8");
    // National Day's second make-up working day moved into the Golden Week itself (and marked unconfirmed, so
    // the quotes of the real day do not refuse it first).
    const after = before.replace("value: 2026-10-10", "value: 2026-10-06\n    unconfirmed: true");
    expect(after).not.toBe(before);
    writeFileSync(path.join(dir, "holidays.yaml"), after);
    const problems: string[] = [];
    try {
      loadFacts(dir, problems);
    } finally {
      loadFacts(factsDir, []); // the real facts back in force for the files after this one
    }
    const line = after.split("\n").indexOf("    value: 2026-10-06") + 1;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `holidays\\.yaml:${line}: facts\\.\\d+\\.value: 2026-10-06 is a day off of national-day-2026, not a working day$`,
      ),
    );
  });
});

describe("which periods a day, a trip or a plan's months meet", () => {
  const periods = real();

  it("a day: its first and last day are in it, the days either side are not", () => {
    expect(ids(periodsOn("2026-10-01", periods))).toEqual(["national-day-2026"]);
    expect(ids(periodsOn("2026-10-07", periods))).toEqual(["national-day-2026"]);
    expect(periodsOn("2026-09-30", periods)).toEqual([]);
    expect(periodsOn("2026-10-08", periods)).toEqual([]);
    // Lunar New Year's Day is in both the days off and the travel rush, which began first.
    expect(ids(periodsOn("2026-02-17", periods))).toEqual(["peak-spring-festival-rush-2026", "spring-festival-2026"]);
  });

  it("a make-up working day is in no holiday, though its holiday lists it and a peak can hold it", () => {
    expect(periodsOn("2026-10-10", periods)).toEqual([]);
    expect(periods.find((p) => p.id === "national-day-2026")?.makeUpWorkdays).toContain("2026-10-10");
    expect(ids(periodsOn("2026-02-14", periods))).toEqual(["peak-spring-festival-rush-2026"]);
  });

  it("a trip: every period with a day in it, the ends included", () => {
    expect(ids(periodsBetween("2026-09-28", "2026-10-01", periods))).toEqual(["national-day-2026"]);
    expect(ids(periodsBetween("2026-09-27", "2026-09-30", periods))).toEqual(["mid-autumn-2026"]);
    expect(periodsBetween("2026-09-28", "2026-09-30", periods)).toEqual([]);
    expect(ids(periodsBetween("2026-09-20", "2026-10-10", periods))).toEqual(["mid-autumn-2026", "national-day-2026"]);
    expect(ids(periodsBetween("2027-02-08", "2027-02-08", periods))).toEqual([
      "peak-spring-festival-rush-2027",
      "spring-festival-2027-statutory",
    ]);
  });

  it("refuses a day that is not in the calendar and a trip that ends before it starts", () => {
    expect(() => periodsOn("2026-02-30", periods)).toThrow("the day is not a date (YYYY-MM-DD): 2026-02-30");
    expect(() => periodsBetween("2026-10-07", "2026-10-01", periods)).toThrow(
      "the first day 2026-10-07 is after the last day 2026-10-01",
    );
  });

  it("a plan's months: the periods in them, by year, each once", () => {
    const inMonths = (months: number[]) =>
      periodsInMonths(months, periods).map(({ year, periods: list }) => [year, ids(list)]);
    expect(inMonths([10])).toEqual([
      [2026, ["national-day-2026"]],
      [2027, ["national-day-2027-statutory"]],
    ]);
    expect(inMonths([9, 10])).toEqual([
      [2026, ["mid-autumn-2026", "national-day-2026"]],
      [2027, ["mid-autumn-2027-statutory", "national-day-2027-statutory"]],
    ]);
    // The travel rush runs from February into March: a March plan meets it.
    expect(inMonths([3])).toEqual([
      [2026, ["peak-spring-festival-rush-2026"]],
      [2027, ["peak-spring-festival-rush-2027"]],
    ]);
    expect(inMonths([])).toEqual([]);
    expect(() => periodsInMonths([13], periods)).toThrow("a month is 1 to 12: 13");
  });

  it("a period across the new year is listed under the year of its first day in the months", () => {
    const across = holidayPeriods([period("new-year-2027", "2026-12-31/2027-01-02", "New Year's Day (元旦), 2027")]);
    const years = (months: number[]) => periodsInMonths(months, across).map((y) => [y.year, ids(y.periods)]);
    expect(years([1])).toEqual([[2027, ["new-year-2027"]]]);
    expect(years([12, 1])).toEqual([[2026, ["new-year-2027"]]]);
    expect(years([2])).toEqual([]);
  });
});

describe("a holiday's next days off, as :holiday[...] shows them", () => {
  const periods = real();
  const next = (holiday: string, date: string, list: readonly HolidayPeriod[] = periods) => {
    const found = upcomingHoliday(holiday, date, list);
    return "period" in found ? [found.period.id, found.words] : found.problem;
  };

  it("picks the earliest period whose last day is not past: the one under way, else the next", () => {
    expect(next("national-day", "2026-09-30")).toEqual(["national-day-2026", "October 1–7, 2026"]);
    expect(next("national-day", "2026-10-07")).toEqual(["national-day-2026", "October 1–7, 2026"]);
    expect(next("national-day", "2026-10-08")).toEqual([
      "national-day-2027-statutory",
      "October 1–7, 2027, expected by the holiday rules",
    ]);
    for (const date of ["2026-05-06", "2026-10-08", "2026-11-28"]) {
      const found = upcomingHoliday("labor-day", date, periods);
      if (!("period" in found)) throw new Error(found.problem);
      expect(found.period.end >= date, `${found.period.id} is past on ${date}`).toBe(true);
    }
  });

  it("a published schedule shows its days as the fact does", () => {
    const published = {
      id: "national-day-2027",
      start: "2027-10-01",
      end: "2027-10-07",
      published: true,
      expected: false,
    };
    expect(holidayWords(published)).toBe("October 1–7, 2027");
    expect(next("labor-day", "2026-04-30")).toEqual(["labor-day-2026", "May 1–5, 2026"]);
    expect(holidayWords(published)).toBe(formatFact({ unit: "period", value: "2027-10-01/2027-10-07", approx: false }));
    expect(next("labor-day", "2026-04-30")[1]).toBe(formatFact(factById("holidays.labor-day-2026")!));
  });

  it("before the notice: the span the holiday rules give where there is a rule, else the statutory days as a minimum", () => {
    expect(next("labor-day", "2026-11-28")).toEqual([
      "labor-day-2027-statutory",
      "May 1–5, 2027, expected by the holiday rules",
    ]);
    expect(next("national-day", "2026-11-28")).toEqual([
      "national-day-2027-statutory",
      "October 1–7, 2027, expected by the holiday rules",
    ]);
    expect(next("spring-festival", "2026-11-28")).toEqual([
      "spring-festival-2027-statutory",
      "February 5–12, 2027, expected by the holiday rules",
    ]);
    expect(next("qingming", "2026-11-28")).toEqual(["qingming-2027-statutory", "at least April 5, 2027"]);
    const published = { start: "2027-10-01", end: "2027-10-03", published: false, expected: false };
    expect(holidayWords(published)).toBe("at least October 1–3, 2027");
  });

  it("an unknown name, or a holiday with no period left, is a problem telling the editor what to add", () => {
    expect(next("golden-week", "2026-11-28")).toBe(
      'no holiday "golden-week" in app/content/facts/holidays.yaml (holidays: dragon-boat, labor-day, mid-autumn, ' +
        "national-day, new-year, qingming, spring-festival); to cite a new one, add its next year's statutory days " +
        "there as golden-week-<year>-statutory",
    );
    // A peak is not a holiday's days off.
    expect(next("spring-festival-rush", "2026-01-01")).toMatch(/^no holiday "spring-festival-rush"/);
    expect(next("national-day", "2027-10-08")).toBe(
      'no "national-day" on or after 2027-10-08 in app/content/facts/holidays.yaml (the last is ' +
        "national-day-2027-statutory): add next year's statutory days there as national-day-2028-statutory",
    );
    expect(() => upcomingHoliday("national-day", "2026-02-30", periods)).toThrow("the day is not a date");
  });
});

describe("holidays by rule, before a year's notice", () => {
  const periods = real();
  const on = (date: string) => periodsOn(date, periods).map((p) => p.id);
  const facts = (() => {
    const problems: string[] = [];
    return [...loadFacts(factsDir, problems).values()].filter((f) => f.topic === HOLIDAYS_TOPIC);
  })();
  const value = (id: string) => facts.find((f) => f.id === id)!.value;

  it("flags every day of National Day 2027 from the 1st to the 7th, the statutory 1st to 3rd kept as such", () => {
    for (let d = 1; d <= 7; d++) expect(on(`2027-10-0${d}`)).toContain("national-day-2027-statutory");
    expect(on("2027-10-08")).not.toContain("national-day-2027-statutory");
    expect(on("2027-09-30")).not.toContain("national-day-2027-statutory");
    const nd = periods.find((p) => p.id === "national-day-2027-statutory")!;
    expect(periodStatus(nd)).toBe(
      "expected by the holiday rules; the swapped working days come with the notice; statutory days October 1–3, 2027",
    );
  });

  it("runs the Spring Festival 2027 break 8 days from the eve, the day before the sourced Lunar New Year's Day", () => {
    const eve = addDays(String(value("lunar-new-year-2027")), -1);
    expect(eve).toBe("2027-02-05");
    const sf = periods.find((p) => p.id === "spring-festival-2027-statutory")!;
    expect([sf.start, sf.end, daysBetween(sf.start, sf.end) + 1]).toEqual([
      eve,
      "2027-02-12",
      value("rule-spring-festival-days"),
    ]);
    expect(sf.statutory).toEqual({ start: "2027-02-05", end: "2027-02-08" });
    expect(on("2027-02-12")).toContain("spring-festival-2027-statutory");
    expect(on("2027-02-13")).not.toContain("spring-festival-2027-statutory");
    const sf2028 = periods.find((p) => p.id === "spring-festival-2028-statutory")!;
    expect([sf2028.start, sf2028.end]).toEqual([addDays(String(value("lunar-new-year-2028")), -1), "2028-02-01"]);
  });

  it("gives 2027 and 2028 a Spring Festival travel rush in its usual window, labelled expected; 2026 keeps its announced one", () => {
    const rush = (year: number) => periods.find((p) => p.id === `peak-spring-festival-rush-${year}`);
    expect(rush(2027)).toMatchObject({
      kind: "peak",
      nameZh: "春运",
      start: "2027-01-22",
      end: "2027-03-02",
      published: false,
      expected: true,
    });
    expect(periodStatus(rush(2027)!)).toMatch(/usual window, expected/);
    expect([rush(2028)?.start, rush(2028)?.end]).toEqual(["2028-01-11", "2028-02-19"]);
    expect(rush(2026)).toMatchObject({ start: "2026-02-02", end: "2026-03-13", published: true, expected: false });
    expect(periodStatus(rush(2026)!)).toBe("");
    // The usual window, worked on 2026's Lunar New Year's Day, is the window announced for 2026.
    const start = addDays(
      String(value("lunar-new-year-2026")),
      -Number(value("rule-peak-spring-festival-rush-before")),
    );
    expect([start, addDays(start, Number(value("rule-peak-spring-festival-rush-days")) - 1)]).toEqual([
      rush(2026)!.start,
      rush(2026)!.end,
    ]);
  });

  it("refuses a rule or a Lunar New Year's Day that does not fit, saying why", () => {
    const messages = (list: HolidayFact[]) => holidayProblems(list).map((p) => `${p.index} ${p.field}: ${p.message}`);
    const sf = period(
      "spring-festival-2027-statutory",
      "2027-02-05/2027-02-08",
      "Spring Festival (春节), 2027",
      "Not yet.",
    );
    const lny = (v: string): HolidayFact => ({
      id: "lunar-new-year-2027",
      label: "Lunar New Year's Day (正月初一)",
      unit: "date",
      value: v,
    });
    expect(messages([sf, lny("2027-02-06")])).toEqual([]);
    expect(messages([sf, lny("2027-02-07")])).toEqual([
      "1 value: the Spring Festival's statutory days start on the eve, 2027-02-06; spring-festival-2027-statutory starts 2027-02-05",
    ]);
    expect(messages([lny("2027-03-06")])).toEqual([
      "0 value: Lunar New Year's Day 2027 falls from 2027-01-21 to 2027-02-20: 2027-03-06",
    ]);
    const rule = (id: string, v: number | string, unit: HolidayFact["unit"] = "days"): HolidayFact => ({
      id,
      label: "Rush (春运)",
      unit,
      value: v,
    });
    expect(messages([rule("rule-national-day-days", 7)])).toEqual([]);
    expect(messages([rule("rule-national-day-days", 7, "count")])).toEqual([
      "0 id: a rule is a number of days (unit days): rule-national-day-days",
    ]);
    expect(messages([rule("rule-national-day-days", 0.5)])).toEqual([
      "0 value: a rule's days are a whole number from 1 to 60: 0.5",
    ]);
    expect(messages([rule("rule-national-day-before", 3)])).toEqual([
      "0 id: a holiday's rule is rule-<holiday>-days, the break's length from its first statutory day: rule-national-day-before",
    ]);
    expect(messages([rule("rule-peak-rush-days", 40)])).toEqual([
      "0 id: a peak's window needs both rule-peak-rush-before and rule-peak-rush-days",
    ]);
    // Without the rule, the statutory days are all a page has: the 4th of October goes unflagged.
    const bare = holidayPeriods([
      period("national-day-2027-statutory", "2027-10-01/2027-10-03", undefined, "Not yet."),
    ]);
    expect(periodsOn("2027-10-04", bare)).toEqual([]);
    const ruled = holidayPeriods([
      period("national-day-2027-statutory", "2027-10-01/2027-10-03", undefined, "Not yet."),
      rule("rule-national-day-days", 7),
    ]);
    expect(ids(periodsOn("2027-10-07", ruled))).toEqual(["national-day-2027-statutory"]);
  });
});

describe("the :holiday[] directive in prose", () => {
  afterEach(() => setClock());

  it("shows the next days off as of the build day and cites that period's fact", () => {
    setClock("2026-11-28");
    const shown = compileInline("Golden Week (:holiday[labor-day] and :holiday[national-day])");
    expect(shown.problems).toEqual([]);
    // The text a reader sees (the word count's text spaces out each element).
    expect(shown.text).toBe(
      "Golden Week ( May 1–5, 2027, expected by the holiday rules and October 1–7, 2027, expected by the holiday rules )",
    );
    expect(proseHtml(shown.tree)).toContain(">October 1–7, 2027, expected by the holiday rules</button>");
    expect(shown.facts).toEqual(["holidays.labor-day-2027-statutory", "holidays.national-day-2027-statutory"]);
    setClock("2026-09-01");
    const before = compileInline("National Day (:holiday[national-day])");
    expect([before.text, before.facts]).toEqual(["National Day ( October 1–7, 2026 )", ["holidays.national-day-2026"]]);
  });

  it("refuses a name that is no holiday, as an unknown fact is refused", () => {
    setClock("2026-11-28");
    const { problems, facts } = compileInline("Avoid :holiday[golden-week].");
    expect(facts).toEqual([]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^:holiday\[golden-week\]: no holiday "golden-week" in app\/content\/facts\/holidays\.yaml/,
      ),
    ]);
  });
});
