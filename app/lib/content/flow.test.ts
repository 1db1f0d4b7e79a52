/**
 * Adding a document adds a page everywhere, with no other edit: a fixture city
 * in a copy of the content folder shows up in the registry, routes, prerender
 * list, sitemap, catalogue, aliases and the lists every sweep iterates.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseDocument, visit } from "yaml";

let dir: string;
let registry: ReturnType<(typeof import("../registry"))["registry"]>;
let getPage: (typeof import("../registry"))["getPage"];
let derived: typeof import("../derived");

let baseCount = 0;
let harbinUpdated = "";

beforeAll(async () => {
  baseCount = (await import("../registry")).registry().pages.length;
  vi.resetModules();
  dir = mkdtempSync(path.join(tmpdir(), "content-flow-"));
  // Without the budget of uncited figures: the copied city's figures would go over it (that gate is
  // shown in uncited-budget.test.ts).
  cpSync(path.resolve("app/content"), dir, {
    recursive: true,
    filter: (f) => !f.endsWith(".ts") && !f.endsWith("uncited-budget.json"),
  });
  // A new city, written as an editor would: a YAML file in cities/.
  const beijing = readFileSync(path.join(dir, "cities/beijing.yaml"), "utf8");
  harbinUpdated = beijing.match(/^updated: (.*)$/m)![1]!;
  writeFileSync(
    path.join(dir, "cities/harbin.yaml"),
    reworded(beijing)
      .replace("cityName: Beijing", "cityName: Harbin")
      .replace(/^ {2}title: .*$/m, `  title: "Harbin Travel Guide 2025: Ice Festival, Food & Metro"`)
      .replace(
        /^( {2}description: )(>-\n(?: {4}.*\n)+)/m,
        (_, key: string) => `${key}>-\n    ${"Plan Harbin for 2025: ".padEnd(130, "x")}\n`,
      ),
  );
  vi.stubEnv("CONTENT_DIR", dir);
  vi.resetModules();
  const module = await import("../registry");
  registry = module.registry();
  getPage = module.getPage;
  derived = await import("../derived");
});
/**
 * An editor writes a new city in their own words: in the copy of Beijing every
 * other word of a sentence (outside Markdown syntax) is spelt backwards, so Harbin shares no run
 * of words with Beijing (the build rejects copied prose) and no field grows.
 */
const backwards = (word: string) => [...word].reverse().join("");

function reworded(source: string): string {
  const doc = parseDocument(source);
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value !== "string") return;
      const words = node.value.split(" ");
      if (words.length < 4) return;
      node.value = words
        .map((w, i) =>
          // Weekdays stay: a closing day in words must name the weekday its data gives.
          i % 2 === 1 && !/[[\]*:_{}`!]|days?\b/.test(w) ? w.replace(/\p{L}+/gu, backwards) : w,
        )
        .join(" ");
    },
  });
  return doc.toString({ lineWidth: 0 });
}

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe("a new city document", () => {
  const path_ = "/harbin-travel-guide-2025";
  it("is a registered page of type city", () => {
    const page = registry.pages.find((p) => p.path === path_);
    expect(page?.type).toBe("city");
    expect(page?.name).toBe("Harbin Travel Guide");
    expect(page?.source.file.endsWith("cities/harbin.yaml")).toBe(true);
    expect(getPage(path_, "city").record.slug).toBe("harbin");
  });
  it("gets a route, a prerender entry and a sitemap entry", () => {
    const routes = derived.routesFor(registry.pages);
    expect(routes.some((r) => r.path === path_ && r.file === "routes/city.tsx" && r.id === "city-harbin")).toBe(true);
    expect(derived.prerenderPathsFor(registry.pages)).toContain(path_);
    expect(derived.sitemapFor(registry.pages)).toContain(`${path_}</loc><lastmod>${harbinUpdated}</lastmod>`);
  });
  it("joins the related-content catalogue and gets its alias", () => {
    expect(registry.catalogue.some((e) => e.url === path_ && e.category === "city")).toBe(true);
    expect(registry.aliases).toContainEqual({ from: "/cities/harbin", to: path_ });
  });
  it("is in the page list every sweep and browser test iterates", () => {
    // scripts/sweeps, tests/e2e and the bench all read `pages` from the registry.
    expect(registry.pages.map((p) => p.path)).toContain(path_);
    expect(registry.pages).toHaveLength(baseCount + 1);
  });
});
