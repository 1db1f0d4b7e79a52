/**
 * Bad content must stop the build with one `file:line: problem` per problem.
 * Each fixture breaks one rule in a copy of the content folder and goes
 * through the same loader and registry checks the build runs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../lib/content/load";
import { buildRegistry } from "../lib/registry";

const source = path.resolve(import.meta.dirname);
let dir: string;
let problems: string[];

/** The file name as problems name it, and the 1-based line of the first line containing `needle`. */
function where(file: string, needle: string): string {
  const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
  const index = lines.findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ${file}`);
  return `${path.relative(process.cwd(), path.join(dir, file))}:${index + 1}: `;
}

function edit(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`fixture edit changed nothing in ${file}`);
  writeFileSync(full, after);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bad-content-"));
  cpSync(source, dir, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  // Each edit breaks one rule in a different document.
  edit("articles/best-time-to-visit-beijing.md", (t) => `${t}\n:::spoiler[Hidden]\nA block nobody defined.\n:::\n`);
  edit("articles/amap-english-guide.md", (t) => `${t}\n![](/images/metro-map.png)\n`);
  edit("cities/beijing.yaml", (t) => t.replace("Beijing keeps six centuries", "<b>Beijing</b> keeps six centuries"));
  // Declares entry rules and lists no source (its own sources list, the file's last block, is cut off).
  edit(
    "cities/shanghai.yaml",
    (t) => `${t.replace(/^states:.*\n/m, "").replace(/^sources:[\s\S]*$/m, "")}states: [entry-rules]\n`,
  );
  edit("solutions/use-didi-china.yaml", (t) => t.replace(/^reviewed: .*$/m, "reviewed: 2099-01-01"));
  edit("comparisons/didi-vs-metro-beijing.yaml", (t) => t.replace("(/how-to-use-didi-china)", "(/how-to-fly-a-kite)"));
  edit("cities/xian.yaml", (t) => t.replace(/^(\s+)title: .*$/m, `$1title: ${"x".repeat(61)}`));
  edit("cities/dali.yaml", (t) => t.replace("quickFacts:", "quickFact:"));
  writeFileSync(path.join(dir, "cities", "notes.txt"), "not a record\n");
  const content = loadContent(dir);
  problems = buildRegistry(content).problems;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectProblem = (prefix: string, pattern: RegExp) =>
  expect(
    problems.filter((p) => p.startsWith(prefix) && pattern.test(p.slice(prefix.length))),
    problems.join("\n"),
  ).toHaveLength(1);

describe("broken fixtures fail with file:line: problem", () => {
  it("an unknown directive", () => {
    expectProblem(where("articles/best-time-to-visit-beijing.md", ":::spoiler"), /^body: unknown block :::spoiler$/);
  });
  it("an image without alt text", () => {
    expectProblem(
      where("articles/amap-english-guide.md", "![](/images"),
      /^body: image \/images\/metro-map\.png has no alt text$/,
    );
  });
  it("raw HTML", () => {
    // A folded prose field: the line of its first text line.
    expectProblem(where("cities/beijing.yaml", "<b>Beijing</b>"), /^intro: raw HTML is not allowed: <b>$/);
  });
  it("a link to an internal path that is not a registered page", () => {
    // The line where the link starts, inside a folded prose field.
    expectProblem(
      where("comparisons/didi-vs-metro-beijing.yaml", "Our [guide to using DiDi"),
      /^whenToChooseA\.0\.description: links to \/how-to-fly-a-kite, which is not a page$/,
    );
  });
  it("a reviewed date in the future", () => {
    expectProblem(
      where("solutions/use-didi-china.yaml", "reviewed: 2099"),
      /^reviewed: reviewed 2099-01-01 is in the future$/,
    );
  });
  it("states entry rules without sources", () => {
    expectProblem(
      where("cities/shanghai.yaml", "states: [entry-rules]"),
      /^states: states entry-rules: list at least one source/,
    );
  });
  it("a title over the limit", () => {
    expectProblem(where("cities/xian.yaml", "x".repeat(61)), /^seo\.title: .*60/);
  });
  it("an unknown (misspelled) field", () => {
    expectProblem(where("cities/dali.yaml", "quickFact:"), /^quickFact: unknown field$/);
  });
  it("a file that is not a document", () => {
    expect(problems).toContain(
      `${path.relative(process.cwd(), path.join(dir, "cities/notes.txt"))}:1: not a .yaml document; move or rename it`,
    );
  });
  it("reports them all together, and only them", () => {
    const files = new Set(problems.map((p) => p.split(":")[0]));
    expect(files.size).toBe(9);
  });
});

describe("the real content", () => {
  it("has no problems", () => {
    expect(buildRegistry(loadContent()).problems).toEqual([]);
  });
});
