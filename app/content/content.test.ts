/**
 * Content tests: every record against the spec's invariants and the style
 * guide's minimums, over whatever records exist (a new record is covered).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordFiles, recordFolders, renderIndex } from "../../scripts/content-index";
import { specPaths } from "../../tests/spec-routes";
import { recordText } from "../lib/content-integrity";
import { CONTENT_DATES } from "../lib/dates";
import { aliases, pages, type EntryOf } from "../lib/registry";
import { countWords, plainText } from "./words";

const of = <T extends EntryOf<"city" | "solution" | "comparison" | "article">["type"]>(type: T) =>
  pages.filter((p): p is EntryOf<T> => p.type === type);
const words = (p: (typeof pages)[number]) => recordText(p).reduce((n, s) => n + countWords(s), 0);

describe("content folders", () => {
  it.each(Object.keys(recordFolders) as (keyof typeof recordFolders)[])(
    "%s/index.ts lists every record file",
    (folder) => {
      const index = readFileSync(path.resolve(import.meta.dirname, folder, "index.ts"), "utf8");
      expect(index, `run: node --import tsx scripts/content-index.ts`).toBe(renderIndex(folder));
      expect(recordFiles(folder).length).toBeGreaterThan(0);
    },
  );
});

describe("registry", () => {
  it("registers exactly the spec's route table", () => {
    expect(pages.map((p) => p.path).sort()).toEqual([...specPaths].sort());
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
    expect(words(c)).toBeGreaterThanOrEqual(900);
    expect(r.topAttractions).toHaveLength(3);
    expect(r.gettingAround.tips.length).toBeGreaterThanOrEqual(4);
    expect(r.whereToStay.areas.length).toBeGreaterThanOrEqual(3);
    expect(r.whatToEat.dishes.length).toBeGreaterThanOrEqual(5);
    expect(r.safetyTips.tips.length).toBeGreaterThanOrEqual(4);
    const score = Number(r.safetyRating.match(/\((\d+)\/10\)/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(7);
    expect(score).toBeLessThanOrEqual(9);
    expect(r.relatedCities).not.toContain(r.slug);
    expect(r.relatedCities.length).toBeLessThanOrEqual(6);
    expect(c.datePublished).toBe(CONTENT_DATES.records.datePublished);
    expect(c.dateModified).toBe(CONTENT_DATES.records.dateModified);
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
    expect(words(s)).toBeGreaterThanOrEqual(700);
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
    expect(words(c)).toBeGreaterThanOrEqual(1200);
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
});

describe("articles", () => {
  const articles = of("article");
  it("exist for all 10 guides", () => expect(articles).toHaveLength(10));
  it.each(articles.map((a) => [a.record.slug, a] as const))("%s meets the minimums", (_, a) => {
    const r = a.record;
    const blocks = r.sections.flatMap((s) => s.blocks);
    expect(words(a)).toBeGreaterThanOrEqual(1500);
    expect(r.sections.length).toBeGreaterThanOrEqual(5);
    expect(blocks.some((b) => b.type === "tip")).toBe(true);
    expect(blocks.some((b) => b.type === "prosCons")).toBe(true);
    expect(blocks.some((b) => b.type === "quote")).toBe(true);
    expect(r.datePublished).toBe(CONTENT_DATES.articles.datePublished);
    const ids = r.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain("quick-answer");
    expect(ids).not.toContain("faq");
    if (r.schemaType === "HowTo") expect(blocks.filter((b) => b.type === "steps")).toHaveLength(1);
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
      expect(china.sections.map((s) => s.id)).toContain(id);
    expect(china.sections.flatMap((s) => s.blocks).some((b) => b.type === "monthCards")).toBe(true);
    expect(china.faqs).toHaveLength(7);
  });
  it("give the Alipay page the spec's three HowTo steps", () => {
    const alipay = articles.find((a) => a.record.slug === "how-to-use-alipay-in-china")!.record;
    const steps = alipay.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === "steps" ? b.steps : []));
    expect(steps).toHaveLength(3);
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
        const tokens = plainText(text)
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
