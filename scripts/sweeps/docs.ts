/**
 * Docs that match the tree: every repository path and every decision record
 * named in the code and the docs exists, and the figures the README quotes
 * (pages, guides per type, aliases, facts) are the registry's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/** Where a path named in text is taken to be a path of this repository. */
const TOP = ["app", "scripts", "server", "tests", "docs", "public", ".ci"];
// A path struck through (`~~scripts/old.ts~~`, in a record of what was) is named as gone on purpose.
const PATH = new RegExp(
  `(?<![\\w/.@~-])((?:${TOP.map((t) => t.replace(".", "\\.")).join("|")})/[\\w./*{}<>$-]*[\\w*}>])`,
  "g",
);
const DECISION = /(?<![\w/~-])(\d{4}-[a-z0-9-]+)\.md\b/g;
/** A path with a pattern or a placeholder in it names many files, not one. */
const PATTERN = /[*{}<>$]/;

const SCANNED = /\.(ts|tsx|md|sh|js|css|yaml|json)$/;
const SKIPPED_DIRS = new Set([
  "fixtures",
  "node_modules",
  ".git",
  ".react-router",
  "test-results",
  "playwright-report",
  "bench-results",
]);

/** The text files to read: the README and everything under the given folders. */
export function docFiles(root: string, dirs = ["app", "scripts", "server", "tests", "docs", ".ci"]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (SKIPPED_DIRS.has(name)) continue;
      if (statSync(full).isDirectory()) walk(full);
      // Tests name their fixtures' made-up paths; a wrong real one fails the test itself.
      else if (name.includes(".test.")) continue;
      else if (SCANNED.test(name) || path.basename(dir) === ".ci") out.push(full);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  for (const f of readdirSync(root))
    if (/\.(md|ts)$/.test(f) && statSync(path.join(root, f)).isFile()) out.push(path.join(root, f));
  return out;
}

/** Paths and decision records named in `files` that do not exist under `root`. */
export function missingReferences(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const [, named] of line.matchAll(PATH)) {
          const clean = named!.replace(/[.:]+$/, "");
          if (PATTERN.test(clean) || existsSync(path.join(root, clean))) continue;
          problems.push(`${rel}:${i + 1}: names ${clean}, which does not exist`);
        }
        for (const [, record] of line.matchAll(DECISION)) {
          if (existsSync(path.join(root, "docs/decisions", `${record}.md`))) continue;
          problems.push(`${rel}:${i + 1}: cites decision ${record}.md, which does not exist`);
        }
      });
  }
  return problems;
}

/** A README figure: the words after the number, and the number the registry gives. */
export interface Figure {
  words: string;
  actual: number;
}

/** Each figure the README quotes that differs from the site's, or that the README no longer quotes. */
export function figureProblems(readme: string, figures: readonly Figure[]): string[] {
  return figures.flatMap(({ words, actual }) => {
    const quoted = [...readme.matchAll(new RegExp(`(\\d+) ${words}\\b`, "g"))].map((m) => Number(m[1]));
    if (quoted.length === 0) return [`README.md: no longer says how many ${words} there are (${actual})`];
    return quoted.filter((n) => n !== actual).map((n) => `README.md: says ${n} ${words}; there are ${actual}`);
  });
}

/**
 * Dependencies nothing imports by name: React Router's framework build loads these itself
 * (its default server entry imports `isbot` and `@react-router/node`), and `@types/*` are read by
 * the compiler.
 */
const USED_IMPLICITLY = new Set(["@react-router/node", "isbot"]);
/** Packages whose command has another name. */
const COMMAND: Record<string, string> = { typescript: "tsc", "dependency-cruiser": "depcruise" };

/** Each dependency in package.json that no file imports and no npm script runs. */
export function unusedDependencies(root: string, files: readonly string[]): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
  const scripts = Object.values(pkg.scripts ?? {}).join("\n");
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((dep) => !dep.startsWith("@types/") && !USED_IMPLICITLY.has(dep))
    .filter((dep) => {
      const named = new RegExp(`["'\`]${dep.replace(/[/.]/g, "\\$&")}(/[^"'\`]*)?["'\`]`);
      const command = COMMAND[dep] ?? dep.replace(/^@[^/]+\//, "");
      const bin = new RegExp(`(^|[\\s&|;])(npx )?${command}\\b`, "m");
      return !named.test(code) && !bin.test(scripts);
    })
    .map((dep) => `package.json: ${dep} is never imported or run`);
}

/** Keys that only a dataset or a facts file has: a block holding one is a copy of one (or of part of one). */
const DATASET_KEYS = new Set(["visaFree", "mutual", "transit", "lapsed", "ports", "regions", "facts", "legs", "nodes"]);
/** How many items of a dataset's list make a block a copy of it rather than an example of its format. */
const COPIED_ITEMS = 3;
/** Data files have one home, app/content/; docs cite them by id. */
const DATA_FILE = /\.(ya?ml|json|csv|tsv)$/;
const FENCED = /^```(?:ya?ml|json)\s*\n([\s\S]*?)^```/gm;

/** The ids of every source and fact in the content's datasets and facts, which a copy would repeat. */
export function contentIds(contentDir: string): Set<string> {
  const ids = new Set<string>();
  for (const sub of ["data", "facts"])
    for (const name of readdirSync(path.join(contentDir, sub)).filter((n) => DATA_FILE.test(n)))
      for (const [, id] of readFileSync(path.join(contentDir, sub, name), "utf8").matchAll(/^\s*- id: ([\w.-]+)/gm))
        ids.add(id!);
  return ids;
}

/** What in a parsed block repeats the content: a dataset's key, or a source or fact id of the content. */
function copied(value: unknown, ids: ReadonlySet<string>): string | undefined {
  if (Array.isArray(value)) return value.map((v) => copied(v, ids)).find(Boolean);
  if (!value || typeof value !== "object") return undefined;
  for (const [k, v] of Object.entries(value)) {
    // A format example shows a list with an item or two; a copy holds the list.
    if (DATASET_KEYS.has(k) && (Array.isArray(v) ? v.length : Object.keys(v ?? {}).length) >= COPIED_ITEMS)
      return `the dataset list "${k}"`;
    if (k === "id" && typeof v === "string" && ids.has(v)) return `the source or fact "${v}"`;
    const inner = copied(v, ids);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Copies of the content under docs/: a data file of any kind, or a YAML or JSON block in a record that
 * repeats a dataset's lists or a source or fact the content holds. Records cite those by id instead.
 */
export function contentCopies(root: string, ids: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const rel = path.relative(root, full);
      if (statSync(full).isDirectory()) walk(full);
      else if (DATA_FILE.test(name))
        problems.push(`${rel}: a data file under docs/; datasets live in app/content/, records cite them by id`);
      else if (name.endsWith(".md"))
        for (const m of readFileSync(full, "utf8").matchAll(FENCED)) {
          let parsed: unknown;
          try {
            parsed = parseYaml(m[1]!);
          } catch {
            continue;
          }
          const what = copied(parsed, ids);
          const line = readFileSync(full, "utf8").slice(0, m.index).split("\n").length;
          if (what) problems.push(`${rel}:${line}: copies ${what}; cite it by id instead`);
        }
    }
  };
  if (existsSync(path.join(root, "docs"))) walk(path.join(root, "docs"));
  return problems;
}
