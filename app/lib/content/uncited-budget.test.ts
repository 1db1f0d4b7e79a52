/**
 * The build's gate on uncited figures, end to end on a small copy of the content (the facts and one
 * city guide): the registry reports nothing while the copy is within its budget, and fails naming
 * the new figure alone, at its file and line, once the copied record gains an uncited ¥ figure.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildRegistry } from "../registry";
import { loadContent } from "./load";
import { BUDGET_FILE, budgetOf } from "./uncited-budget";
import { uncitedFigures } from "./uncited-figures";

const copy = mkdtempSync(path.join(tmpdir(), "uncited-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(path.resolve("app/content/facts"), path.join(copy, "facts"), {
  recursive: true,
  filter: (f) => !f.endsWith(".json"),
});
mkdirSync(path.join(copy, "cities"));
const city = path.join(copy, "cities", "xian.yaml");
cpSync(path.resolve("app/content/cities/xian.yaml"), city);

const budgetProblems = () =>
  buildRegistry(loadContent(copy)).problems.filter((p) => p.includes(BUDGET_FILE) || p.includes(" is a new uncited "));

it("fails the build when a copy of a record gains an uncited ¥ figure, naming that figure at its line", () => {
  const before = buildRegistry(loadContent(copy));
  writeFileSync(path.join(copy, BUDGET_FILE), JSON.stringify(budgetOf(uncitedFigures(before.pages))));
  expect(budgetProblems()).toEqual([]);

  const source = readFileSync(city, "utf8");
  writeFileSync(city, source.replace("intro: >-\n", "intro: >-\n  A taxi from the station costs ¥999.\n"));
  const [problem, ...rest] = budgetProblems();
  expect(rest).toEqual([]);
  const line = source.split("\n").findIndex((l) => l.startsWith("intro: >-")) + 2;
  expect(problem).toMatch(
    new RegExp(
      `cities/xian\\.yaml:${line}: intro: ¥999 is a new uncited amount figure \\(\\d+ on the site, budget \\d+\\): `,
    ),
  );
});
