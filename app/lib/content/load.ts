/**
 * Reads the content folder at build time (Node, fs) and validates every
 * document against its zod schema. Every problem of every file is collected
 * and reported as `path/to/file:LINE: problem`.
 *
 *   the page documents            one folder per content type (app/lib/content/collections.ts):
 *                                 Markdown with YAML frontmatter, or YAML
 *   data/*.yaml                   the datasets behind the tools and the phrase cards (entry rules, checklist,
 *                                 troubleshooter, phrases)
 *   aliases.yaml                  irregular legacy paths
 *   publishers.yaml               the publisher register: who publishes each host the sources cite (read first)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { allCollections, type Collection } from "./collections";
import type { Loaded, PageType, Records } from "./records";
import { entryRulesSchema } from "../../content/schemas/entry-rules";
import { setEntryRules } from "./rule-ends";
import { paymentTroubleshooterSchema } from "../../content/schemas/payment-troubleshooter";
import { tripChecklistSchema } from "../../content/schemas/trip-checklist";
import { phrasesSchema } from "../../content/schemas/phrases";
import { trainLegsSchema } from "../../content/schemas/train-legs";
import { factTopicSchema, type FactTopic } from "../../content/schemas/facts";
import { compileRecord } from "./prose";
import { publisherRegisterSchema } from "../../content/schemas/publishers";
import { PUBLISHERS_FILE, publishersLoaded, setPublishers } from "./publishers";
import { quoteCheck } from "./quotes";
import { setFacts, type FactInForce } from "./facts";
import { HOLIDAYS_TOPIC, holidayProblems } from "../holidays";
import { BUDGET_FILE, budgetSchema, type UncitedBudget } from "./uncited-budget";
import { parseYaml } from "./yaml";
import { fieldsAt, nearestFields } from "./field-names";

export type { Loaded, Located } from "./records";

/** The content folder: `app/content`, or CONTENT_DIR (tests point it at a fixture folder). */
export const defaultContentDir = () => path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "app/content"));

/** The documents of each content type (app/lib/content/collections.ts). */
export type Documents = { [T in PageType]: Loaded<Records[T]>[] };

export interface Content {
  documents: Documents;
  /** The tools' datasets, by name (app/content/data/{name}.yaml). */
  datasets: Datasets;
  aliases: AliasRecord[];
  /** The facts collection (facts/*.yaml), by `topic.id`. */
  facts: Map<string, FactInForce>;
  /** The budget of uncited figures (facts/uncited-budget.json), when the folder has one. */
  uncitedBudget?: { file: string; data: UncitedBudget };
  /** Documents that exist but failed validation: links to them are not reported again. */
  invalid: { type: PageType; slug: string }[];
  problems: string[];
}

/** The datasets in data/, each with its schema: a tool's rules, as dated and sourced as any page. */
export const datasetTypes = {
  "entry-rules": entryRulesSchema,
  "trip-checklist": tripChecklistSchema,
  "payment-troubleshooter": paymentTroubleshooterSchema,
  phrases: phrasesSchema,
  "train-legs": trainLegsSchema,
} as const;
export type DatasetName = keyof typeof datasetTypes;
export type Datasets = Partial<{ [K in DatasetName]: Loaded<z.output<(typeof datasetTypes)[K]>> }>;

const aliasesSchema = z.array(
  z.object({ from: z.string().regex(/^\/[a-z0-9/-]+$/), to: z.string().regex(/^\/[a-z0-9-]*$/) }).strict(),
);

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** The object at `path` inside a parsed document, if there is one. */
function valueAt(value: unknown, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  let at = value;
  for (const key of path) at = at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at && typeof at === "object" ? (at as Record<string, unknown>) : undefined;
}

