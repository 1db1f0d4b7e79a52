import { describe, expect, it } from "vitest";
import { categoryBadges, relatedEntries, relevanceScore, widgetKeywords, type CatalogueEntry } from "./related";
import { registry } from "./registry";

const { catalogue, pages } = registry();

const entry = (url: string, keywords: string[], category: CatalogueEntry["category"] = "blog"): CatalogueEntry => ({
  title: url,
  url,
  description: "",
  category,
  keywords,
});

describe("relevanceScore", () => {
  it("counts input keywords that match case-insensitively, either containing the other", () => {
    const e = entry("/x", ["Alipay setup", "WeChat Pay"]);
    expect(relevanceScore(["alipay"], e)).toBe(1); // entry keyword contains input
    expect(relevanceScore(["wechat pay for foreigners"], e)).toBe(1); // input contains entry keyword
    expect(relevanceScore(["ALIPAY", "wechat", "metro"], e)).toBe(2);
    expect(relevanceScore(["metro"], e)).toBe(0);
  });
  it("counts each input keyword once even if it matches several entry keywords", () => {
    expect(relevanceScore(["pay"], entry("/x", ["alipay", "wechat pay"]))).toBe(1);
  });
  it("ignores empty keywords", () => {
    expect(relevanceScore([""], entry("/x", ["alipay"]))).toBe(0);
  });
});

describe("relatedEntries", () => {
  const catalogue = [
    entry("/a", ["alipay"]),
    entry("/b", ["alipay", "wechat pay"]),
    entry("/c", ["metro"]),
    entry("/d", ["wechat pay"]),
    entry("/current", ["alipay", "wechat pay"]),
  ];

  it("excludes the current page, drops score 0 and sorts by score with stable ties", () => {
    const result = relatedEntries(catalogue, { keywords: ["alipay", "wechat"], currentPath: "/current" });
    expect(result.map((e) => e.url)).toEqual(["/b", "/a", "/d"]);
  });
  it("defaults to at most 6 results and respects a smaller maximum", () => {
    const many = Array.from({ length: 10 }, (_, i) => entry(`/p${i}`, ["visa"]));
    expect(relatedEntries(many, { keywords: ["visa"], currentPath: "/" })).toHaveLength(6);
    expect(relatedEntries(many, { keywords: ["visa"], currentPath: "/", max: 2 }).map((e) => e.url)).toEqual([
      "/p0",
      "/p1",
    ]);
  });
  it("returns nothing when nothing matches", () => {
    expect(relatedEntries(catalogue, { keywords: ["tibet"], currentPath: "/a" })).toEqual([]);
  });
  it("labels categories as the spec names them", () => {
    expect(categoryBadges).toEqual({
      city: "City Guide",
      solution: "Solution",
      comparison: "Comparison",
      blog: "Guide",
    });
  });
});

describe("widgetKeywords", () => {
  it("adds the distinctive words of each phrase and drops generic ones", () => {
    expect(widgetKeywords(["Alipay for foreigners", "best time to visit Beijing"])).toEqual([
      "alipay for foreigners",
      "best time to visit beijing",
      "alipay",
      "beijing",
    ]);
  });
  it("gives every article at least three related pages from the real catalogue", () => {
    for (const page of pages.filter((p) => p.type === "article")) {
      const related = relatedEntries(catalogue, { keywords: widgetKeywords(page.keywords), currentPath: page.path });
      expect(related.length, page.path).toBeGreaterThanOrEqual(3);
    }
  });
});
