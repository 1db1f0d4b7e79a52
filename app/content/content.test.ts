/**
 * The content against the spec's route table and the registry's derivations.
 * Every rule a record must meet (fields, minimums, words, shared text, links,
 * aliases, the spec's fixed choices) is checked by the build itself: the
 * schemas and app/lib/content/rules.ts. app/content/bad-content.test.ts shows
 * each rule failing on a broken copy of the content.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specPaths } from "../../tests/spec-routes";
import { allCollections } from "../lib/content/collections";
import { EDITION_YEAR } from "../lib/product";
import { registry } from "../lib/registry";

const { pages, aliases } = registry();

describe("content folders", () => {
  it.each(allCollections.filter((c) => !c.single).map((c) => [c.folder, c] as const))(
    "every %s document is a page",
    (folder, c) => {
      const files = readdirSync(path.resolve(import.meta.dirname, folder));
      expect(files.length).toBeGreaterThan(0);
      expect(
        pages
          .filter((p) => p.type === c.type)
          .map((p) => path.basename(p.source.file))
          .sort(),
      ).toEqual(files.sort());
    },
  );
});

describe("the spec's route table", () => {
  it("registers every path of it", () => {
    const registered = new Set(pages.map((p) => p.path));
    expect(specPaths.filter((p) => !registered.has(p))).toEqual([]);
  });
  it("keeps the spec's dates as the first-publication dates of the spec's pages", () => {
    const spec = new Set(specPaths);
    const published = (type: string) =>
      new Set(pages.filter((p) => p.type === type && spec.has(p.path)).map((p) => p.datePublished));
    expect(published("article")).toEqual(new Set(["2025-01-15"]));
    expect(published("city")).toEqual(new Set(["2025-01-01"]));
  });
  it("answers the spec's legacy paths with their pages", () => {
    const to = (from: string) => aliases.find((a) => a.from === from)?.to;
    expect(to("/solutions/use-alipay-foreign-card")).toBe("/how-to-use-alipay-china-foreign-card");
    expect(to("/comparisons/beijing-vs-shanghai")).toBe("/beijing-vs-shanghai-first-visit");
    expect(to("/cities/xian")).toBe("/xian-travel-guide-2025");
  });
});

describe("the landing illustration", () => {
  it("shows the edition year on the mockup's seal (re-render the illustrations after changing it)", () => {
    const svg = readFileSync(path.resolve(import.meta.dirname, "../../public/illustrations/guide-mockup.svg"), "utf8");
    expect(svg).toContain(`>${EDITION_YEAR}</text>`);
  });
});
