/**
 * The uncited-figures detector and its budget, on strings, on a copy of one record with a new
 * uncited figure, and on the live content (shared with the other content tests: registry()).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registry, type EntryOf } from "../registry";
import { compileProse } from "./prose";
import { BUDGET_FILE, budgetOf, budgetSchema, budgetToLower, overBudget, SLACK } from "./uncited-budget";
import {
  EXCLUSIONS,
  countsByKind,
  findFigures,
  journeyTo,
  recordFigures,
  scanFigures,
  uncitedFigures,
  type FigureKind,
} from "./uncited-figures";

const kinds = (source: string) => findFigures(source).map((f) => [f.kind, f.match]);

describe("findFigures", () => {
  it.each<[string, [FigureKind, string][]]>([
    ["A taxi costs about ¥25-35 to the lake.", [["amount", "¥25-35"]]],
    [
      "Tickets are 60 yuan, or RMB 40 for students; a coffee is $5 and a beer €4.",
      [
        ["amount", "60 yuan"],
        ["amount", "RMB 40"],
        ["amount", "$5"],
        ["amount", "€4"],
      ],
    ],
    ["Keep ¥1,000 in cash.", [["amount", "¥1,000"]]],
    [
      "The ride takes 45-60 minutes, the climb 2 hours, the visa 30 days.",
      [
        ["duration", "45-60 minutes"],
        ["duration", "2 hours"],
        ["duration", "30 days"],
      ],
    ],
    ["The card adds 1-3% on top.", [["percent", "1-3%"]]],
    [
      "Carry power banks up to 100Wh; no more than 2 per passenger.",
      [
        ["limit", "up to 100Wh"],
        ["limit", "no more than 2"],
      ],
    ],
    ["The museum is closed on Mondays except public holidays.", [["closing-day", "closed on Mondays"]]],
    ["Come in April-May, when the hills are green.", [["season", "April-May"]]],
    ["The blossom is best in early April.", [["season", "blossom is best in early April"]]],
  ])("%s", (source, expected) => expect(kinds(source)).toEqual(expected));

  it("does not count a cited figure: :fact[...] is taken out first", () => {
    expect(kinds("The fee is :fact[payments.foreign-card-fee] above :fact[payments.fee-free-up-to].")).toEqual([]);
    expect(kinds("Tickets cost :fact[sights.forbidden-city-peak] (¥60 off-peak).")).toEqual([["amount", "¥60"]]);
  });

  it.each([
    ["a year", "Our trip in September 2025 and the 2024 rules."],
    ["a date in a note", "Golden Week runs May 1-5."],
    ["a rating", "Safe (8/10), rated 4.5 of 5."],
    ["a phone number", "Call 110 for the police or 12306 for trains; +86 10 6512 3456."],
    ["a line or an exit number", "Take Line 2 to Qianmen, Exit B2, then bus 5."],
    ["a chapter", "Chapter 3 of the guide covers payments."],
    ["a driver's address", '::address{name="Forbidden City" zh="北京市东城区景山前街4号"}'],
    ["a link target", "See [the timetable](https://example.com/fares/2025/¥60)."],
    ["a distance", "The station is about 8 km south of the Old Town."],
    ["a clock time", "It opens at 8:30 and the last entry is 16:00."],
    ["a temperature range", "Days of 15-27°C."],
  ])("counts nothing in %s", (_, source) => expect(kinds(source)).toEqual([]));
});

describe("the exclusions", () => {
  const samples: Record<string, string> = {
    "product price": "The guide costs $19 at launch instead of $49.",
    "product discount": "The guide is 61% off at launch.",
    year: "The exact 2027 days off appear in the State Council notice.",
    "age or history": "A 600 years old temple with 1,300 years of history.",
    "trip length": "Our 5-day itinerary starts in Beijing.",
    banknote: "The karst on the ¥20 note.",
    "qualifier of a cited figure": "Admission is :fact[sights.palace-museum-peak] April-October.",
    "our own trip": "We spent 14 days on the road in September 2025.",
    "product terms": "Write to us within 30 days of purchase and we refund you in full.",
    "size or record": "Pillars over 200 m tall.",
    temperature: "Hot in the valleys (up to 35°C).",
  };
  it.each(EXCLUSIONS.map((e) => [e.name, e]))("%s: has a reason and drops its sample", (name, exclusion) => {
    expect(exclusion.why.length).toBeGreaterThan(20);
    const sample = samples[name];
    expect(sample, `a sample for "${name}"`).toBeDefined();
    const scanned = scanFigures(sample!);
    expect(
      scanned.some((f) => f.excluded === name),
      JSON.stringify(scanned),
    ).toBe(true);
    expect(findFigures(sample!).filter((f) => scanned.find((s) => s.index === f.index)?.excluded)).toEqual([]);
  });
});

const { pages } = registry();
const figures = uncitedFigures(pages);
const budget = budgetSchema.parse(JSON.parse(readFileSync(path.resolve("app/content", BUDGET_FILE), "utf8")));

/** A copy of one city record whose intro gains an uncited ¥ figure (the record itself is untouched). */
function withNewFigure() {
  const city = pages.find((p): p is EntryOf<"city"> => p.type === "city")!;
  const intro = compileProse(`${city.record.intro.source} A taxi from the station costs ¥999.`);
  const copy = { ...city, record: { ...city.record, intro } } as EntryOf<"city">;
  return { city, pages: pages.map((p) => (p === city ? copy : p)) };
}

