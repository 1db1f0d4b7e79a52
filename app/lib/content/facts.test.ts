import { describe, expect, it } from "vitest";
import { factText } from "../../content/schemas/fact-text";
import { factSchema } from "../../content/schemas/facts";
import { factAges, formatFact, setFacts, type FactInForce } from "./facts";

const fact = (over: Partial<FactInForce>): FactInForce => ({
  id: "x",
  key: "topic.x",
  topic: "topic",
  label: "A figure",
  unit: "CNY",
  value: 1,
  approx: false,
  sources: ["s"],
  sourceList: [],
  checked: "2026-06-01",
  reviewMonths: 6,
  decides: true,
  whereToCheck: "the operator",
  standing: "official",
  quoted: false,
  stating: [],
  at: "facts/topic.yaml:1",
  ...over,
});

describe("a fact's value as pages show it", () => {
  it("writes money, ranges, percentages, durations and dates one way", () => {
    expect(formatFact({ unit: "CNY", value: 200, approx: false })).toBe("¥200");
    expect(formatFact({ unit: "USD", value: 11.99, approx: false })).toBe("$11.99");
    expect(formatFact({ unit: "USD", value: 4.5, approx: true })).toBe("about $4.50");
    expect(formatFact({ unit: "USD", range: [6.67, 12.9], approx: false })).toBe("$6.67-12.90");
    expect(formatFact({ unit: "CNY", value: 515.5, approx: false })).toBe("¥515.5");
    expect(formatFact({ unit: "CNY", range: [550, 680], approx: false })).toBe("¥550-680");
    expect(formatFact({ unit: "CNY", value: 5000, approx: true })).toBe("about ¥5,000");
    expect(formatFact({ unit: "percent", value: 3, approx: false })).toBe("3%");
    expect(formatFact({ unit: "days", value: 1, approx: false })).toBe("1 day");
    expect(formatFact({ unit: "hours", value: 240, approx: false })).toBe("240 hours");
    expect(formatFact({ unit: "hours", range: [4, 6], approx: false })).toBe("4-6 hours");
    expect(formatFact({ unit: "date", value: "2026-12-31", approx: false })).toBe("December 31, 2026");
    expect(formatFact({ unit: "time", value: "08:30-17:00", approx: false })).toBe("08:30-17:00");
  });
  it("writes a period's first and last day, the year once where both ends share it", () => {
    const period = (value: string) => formatFact({ unit: "period", value, approx: false });
    expect(period("2026-10-01/2026-10-07")).toBe("October 1–7, 2026");
    expect(period("2026-04-28/2026-05-05")).toBe("April 28–May 5, 2026");
    expect(period("2026-12-31/2027-01-02")).toBe("December 31, 2026–January 2, 2027");
    expect(period("2027-01-01/2027-01-01")).toBe("January 1, 2027");
    expect(formatFact({ unit: "period", value: "2027-10-01/2027-10-07", approx: true })).toBe(
      "about October 1–7, 2027",
    );
  });
});

describe("a fact's record", () => {
  const base = { id: "fee", label: "Fee", unit: "percent", value: 3, sources: ["s"], checked: "2026-11-01" };
  it("accepts a sound fact", () => expect(factSchema.safeParse(base).success).toBe(true));
  it("refuses a value and a range together, a text value for a number, and an end date with nothing after it", () => {
    const messages = (f: object) => factSchema.safeParse(f).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...base, range: [1, 2] })).toContain("give a value or a range, not both");
    expect(messages({ ...base, value: "3%" })).toContain("a percent value is a number");
    expect(messages({ ...base, ends: "2026-12-31" })).toContain(
      "say what happens after the end date if nothing new is announced",
    );
    expect(messages({ ...base, unit: "date", value: "31 Dec" })).toContain("a date is YYYY-MM-DD");
  });
  it("accepts a period of one day or more, and refuses one that is malformed, not in the calendar or backwards", () => {
    const period = (value: unknown) => factSchema.safeParse({ ...base, unit: "period", value });
    expect(period("2026-10-01/2026-10-07").success).toBe(true);
    expect(period("2027-01-01/2027-01-01").success).toBe(true);
    expect(period("2026-12-31/2027-01-02").success).toBe(true);
    const malformed = "a period is YYYY-MM-DD/YYYY-MM-DD: its first and last day, both days of the calendar";
    for (const value of ["2026-10-01", "2026-10-01--2026-10-07", "2026-10-01/2026-10-07/2026-10-08", "Oct 1/Oct 7"])
      expect(period(value).error?.issues.map((i) => i.message)).toEqual([malformed]);
    expect(period("2026-02-28/2026-02-30").error?.issues.map((i) => i.message)).toEqual([malformed]);
    expect(period("2026-10-07/2026-10-01").error?.issues.map((i) => i.message)).toEqual([
      "a period goes from its first day to its last: 2026-10-07 is after 2026-10-01",
    ]);
    expect(period(7).error?.issues.map((i) => i.message)).toEqual(["a period value is text"]);
    expect(
      factSchema
        .safeParse({ ...base, unit: "period", value: undefined, range: [1, 2] })
        .error?.issues.map((i) => i.message),
    ).toEqual(["a period fact has no range"]);
  });
});

describe("the facts by age", () => {
  it("marks a fact past its review window as overdue, and one inside it as not", () => {
    const [old, fresh] = ["2026-05-31", "2026-06-01"].map((checked, i) => fact({ key: `t.${i}`, checked }));
    const ages = factAges([old!, fresh!], "2026-12-01");
    expect(ages.map((a) => [a.fact.checked, a.due, a.overdue])).toEqual([
      ["2026-05-31", "2026-11-30", true],
      ["2026-06-01", "2026-12-01", false],
    ]);
  });
  it("lists a fact whose end is within 60 days first", () => {
    const ending = fact({ key: "t.ends", checked: "2026-11-20", ends: "2026-12-31", afterEnd: "a visa is needed" });
    const ages = factAges([fact({ key: "t.old", checked: "2026-06-01" }), ending], "2026-11-25");
    expect(ages.map((a) => [a.fact.key, a.endsIn])).toEqual([
      ["t.ends", 36],
      ["t.old", undefined],
    ]);
  });
});

describe("a dataset's text citing a fact", () => {
  it("reads the value as pages write it, and refuses an unknown fact", () => {
    setFacts(new Map([["trains.window", fact({ key: "trains.window", unit: "days", value: 15 })]]));
    expect(factText.parse("On sale :fact[trains.window] ahead.")).toBe("On sale 15 days ahead.");
    const refused = factText.safeParse("On sale :fact[trains.nope] ahead.");
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['unknown fact "trains.nope" (app/content/facts/)']);
    setFacts(new Map());
  });
});
