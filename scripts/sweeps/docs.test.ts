/**
 * The docs check: on the real tree it finds nothing; on a small broken tree it
 * names each missing path and decision record, and a README figure that the
 * site has moved past.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { facts } from "../../app/lib/content/facts";
import { registry } from "../../app/lib/registry";
import {
  contentCopies,
  contentIds,
  docFiles,
  figureProblems,
  missingReferences,
  unusedDependencies,
  type Figure,
} from "./docs";

const root = path.resolve(import.meta.dirname, "../..");

describe("docs that match the tree", () => {
  it("name only paths and decision records that exist", () => {
    expect(missingReferences(root, docFiles(root))).toEqual([]);
  });

  it("copy no dataset, fact or source of the content", () => {
    const ids = contentIds(path.join(root, "app/content"));
    expect(ids.has("mfa-46-2025-11-03")).toBe(true);
    expect(contentCopies(root, ids)).toEqual([]);
  });

  it("declare only dependencies the code imports or a script runs", () => {
    const code = [
      ...docFiles(root).filter((f) => !f.endsWith(".md")),
      ...["vite.config.ts", "react-router.config.ts", "playwright.config.ts", "eslint.config.js"].map((f) =>
        path.join(root, f),
      ),
    ];
    expect(unusedDependencies(root, code)).toEqual([]);
  });

  it("quote the registry's figures in the README", () => {
    const { pages, aliases } = registry();
    const count = (type: string) => pages.filter((p) => p.type === type).length;
    const figures: Figure[] = [
      { words: "city guides", actual: count("city") },
      { words: "how-to fixes", actual: count("solution") },
      { words: "comparisons", actual: count("comparison") },
      { words: "in-depth articles", actual: count("article") },
      { words: "traveller tools", actual: count("tool") },
      { words: "trip plans", actual: count("itinerary") },
      { words: "pages", actual: pages.length },
      { words: "alias paths", actual: aliases.length },
      { words: "facts", actual: facts().size },
    ];
    expect(figureProblems(readFileSync(path.join(root, "README.md"), "utf8"), figures)).toEqual([]);
  });
});

describe("the docs check on a broken tree", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "docs-check-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "docs/decisions"), { recursive: true });
  mkdirSync(path.join(dir, "app/lib"), { recursive: true });
  writeFileSync(path.join(dir, "docs/decisions/0001-stack.md"), "# Stack\n");
  writeFileSync(path.join(dir, "app/lib/real.ts"), "// See docs/decisions/0001-stack.md and 0002-gone.md.\n");
  writeFileSync(
    path.join(dir, "README.md"),
    "Code in `app/lib/real.ts` and `app/lib/moved.ts`; content in `app/content/cities/*.yaml`.\n",
  );

  it("names each missing path and decision record, with its file and line", () => {
    expect(missingReferences(dir, docFiles(dir, ["app", "docs"]))).toEqual([
      "app/lib/real.ts:1: cites decision 0002-gone.md, which does not exist",
      "README.md:1: names app/lib/moved.ts, which does not exist",
    ]);
  });

  it("names a copy of the content under docs/: a data file, a dataset's list, a source or a fact", () => {
    mkdirSync(path.join(dir, "docs/fact-checks"), { recursive: true });
    writeFileSync(path.join(dir, "docs/fact-checks/entry-rules-data.yaml"), "visaFree:\n  countries: []\n");
    writeFileSync(
      path.join(dir, "docs/fact-checks/notes.md"),
      [
        "# Notes",
        "",
        "```yaml",
        "- id: mfa-46-2025-11-03",
        "  title: A report",
        "```",
        "",
        "```yaml",
        "mutual:",
        "  - { code: RS, name: Serbia }",
        "  - { code: QA, name: Qatar }",
        "  - { code: SR, name: Suriname }",
        "```",
        "",
        "```yaml",
        "- id: a-source-of-its-own",
        "```",
      ].join("\n"),
    );
    expect(contentCopies(dir, new Set(["mfa-46-2025-11-03"]))).toEqual([
      "docs/fact-checks/entry-rules-data.yaml: a data file under docs/; datasets live in app/content/, records cite them by id",
      'docs/fact-checks/notes.md:3: copies the source or fact "mfa-46-2025-11-03"; cite it by id instead',
      'docs/fact-checks/notes.md:8: copies the dataset list "mutual"; cite it by id instead',
    ]);
  });

  it("names a dependency nothing imports or runs", () => {
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({
        dependencies: { react: "19", "left-pad": "1" },
        devDependencies: { prettier: "3" },
        scripts: { format: "prettier --write ." },
      }),
    );
    writeFileSync(path.join(dir, "app/lib/ui.ts"), 'import { useState } from "react";\n');
    expect(unusedDependencies(dir, [path.join(dir, "app/lib/ui.ts")])).toEqual([
      "package.json: left-pad is never imported or run",
    ]);
  });

  it("names a README figure the site has moved past, and one it stopped quoting", () => {
    expect(
      figureProblems("21 city guides and 3 traveller tools", [
        { words: "city guides", actual: 22 },
        { words: "traveller tools", actual: 3 },
        { words: "alias paths", actual: 66 },
      ]),
    ).toEqual([
      "README.md: says 21 city guides; there are 22",
      "README.md: no longer says how many alias paths there are (66)",
    ]);
  });
});