/** Splits `---\nfrontmatter\n---\nbody`; the body's first line number is returned too. */
function splitFrontmatter(source: string): { yaml: string; body: string; bodyLine: number } | null {
  const lines = source.split("\n");
  if (lines[0]?.trim() !== "---") return null;
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === "---");
  if (end < 0) return null;
  return { yaml: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

/**
 * Validates one document with `schema`. `slug` comes from the file name.
 * Returns the record, or pushes its problems.
 */
export function loadDocument<S extends z.ZodType>(
  schema: S,
  file: string,
  problems: string[],
  extra: Record<string, unknown> = {},
  bodyRules?: (record: z.output<S>) => string[],
): Loaded<z.output<S>> | undefined {
  const name = relative(file);
  const source = readFileSync(file, "utf8");
  const isMarkdown = file.endsWith(".md");
  let yamlSource = source;
  let firstLine = 1;
  let body: { text: string; line: number } | undefined;
  if (isMarkdown) {
    const split = splitFrontmatter(source);
    if (!split) {
      problems.push(`${name}:1: a Markdown document starts with a frontmatter block between two --- lines`);
      return undefined;
    }
    yamlSource = split.yaml;
    firstLine = 2;
    body = { text: split.body, line: split.bodyLine };
  }
  const parsed = parseYaml(yamlSource, firstLine);
  for (const p of parsed.problems) problems.push(`${name}:${p.line}: ${p.message}`);
  if (parsed.value === undefined) return undefined;
  if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
    problems.push(`${name}:${firstLine}: expected fields (key: value), found ${typeof parsed.value}`);
    return undefined;
  }
  const locate = (p: readonly PropertyKey[], innerLine?: number, offset?: number) =>
    body && p[0] === "body" ? body.line + (innerLine ?? 1) - 1 : parsed.locate(p, innerLine, offset);
  const input = { ...extra, ...(parsed.value as object), ...(body ? { body: body.text } : {}) };
  if ("slug" in (parsed.value as object))
    problems.push(`${name}:${parsed.locate(["slug"])}: slug: the file name is the slug; remove this field`);
  const result = schema.safeParse(input);
  if (!result.success) {
    // A missing field that a misspelt one stands for is reported once, as the misspelt field.
    const explained = new Set<string>();
    for (const issue of result.error.issues) {
      if (issue.code !== "unrecognized_keys") continue;
      // One line per unknown field, at its own line: a misspelled field never passes silently.
      const known = fieldsAt(schema, issue.path);
      const here = valueAt(input, issue.path);
      const missing = known.filter((k) => here?.[k] === undefined);
      for (const key of issue.keys) {
        const near = nearestFields(key, known, missing);
        if (near.length === 1 && missing.includes(near[0]!)) explained.add(JSON.stringify([...issue.path, near[0]]));
        const hint = near.length ? `; did you mean ${near.join(" or ")}?` : "";
        problems.push(
          `${name}:${locate([...issue.path, key])}: ${[...issue.path, key].join(".")}: unknown field${hint}`,
        );
      }
    }
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys") continue;
      if (issue.code === "invalid_type" && explained.has(JSON.stringify(issue.path))) continue;
      const at = (issue as { params?: { line?: number; offset?: number } }).params;
      const field = issue.path.join(".") || "(document)";
      problems.push(`${name}:${locate(issue.path, at?.line, at?.offset)}: ${field}: ${issue.message}`);
    }
    return undefined;
  }
  // The schemas validate and mark the prose fields; here they are compiled, each problem at its line.
  const proseProblems = compileRecord(result.data);
  for (const p of proseProblems)
    problems.push(`${name}:${locate(p.path, p.line, p.offset)}: ${p.path.join(".")}: ${p.message}`);
  if (proseProblems.length) return undefined;
  const ruled = bodyRules?.(result.data as z.output<S>) ?? [];
  for (const message of ruled) problems.push(`${name}:${locate(["body"])}: body: ${message}`);
  if (ruled.length) return undefined;
  return { file: name, locate, data: result.data as z.output<S> };
}

/**
 * The files of a content folder as the loader reads them. `drafts` maps a place in the folder
 * (`cities/beijing.yaml`) to the file read there instead, which may be anywhere: the record check
 * (scripts/check-record.ts) loads the whole content with a draft in its place, through the same code
 * as the build.
 */
export interface ContentFiles {
  /** The files of a subfolder (`cities`, or `` for the folder itself), by name: the draft where there is one. */
  list(folder: string): { name: string; file: string }[];
  /** The file read at a place, if there is one. */
  at(place: string): string | undefined;
}

/** Reads the publisher register and puts it in force (app/lib/content/publishers.ts). */
export function loadPublishers(file: string, problems: string[]): void {
  const parsed = parseYaml(readFileSync(file, "utf8"));
  for (const p of parsed.problems) problems.push(`${relative(file)}:${p.line}: ${p.message}`);
  const result = publisherRegisterSchema.safeParse(parsed.value);
  if (result.success) return setPublishers(result.data.publishers);
  for (const i of result.error.issues)
    problems.push(`${relative(file)}:${parsed.locate(i.path)}: ${i.path.join(".") || "(document)"}: ${i.message}`);
  setPublishers([]);
}

/** The register of a content folder, or the site's own when the folder has none (a test's partial copy). */
const registerOf = (dir: string) => {
  const own = path.join(dir, PUBLISHERS_FILE);
  return existsSync(own) ? own : path.resolve("app/content", PUBLISHERS_FILE);
};

