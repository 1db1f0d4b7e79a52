/**
 * Content tests: every record against the spec's invariants and the style
 * guide's minimums, over whatever documents exist (a new document is covered).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specPaths } from "../../tests/spec-routes";
import { recordText } from "../lib/content-integrity";
import { contentTypes } from "../lib/content/load";
import { reviewProblem, STALE_AFTER_MONTHS, today } from "../lib/content/freshness";
import { MIN_WORDS } from "../lib/content/word-minimums";
import { minSightsFor } from "../lib/content/structure-minimums";
import { countWords } from "../lib/content/words";
import { EDITION_YEAR } from "../lib/product";
import { aliases, datasets, pages, type EntryOf } from "../lib/registry";

const of = <T extends EntryOf<"city" | "solution" | "comparison" | "article">["type"]>(type: T) =>
  pages.filter((p): p is EntryOf<T> => p.type === type);
const words = (p: (typeof pages)[number]) => recordText(p).reduce((n, s) => n + countWords(s), 0);

describe("content folders", () => {
  it.each(Object.keys(contentTypes) as (keyof typeof contentTypes)[])("every %s document is a page", (folder) => {
    const files = readdirSync(path.resolve(import.meta.dirname, folder));
    expect(files.length).toBeGreaterThan(0);
    expect(pages.filter((p) => p.source.file.startsWith(`app/content/${folder}/`)).length).toBe(files.length);
  });
});

describe("freshness", () => {
  it(`no page claims a reviewed date in the future or older than ${STALE_AFTER_MONTHS} months`, () => {
    const stale = pages.flatMap((p) => {
      const problem = reviewProblem(p.reviewed, today());
      return problem ? [`${p.source.file}: ${problem}`] : [];
    });
    expect(stale).toEqual([]);
  });
  it(`no tool dataset was reviewed in the future or more than ${STALE_AFTER_MONTHS} months ago`, () => {
    const all = Object.values(datasets);
    expect(all.length).toBeGreaterThan(0);
    const stale = all.flatMap((d) => {
      const problem = reviewProblem(d!.data.reviewed, today());
      return problem ? [`${d!.file}: ${problem}`] : [];
    });
    expect(stale).toEqual([]);
  });
  it("uses the record's dates, not a global constant", () => {
    for (const p of pages) {
      expect(p.datePublished <= p.dateModified, p.path).toBe(true);
      expect(p.reviewed, p.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The spec's fixed dates stay the first-publication dates of the spec's pages; pages added later carry their own.
    const spec = new Set(specPaths);
    expect(
      new Set(
        of("article")
          .filter((a) => spec.has(a.path))
          .map((a) => a.datePublished),
      ),
    ).toEqual(new Set(["2025-01-15"]));
    expect(new Set(of("city").map((c) => c.datePublished))).toEqual(new Set(["2025-01-01"]));
  });
});

describe("edition year and social proof", () => {
  it("the edition year is the year of the latest fact check", () => {
    const latest = pages
      .map((p) => p.reviewed)
      .sort()
      .at(-1)!;
    expect(EDITION_YEAR, `newest reviewed date ${latest}`).toBe(Number(latest.slice(0, 4)));
  });
  it("the landing mockup's seal shows the edition year (re-render the illustrations after changing it)", () => {
    const svg = readFileSync(path.resolve(import.meta.dirname, "../../public/illustrations/guide-mockup.svg"), "utf8");
    expect(svg).toContain(`>${EDITION_YEAR}</text>`);
  });
  it("no document writes a readers figure of its own (one home: app/lib/social-proof.ts)", () => {
    const files = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.(md|ya?ml)$/.test(f),
    );
    const found = files.flatMap((f) => {
      const text = readFileSync(path.join(import.meta.dirname, f), "utf8");
      return [...text.matchAll(/\b\d[\d,]*\+?\s+(?:happy\s+)?(?:travell?ers|readers|buyers|customers)\b/gi)].map(
        (m) => `${f}: "${m[0]}"`,
      );
    });
    expect(found).toEqual([]);
  });
});

describe("sources", () => {
  it("every page that states entry rules, payment limits or fees lists sources", () => {
    for (const p of pages) if (p.record.states.length) expect(p.sources.length, p.path).toBeGreaterThan(0);
  });
});

describe("registry", () => {
  it("registers every path of the spec's route table", () => {
    const registered = new Set(pages.map((p) => p.path));
    expect(specPaths.filter((p) => !registered.has(p))).toEqual([]);
  });
  it("has one page per path and unique route ids", () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.routeId)).size).toBe(pages.length);
  });
  it("answers every alias to an existing canonical page, never to another alias", () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const a of aliases) {
      expect(paths.has(a.to), a.to).toBe(true);
      expect(paths.has(a.from), a.from).toBe(false);
    }
    expect(aliases.find((a) => a.from === "/solutions/use-alipay-foreign-card")?.to).toBe(
      "/how-to-use-alipay-china-foreign-card",
    );
    expect(aliases.find((a) => a.from === "/comparisons/beijing-vs-shanghai")?.to).toBe(
      "/beijing-vs-shanghai-first-visit",
    );
    expect(aliases.find((a) => a.from === "/cities/xian")?.to).toBe("/xian-travel-guide-2025");
  });
});

describe("city guides", () => {
  const cities = of("city");
  it("exist for all 21 cities", () => expect(cities).toHaveLength(21));
  it.each(cities.map((c) => [c.record.slug, c] as const))("%s meets the style guide's minimums", (_, c) => {
    const r = c.record;
    expect(words(c)).toBeGreaterThanOrEqual(MIN_WORDS.city);
    expect(r.topAttractions.length).toBeGreaterThanOrEqual(minSightsFor(r.slug));
    // Every sight, area and dish a traveller can point at, in Chinese (content style guide, "Chinese names").
    const missing = [
      ...r.topAttractions.flatMap((a) =>
        (["nameZh", "pinyin", "addressZh", "hours", "closed", "price"] as const)
          .filter((k) => !a[k])
          .map((k) => `${a.name}: ${k}`),
      ),
      ...r.whereToStay.areas.flatMap((a) =>
        (["nameZh", "pinyin"] as const).filter((k) => !a[k]).map((k) => `${a.name}: ${k}`),
      ),
      ...r.whatToEat.dishes.filter((d) => !d.pinyin).map((d) => `${d.name}: pinyin`),
    ];
    expect(missing).toEqual([]);
    expect(r.gettingAround.tips.length).toBeGreaterThanOrEqual(4);
    expect(r.whereToStay.areas.length).toBeGreaterThanOrEqual(3);
    expect(r.whatToEat.dishes.length).toBeGreaterThanOrEqual(5);
    expect(r.safetyTips.tips.length).toBeGreaterThanOrEqual(4);
    const score = Number(r.safetyRating.match(/\((\d+)\/10\)/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(7);
    expect(score).toBeLessThanOrEqual(9);
    expect(r.relatedCities).not.toContain(r.slug);
    expect(r.relatedCities.length).toBeLessThanOrEqual(6);
  });
  it("mark exactly the spec's three areas as not foreigner friendly", () => {
    const notFriendly = cities.flatMap((c) =>
      c.record.whereToStay.areas.filter((a) => !a.foreignerFriendly).map((a) => `${c.record.slug}: ${a.name}`),
    );
    expect(notFriendly.sort()).toEqual([
      "kashgar: Old City Guest Houses",
      "urumqi: Hong Shan District",
      "zhangjiajie: Zhangjiajie City",
    ]);
  });
});

describe("how-to pages", () => {
  const solutions = of("solution");
  it("exist for all 15 slugs", () => expect(solutions).toHaveLength(15));
  it.each(solutions.map((s) => [s.record.slug, s] as const))("%s meets the minimums", (_, s) => {
    expect(words(s)).toBeGreaterThanOrEqual(MIN_WORDS.solution);
    expect(s.record.stepByStep.length).toBeGreaterThanOrEqual(4);
    expect(s.record.stepByStep.map((x) => x.step)).toEqual(s.record.stepByStep.map((_, i) => i + 1));
    expect(s.record.troubleshooting.length).toBeGreaterThanOrEqual(3);
    expect(s.record.relatedSolutions.every((r) => r.link.startsWith("/how-to-"))).toBe(true);
  });
});

describe("comparison pages", () => {
  const comparisons = of("comparison");
  it("exist for all 17 slugs", () => expect(comparisons).toHaveLength(17));
  it.each(comparisons.map((c) => [c.record.slug, c] as const))("%s meets the minimums", (_, c) => {
    const r = c.record;
    expect(words(c)).toBeGreaterThanOrEqual(MIN_WORDS.comparison);
    expect(r.comparisonTable.length).toBeGreaterThanOrEqual(8);
    for (const review of [r.optionAReview, r.optionBReview]) {
      expect(review.pros.length).toBeGreaterThanOrEqual(4);
      expect(review.cons.length).toBeGreaterThanOrEqual(4);
    }
    expect(r.faqs.length).toBeGreaterThanOrEqual(4);
    expect(r.relatedComparisons.length).toBeGreaterThanOrEqual(3);
    const comparisonPaths = new Set(comparisons.map((x) => x.path));
    expect(r.relatedComparisons.every((x) => comparisonPaths.has(x.link))).toBe(true);
  });
  it("say yes/no rows so that yes is the good answer: the winner of such a row is its yes side", () => {
    // A check mark reads as "good": a row where the check sits on the loser (a feature said the
    // wrong way round, "Bag security check" or "Typhoon risk") contradicts its own winner column.
    const wrong = comparisons.flatMap((c) =>
      c.record.comparisonTable.flatMap((row) => {
        const { optionA: a, optionB: b, winner } = row;
        if (typeof a !== "boolean" || typeof b !== "boolean") return [];
        const expected = a === b ? "tie" : a ? "A" : "B";
        return winner === expected
          ? []
          : [`${c.path}: "${row.feature}" has winner ${winner}, its data says ${expected}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe("articles", () => {
  const articles = of("article");
  it("include the spec's 10 guides", () =>
    expect(specPaths.filter((p) => articles.some((a) => a.path === p)).length).toBe(10));
  it.each(articles.map((a) => [a.record.slug, a] as const))("%s meets the minimums", (_, a) => {
    const r = a.record;
    const blocks = r.body.blocks;
    expect(words(a)).toBeGreaterThanOrEqual(MIN_WORDS.article);
    expect(r.body.sections.length).toBeGreaterThanOrEqual(5);
    expect(blocks.some((b) => ["tip", "warning", "note"].includes(b))).toBe(true);
    expect(blocks).toContain("pros-cons");
    expect(blocks).toContain("quote");
    const ids = r.body.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain("quick-answer");
    expect(ids).not.toContain("faq");
    if (r.schemaType === "HowTo") expect(r.body.steps.length).toBeGreaterThan(0);
  });
  it("use HowTo exactly on the three payment pages", () => {
    expect(
      articles
        .filter((a) => a.record.schemaType === "HowTo")
        .map((a) => a.record.slug)
        .sort(),
    ).toEqual(["how-to-use-alipay-in-china", "payment-methods-in-china", "wechat-pay-for-foreigners"]);
  });
  it("give the China best-time page its month cards and seven FAQs", () => {
    const china = articles.find((a) => a.record.slug === "best-time-to-visit-china")!.record;
    expect(china.tableOfContents).toBe(true);
    for (const id of ["spring", "summer", "autumn", "winter", "month-by-month"])
      expect(china.body.sections.map((s) => s.id)).toContain(id);
    expect(china.body.blocks).toContain("month-cards");
    expect(china.faqs).toHaveLength(7);
  });
  it("give the Alipay page the spec's three HowTo steps", () => {
    const alipay = articles.find((a) => a.record.slug === "how-to-use-alipay-in-china")!.record;
    expect(alipay.body.steps).toHaveLength(3);
  });
});

describe("originality", () => {
  // No two pages may share a sentence of 12 or more words (style guide).
  const SHINGLE = 12;
  it("no two pages share a run of 12 words", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const page of pages) {
      const seenHere = new Set<string>();
      for (const text of recordText(page)) {
        const tokens = text
          .toLowerCase()
          .replace(/[^\p{L}\p{N}¥$%' ]+/gu, " ")
          .split(/\s+/)
          .filter(Boolean);
        for (let i = 0; i + SHINGLE <= tokens.length; i++) {
          const run = tokens.slice(i, i + SHINGLE).join(" ");
          if (seenHere.has(run)) continue;
          seenHere.add(run);
          const first = owner.get(run);
          if (first && first !== page.path) clashes.push(`${page.path} and ${first}: "${run}"`);
          else owner.set(run, page.path);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