describe("the pages' uncited figures", () => {
  it("are found with their page, file, field, line and sentence", () => {
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) {
      expect(f.file).toMatch(/^app\/content\//);
      expect(f.line).toBeGreaterThan(0);
      expect(f.sentence).toContain(f.match.split(/\s/)[0]);
    }
  });

  it("leave out the figures read from a record: a sight's price is reported apart", () => {
    const fromRecord = recordFigures(pages);
    expect(fromRecord.some((r) => r.field.endsWith(".price"))).toBe(true);
    expect(figures.some((f) => /\.(price|hours|closed|booking)$/.test(f.field))).toBe(false);
  });

  it("stay within the budget, and the budget is not left high", () => {
    expect(overBudget(figures, budget)).toEqual([]);
    expect(budgetToLower(figures, budget)).toEqual([]);
  });

  it("fail the budget when a copy of a record gains an uncited ¥ figure, naming that figure alone at its line", () => {
    const { city, pages: grown } = withNewFigure();
    const problems = overBudget(uncitedFigures(grown), budgetOf(figures));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${city.source.file}:\\d+: intro: ¥999 is a new uncited amount figure \\(\\d+ on the site, budget \\d+\\): cite a fact, :fact\\[topic\\.id\\]`,
      ),
    );
    expect(problems[0]).not.toContain("\n");
  });

  it("ask to lower the budget when the count falls by the slack", () => {
    const counts = countsByKind(figures);
    const high = { ...budget, kinds: { ...budget.kinds, amount: counts.amount + SLACK } };
    expect(budgetToLower(figures, high)).toEqual([
      `amount: ${counts.amount} uncited figures, budget ${counts.amount + SLACK}: lower the budget to ${counts.amount} (npm run facts -- --write-budget)`,
    ]);
    expect(
      budgetToLower(figures, { ...budget, kinds: { ...budget.kinds, amount: counts.amount + SLACK - 1 } }),
    ).toEqual([]);
  });

  it("name the other city of a journey time: right after the figure, else the nearest before it", () => {
    const sentence = "The main station for Chongqing (about 1-1.5 hours) and Xi’an (about 3.5 hours).";
    const cities = ["Xi’an", "Chongqing", "Chengdu"];
    expect(journeyTo(sentence, "1-1.5 hours", cities, "Chengdu")).toBe("Chongqing");
    expect(journeyTo(sentence, "3.5 hours", cities, "Chengdu")).toBe("Xi’an");
    expect(journeyTo("About 1 hour from Xi’an and 3 hours from Chongqing.", "3 hours", cities, "Chengdu")).toBe(
      "Chongqing",
    );
    expect(journeyTo("Walk 20 minutes to the lake.", "20 minutes", cities, "Chengdu")).toBeUndefined();
  });

  it("mark a journey time to another city", () => {
    const journeys = figures.filter((f) => f.journeyTo);
    expect(journeys.length).toBeGreaterThan(0);
    for (const j of journeys) expect(j.match).toMatch(/\d\s?(minutes?|hours?|h)$/);
  });
});