export function contentFiles(dir: string, drafts: ReadonlyMap<string, string> = new Map()): ContentFiles {
  return {
    list(folder) {
      const names = new Set(existsSync(path.join(dir, folder)) ? readdirSync(path.join(dir, folder)) : []);
      for (const place of drafts.keys()) if (path.dirname(place) === (folder || ".")) names.add(path.basename(place));
      return [...names].sort().map((name) => {
        const place = folder ? `${folder}/${name}` : name;
        return { name, file: drafts.get(place) ?? path.join(dir, place) };
      });
    },
    at(place) {
      const file = drafts.get(place) ?? path.join(dir, place);
      return existsSync(file) ? file : undefined;
    },
  };
}

/** The documents of a subfolder with their names; any other file there is a problem. */
function filesOf(files: ContentFiles, folder: string, ext: string, problems: string[]) {
  const found = files.list(folder);
  for (const { name, file } of found)
    if (!name.endsWith(ext)) problems.push(`${relative(file)}:1: not a ${ext} document; move or rename it`);
  return found.filter(({ name }) => name.endsWith(ext));
}

/** Loads every topic file in `dir` (or of `files`' facts folder), puts its facts in force and returns them. */
export function loadFacts(
  dir: string,
  problems: string[],
  files: ContentFiles = contentFiles(path.dirname(dir)),
): Map<string, FactInForce> {
  if (!publishersLoaded()) loadPublishers(registerOf(path.dirname(dir)), problems);
  const found = new Map<string, FactInForce>();
  const folder = path.basename(dir);
  for (const { name, file } of files.list(folder).filter(({ name }) => name.endsWith(".yaml"))) {
    const topic = path.basename(name, ".yaml");
    const doc: Loaded<FactTopic> | undefined = loadDocument(factTopicSchema, file, problems);
    if (!doc) continue;
    const sources = new Map(doc.data.sources.map((s) => [s.id, s]));
    if (topic === HOLIDAYS_TOPIC)
      for (const p of holidayProblems(doc.data.facts))
        problems.push(
          `${doc.file}:${doc.locate(["facts", p.index, p.field])}: facts.${p.index}.${p.field}: ${p.message}`,
        );
    doc.data.facts.forEach((f, i) => {
      const decides = f.decides ?? doc.data.decides;
      const check = quoteCheck(f, decides, sources);
      found.set(`${topic}.${f.id}`, {
        ...f,
        key: `${topic}.${f.id}`,
        topic,
        reviewMonths: f.reviewMonths ?? doc.data.reviewMonths,
        decides,
        whereToCheck: f.whereToCheck ?? doc.data.whereToCheck,
        standing: check.standing,
        quoted: check.quoted,
        stating: check.stating,
        sourceList: f.sources.map((s) => sources.get(s)!),
        at: `${doc.file}:${doc.locate(["facts", i])}`,
      });
    });
  }
  setFacts(found);
  return found;
}

/** An irregular legacy path of aliases.yaml, and where it is written. */
export interface AliasRecord {
  from: string;
  to: string;
  /** `file:line` of the entry. */
  at: string;
}

/** Reads and validates a legacy-aliases file (`aliases.yaml`). */
export function loadAliases(file: string, problems: string[]): AliasRecord[] {
  const parsed = parseYaml(readFileSync(file, "utf8"));
  for (const p of parsed.problems) problems.push(`${relative(file)}:${p.line}: ${p.message}`);
  const result = aliasesSchema.safeParse(parsed.value);
  if (result.success) return result.data.map((a, i) => ({ ...a, at: `${relative(file)}:${parsed.locate([i])}` }));
  for (const i of result.error.issues)
    problems.push(`${relative(file)}:${parsed.locate(i.path)}: ${i.path.join(".")}: ${i.message}`);
  return [];
}

/** Loads one collection's documents; a document that fails its schema is listed in `invalid`. */
function loadCollection<T extends PageType>(
  content: ContentFiles,
  c: Collection<T>,
  problems: string[],
  invalid: Content["invalid"],
): Loaded<Records[T]>[] {
  const single = c.single ? content.at(`${c.folder}${c.ext}`) : undefined;
  const files = c.single ? (single ? [{ name: "", file: single }] : []) : filesOf(content, c.folder, c.ext, problems);
  return files.flatMap(({ name, file }) => {
    const slug = c.single ? "" : path.basename(name, c.ext);
    const doc = loadDocument(c.schema, file, problems, c.single ? {} : { slug }, c.bodyRules);
    if (!doc) invalid.push({ type: c.type, slug });
    return doc ? [doc] : [];
  });
}

