/**
 * Bad content must stop the build with a message naming the file, the field
 * and the problem. These fixtures break one rule each and go through the same
 * checks the registry runs at build time.
 */
import { describe, expect, it } from "vitest";
import { integrityProblems } from "../lib/content-integrity";
import { pages, type EntryOf, type PageEntry } from "../lib/registry";
import { ContentError, parseRecords } from "./parse";
import { citySchema } from "./schemas/city";
import { comparisonSchema } from "./schemas/comparison";

const city = pages.find((p): p is EntryOf<"city"> => p.type === "city")!;
const solution = pages.find((p): p is EntryOf<"solution"> => p.type === "solution")!;
const clone = <T>(v: T): T => structuredClone(v);

function problems(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
  return [];
}

describe("a record that breaks its schema", () => {
  it("names the file and the field", () => {
    const broken = { ...clone(city.record), safetyRating: "Perfectly Safe (10/10)" };
    expect(problems(() => parseRecords(citySchema, "cities", { broken }))).toEqual([
      expect.stringMatching(/^app\/content\/cities\/broken\.ts: safetyRating: /),
    ]);
  });
  it("catches a missing field and a wrong count", () => {
    const rest: Partial<typeof city.record> = clone(city.record);
    delete rest.topAttractions;
    const twoAttractions = { ...clone(city.record), topAttractions: city.record.topAttractions.slice(0, 2) };
    const found = problems(() => parseRecords(citySchema, "cities", { missing: rest, short: twoAttractions }));
    expect(found.some((p) => p.startsWith("app/content/cities/missing.ts: topAttractions:"))).toBe(true);
    expect(found.some((p) => p.startsWith("app/content/cities/short.ts: topAttractions:"))).toBe(true);
  });
  it("refuses a title over 60 characters and a description out of bounds", () => {
    const c = pages.find((p): p is EntryOf<"comparison"> => p.type === "comparison")!.record;
    const found = problems(() =>
      parseRecords(comparisonSchema, "comparisons", {
        long: { ...clone(c), metaTitle: "x".repeat(61), metaDescription: "too short" },
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(/long\.ts: metaTitle: .*60/),
      expect.stringMatching(/long\.ts: metaDescription: .*120/),
    ]);
  });
});

describe("cross-record problems", () => {
  const withPages = (extra: PageEntry[]) => integrityProblems([...pages, ...extra]);

  it("the real content has none", () => {
    expect(integrityProblems(pages)).toEqual([]);
  });
  it("reports a duplicate path and a duplicate title", () => {
    const twin = { ...clone(city), record: { ...clone(city.record), slug: "twin" } } as PageEntry;
    const found = withPages([twin]);
    expect(found).toContain(
      `app/content/cities/twin.ts: path "${city.path}" is also used by app/content/cities/${city.record.slug}.ts`,
    );
    expect(found.some((p) => p.includes(`title "${city.title}" is also used by`))).toBe(true);
  });
  it("reports an internal link to a page that does not exist, with its field", () => {
    const record = clone(solution.record);
    record.problem = ["See [our guide](/how-to-fly-a-kite) first."];
    const found = withPages([
      {
        ...clone(solution),
        path: "/how-to-broken",
        title: "Broken",
        description: "d".repeat(100),
        record: { ...record, slug: "broken" },
      } as PageEntry,
    ]);
    expect(found).toContain(
      "app/content/solutions/broken.ts: problem[0] links to /how-to-fly-a-kite, which is not a page",
    );
  });
  it("reports a related item that does not exist", () => {
    const record = { ...clone(city.record), slug: "nowhere", relatedCities: ["atlantis", "beijing", "xian"] };
    const entry = {
      ...clone(city),
      path: "/nowhere-travel-guide-2025",
      title: "Nowhere",
      description: "d".repeat(100),
      record,
    } as PageEntry;
    expect(withPages([entry])).toContain(
      "app/content/cities/nowhere.ts: relatedCities[0] links to /atlantis-travel-guide-2025, which is not a page",
    );
  });
  it("reports a title or description out of bounds", () => {
    const entry = {
      ...clone(city),
      path: "/x-travel-guide-2025",
      title: "t".repeat(61),
      description: "short",
      record: { ...clone(city.record), slug: "x" },
    } as PageEntry;
    const found = withPages([entry]);
    expect(found).toContain("app/content/cities/x.ts: title is 61 characters; at most 60");
    expect(found).toContain("app/content/cities/x.ts: description is 5 characters; it must be 70-160");
  });
});
