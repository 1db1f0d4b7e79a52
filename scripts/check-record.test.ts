/**
 * The record check (scripts/check-record.ts) runs the build's own rules: on drafts written outside
 * the content folder it refuses what the build refuses, at the draft's lines, in one line each and
 * without a stack trace. One load of the content for every case (drafts checked together).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRecords, placeOf } from "./check-record";

const content = path.resolve("app/content");
const drafts = mkdtempSync(path.join(tmpdir(), "check-record-"));
afterAll(() => rmSync(drafts, { recursive: true, force: true }));

const draft = (place: string, text: string) => {
  const file = path.join(drafts, place);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};
const source = (place: string) => readFileSync(path.join(content, place), "utf8");
const rel = (file: string) => path.relative(process.cwd(), file);

describe("where a draft is read", () => {
  it("in its place: inside the content folder as it is, elsewhere by its folder's name", () => {
    expect(placeOf(path.join(content, "cities/xian.yaml"), content)).toEqual({ place: "cities/xian.yaml" });
    expect(placeOf("/any/where/cities/new-city.yaml", content)).toEqual({ place: "cities/new-city.yaml" });
    expect(placeOf("/any/where/facts/sights.yaml", content)).toEqual({ place: "facts/sights.yaml" });
    expect(placeOf("/any/where/landing.yaml", content)).toEqual({ place: "landing.yaml" });
    expect(placeOf("/any/where/notes/x.yaml", content)).toMatchObject({ problem: /not a content document/ });
  });
});

describe("the record check", () => {
  let lines: string[] = [];
  let failed = false;
  const files: Record<string, string> = {};
  const intro =
    source("cities/xian.yaml")
      .split("\n")
      .findIndex((l) => l.startsWith("intro: >-")) + 2;

  beforeAll(() => {
    // A new ¥ figure: the build refuses it through the budget of uncited figures.
    files.figure = draft(
      "cities/xian.yaml",
      source("cities/xian.yaml").replace("intro: >-\n", "intro: >-\n  A taxi from the station costs ¥999.\n"),
    );
    // A misspelt field (on a legal page: the pages' uncited figures, and so the budget above, are unchanged).
    files.misspelt = draft(
      "legal/privacy-policy.md",
      source("legal/privacy-policy.md").replace(/^lastUpdated: /m, "lastUpdate: "),
    );
    // A document as it is.
    files.clean = draft("cities/chengdu.yaml", source("cities/chengdu.yaml"));
    // A copy of an article under a name before it: the build reports the shared prose and title at the original.
    files.copy = draft("articles/a-copy.md", source("articles/amap-english-guide.md"));
    ({ lines, failed } = checkRecords(Object.values(files), content));
  }, 120_000);

  const linesOf = (file: string) => {
    const at = lines.findIndex((l) => l.endsWith(rel(file)) || l.includes(`${rel(file)}: `));
    const end = lines.findIndex((l, i) => i > at && !l.startsWith("     - "));
    return lines.slice(at, end < 0 ? undefined : end);
  };

  it("refuses a new ¥ figure, naming it alone at its line with where it belongs", () => {
    expect(linesOf(files.figure!)).toEqual([
      expect.stringMatching(/^FAIL .*cities\/xian\.yaml: \d+ words$/),
      expect.stringMatching(
        new RegExp(
          `^ {5}- .*cities/xian\\.yaml:${intro}: intro: ¥999 is a new uncited amount figure \\(\\d+ on the site, budget \\d+\\): cite a fact, :fact\\[topic\\.id\\]`,
        ),
      ),
    ]);
  });

  it("names the field a misspelt one stands for, once", () => {
    expect(linesOf(files.misspelt!)).toEqual([
      expect.stringMatching(/^FAIL .*legal\/privacy-policy\.md$/),
      expect.stringMatching(
        /^ {5}- .*legal\/privacy-policy\.md:3: lastUpdate: unknown field; did you mean lastUpdated\?$/,
      ),
    ]);
  });

  it("says ok for a document the build accepts", () => {
    expect(linesOf(files.clean!)).toEqual([expect.stringMatching(/^ok {3}.*cities\/chengdu\.yaml: \d+ words$/)]);
  });

  it("reports what a draft breaks in another document, and fails", () => {
    const at = lines.findIndex((l) => l.startsWith("FAIL the build would also stop on"));
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^ {5}- app/content/articles/amap-english-guide\\.md:\\d+: .*${rel(files.copy!).replace(/[.]/g, "\\.")}`,
        ),
      ),
    );
    expect(failed).toBe(true);
  });

  it("prints one line per problem, with no stack trace", () => {
    expect(lines.filter((l) => /^\s+at |\n/.test(l))).toEqual([]);
  });
});
