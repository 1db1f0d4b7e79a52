/**
 * The budget's messages (./uncited-budget.ts) on small fixtures: which figures are named as new,
 * and where each is told to live instead. One line each: `file:line: field: figure is new…: where`.
 */
import { describe, expect, it } from "vitest";
import type { FactInForce } from "./facts";
import { budgetOf, factsShowing, homeOf, overBudget, type UncitedBudget } from "./uncited-budget";
import type { FigureKind, UncitedFigure } from "./uncited-figures";

const CITY = "/x-travel-guide";
const FILE = "app/content/cities/x.yaml";

/** A figure of the fixture city's intro (or of `field`), at `line`. */
function fig(match: string, line: number, extra: Partial<UncitedFigure> = {}): UncitedFigure {
  return {
    kind: "amount",
    match,
    index: 0,
    sentence: `It costs ${match}.`,
    page: CITY,
    file: FILE,
    field: "intro",
    line,
    ...extra,
  };
}

/** A budget written when the page had `before`, with `slack` more allowed than that. */
const budgetWith = (before: UncitedFigure[], slack = 0): UncitedBudget => {
  const b = budgetOf(before);
  return { ...b, kinds: { ...b.kinds, amount: b.kinds.amount + slack } };
};

/** A fact as the loader puts it in force, with only what the messages read. */
const fact = (key: string, label: string, value: number, range?: [number, number]) =>
  ({ key, label, unit: "CNY", value: range ? undefined : value, range, approx: false }) as unknown as FactInForce;

describe("a new uncited figure", () => {
  const before = [fig("¥30", 10), fig("¥50", 20)];

  it("is named alone, at its line, among the figures the page had", () => {
    const now = [fig("¥30", 10), fig("¥80", 15), fig("¥50", 21)];
    expect(overBudget(now, budgetOf(before))).toEqual([
      `${FILE}:15: intro: ¥80 is a new uncited amount figure (3 on the site, budget 2): cite a fact, :fact[topic.id] (add one to app/content/facts/: docs/content-guide.md, Facts)`,
    ]);
  });

  it("counts a repeated figure: the third ¥1 of a page that had two is new", () => {
    const ones = [fig("¥1", 5), fig("¥1", 6)];
    const problems = overBudget([...ones, fig("¥1", 9)], budgetOf(ones));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${FILE}:9: intro: ¥1 is a new`));
  });

  it("is not refused while the kind stays within its budget, nor when a figure only changed", () => {
    expect(overBudget([...before, fig("¥80", 15)], budgetWith(before, 1))).toEqual([]);
    expect(overBudget([fig("¥30", 10), fig("¥55", 20)], budgetOf(before))).toEqual([]);
  });

  it("names every figure of a page the budget has no list for: a new page, or a budget of counts only", () => {
    const newPage = [fig("¥5", 3, { page: "/y", file: "app/content/cities/y.yaml" })];
    const problems = overBudget([...before, ...newPage], budgetOf(before));
    expect(problems).toEqual([expect.stringMatching(/^app\/content\/cities\/y\.yaml:3: intro: ¥5 is a new uncited/)]);
    const counts: UncitedBudget = { ...budgetOf(before), pages: { [CITY]: { amount: 2 } } };
    expect(overBudget([...before, fig("¥80", 15)], counts)).toHaveLength(3);
  });

  it("falls back to the budget file when no page has more than the budget lists (a kind lowered by hand)", () => {
    const lowered: UncitedBudget = { ...budgetOf(before), kinds: { ...budgetOf(before).kinds, amount: 1 } };
    expect(overBudget(before, lowered, "app/content/facts/uncited-budget.json")).toEqual([
      "app/content/facts/uncited-budget.json: 2 uncited amount figures in page prose, over the budget of 1, and no page has more than the budget lists: run npm run facts -- --uncited",
    ]);
  });
});

describe("where a new figure belongs", () => {
  const sight = (kind: FigureKind, match: string) => fig(match, 40, { kind, field: "topAttractions.3.tip" });

  it("a ¥ figure in a sight: its price field, or a fact", () => {
    expect(homeOf(sight("amount", "¥60"))).toBe(
      "if it is the sight's ticket, give it in topAttractions.3.price; else cite a fact, :fact[topic.id] (add one to app/content/facts/: docs/content-guide.md, Facts)",
    );
  });

  it("a closing day in a sight: its closed field", () => {
    expect(homeOf(sight("closing-day", "closed on Mondays"))).toMatch(
      /^give the closing day in topAttractions\.3\.closed \(with closedOn\); else cite a fact/,
    );
  });

  it("a season in a city guide: bestMonth; in an article: a fact", () => {
    expect(homeOf(fig("April to May", 7, { kind: "season" }))).toMatch(
      /^if it is the city's best time to visit, give it in bestMonth; else cite a fact/,
    );
    expect(homeOf(fig("April to May", 7, { kind: "season", file: "app/content/articles/a.md" }))).toMatch(
      /^cite a fact, :fact\[topic\.id\]/,
    );
  });

  it("a figure a fact already shows, in a sentence about the same thing: that fact", () => {
    const facts = [
      fact("metro.airport-express", "Airport Express single fare", 25),
      fact("sights.museum-ticket", "Museum ticket", 25),
    ];
    const f = fig("¥25", 12, { sentence: "The Airport Express fare is ¥25 to Dongzhimen." });
    expect(factsShowing(f, facts)).toEqual(["metro.airport-express"]);
    expect(homeOf(f, facts)).toMatch(
      /^if it is :fact\[metro\.airport-express\], which shows ¥25, cite that; else cite a fact/,
    );
    expect(overBudget([fig("¥30", 10), f], budgetOf([fig("¥30", 10)]), undefined, facts)[0]).toContain(
      ":fact[metro.airport-express]",
    );
  });

  it("no fact when only the value is the same: a museum's ¥25 is not a taxi's", () => {
    const facts = [fact("sights.museum-ticket", "Museum ticket", 25)];
    expect(factsShowing(fig("¥25", 12, { sentence: "A taxi to the station is about ¥25." }), facts)).toEqual([]);
  });

  it("a range matches a fact's range", () => {
    const facts = [fact("payments.cash-backup", "Cash backup to carry", 0, [300, 500])];
    const f = fig("¥300-500", 3, { sentence: "Carry a cash backup of ¥300-500." });
    expect(factsShowing(f, facts)).toEqual(["payments.cash-backup"]);
  });
});

describe("the budget file", () => {
  it("lists each page's figures by kind, and its counts", () => {
    const b = budgetOf([fig("¥30", 1), fig("2 hours", 2, { kind: "duration" }), fig("¥30", 3)]);
    expect(b.kinds.amount).toBe(2);
    expect(b.kinds.duration).toBe(1);
    expect(b.pages[CITY]).toEqual({ amount: ["¥30", "¥30"], duration: ["2 hours"] });
  });
});