/**
 * Loads and validates the whole content folder. `drafts` (a place in the folder, `cities/beijing.yaml`,
 * to the file read there instead) puts documents being written in their place (scripts/check-record.ts).
 */
export function loadContent(dir: string = defaultContentDir(), drafts?: ReadonlyMap<string, string>): Content {
  const files = contentFiles(dir, drafts);
  const problems: string[] = [];
  const invalid: Content["invalid"] = [];
  // The register first: every source's publisher and tier come from it; then the facts, which records and datasets cite.
  loadPublishers(registerOf(dir), problems);
  const facts = loadFacts(path.join(dir, "facts"), problems, files);
  problems.push(...quoteBudgetProblems(facts, path.join(dir, QUOTE_BUDGET_FILE)));
  // The datasets before the documents: prose writes some sentences from them (`:rule-end[]`, ./rule-ends.ts).
  const datasets: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(datasetTypes)) {
    const file = files.at(`data/${name}.yaml`);
    if (file) datasets[name] = loadDocument(schema, file, problems);
  }
  setEntryRules((datasets as Datasets)["entry-rules"]?.data);
  const documents = Object.fromEntries(
    allCollections.map((c) => [c.type, loadCollection(files, c, problems, invalid)]),
  ) as Documents;
  const aliasesFile = files.at("aliases.yaml");
  const aliases = aliasesFile ? loadAliases(aliasesFile, problems) : [];
  for (const { name, file } of filesOf(files, "data", ".yaml", problems))
    if (!(path.basename(name, ".yaml") in datasetTypes))
      problems.push(`${relative(file)}:1: no dataset of this name (app/lib/content/load.ts datasetTypes)`);
  problems.push(...countProblems(facts, datasets as Datasets));
  const budgetFile = files.at(BUDGET_FILE);
  const uncitedBudget = budgetFile ? loadBudget(budgetFile, problems) : undefined;
  return {
    documents,
    datasets: datasets as Datasets,
    aliases,
    facts,
    invalid,
    problems,
    ...(uncitedBudget ? { uncitedBudget } : {}),
  };
}

/** Reads the budget of uncited figures, if the folder has one (app/lib/content/uncited-budget.ts). */
function loadBudget(file: string, problems: string[]): Content["uncitedBudget"] {
  if (!existsSync(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    problems.push(`${relative(file)}:1: not JSON: ${(e as Error).message}`);
    return undefined;
  }
  const result = budgetSchema.safeParse(json);
  if (result.success) return { file: relative(file), data: result.data };
  for (const i of result.error.issues) problems.push(`${relative(file)}:1: ${i.path.join(".")}: ${i.message}`);
  return undefined;
}

/** A count fact (`counts: entry-rules:transit.countries`) must equal the length of the list it counts. */
function countProblems(facts: Map<string, FactInForce>, datasets: Datasets): string[] {
  const out: string[] = [];
  for (const fact of facts.values()) {
    if (!fact.counts) continue;
    const [name, listPath] = fact.counts.split(":") as [string, string];
    const dataset = datasets[name as DatasetName];
    let list: unknown = dataset?.data;
    for (const key of listPath.split(".")) list = (list as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(list)) out.push(`${fact.at}: counts: ${fact.counts} is not a list of a dataset`);
    else if (list.length !== fact.value)
      out.push(`${fact.at}: ${fact.key} is ${String(fact.value)} but ${fact.counts} lists ${list.length}`);
  }
  return out;
}

/** The budget of deciding facts not yet quoted (decision 0037): `{ "unquoted": N }`, which only goes down. */
export const QUOTE_BUDGET_FILE = "facts/quote-budget.json";

/** Deciding facts with no quote that are not marked unconfirmed: the ones the quote check cannot read yet. */
export const unquoted = (facts: Iterable<FactInForce>): FactInForce[] =>
  [...facts].filter((f) => f.decides && !f.quoted && !f.unconfirmed);

/** More unquoted deciding facts than the budget allows: the build fails, naming the new ones' lines. */
function quoteBudgetProblems(facts: Map<string, FactInForce>, file: string): string[] {
  if (!existsSync(file)) return [];
  const budget = z
    .strictObject({ unquoted: z.number().int().nonnegative() })
    .safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!budget.success) return [`${relative(file)}:1: expected { "unquoted": N }`];
  const list = unquoted(facts.values());
  if (list.length <= budget.data.unquoted) return [];
  return [
    `${relative(file)}:1: ${list.length} deciding facts have no quote, above the budget of ${budget.data.unquoted}: quote the new ones (facts: quotes) or mark them unconfirmed: true; \`npm run facts\` lists them`,
  ];
}
