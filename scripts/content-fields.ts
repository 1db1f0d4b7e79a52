/**
 * `npm run docs:fields`: the field lists of docs/content-guide.md, written from the zod schemas so
 * that they cannot drift (docs/decisions/0032-content-edit-loop.md).
 *
 * Each content type (app/lib/content/collections.ts), each dataset (app/lib/content/load.ts
 * `datasetTypes`) and the fact topics get a list between two marker comments in the guide:
 *
 *   <!-- fields:city:start -->
 *   - `cityName` (required): text. The city's name in English.
 *   <!-- fields:city:end -->
 *
 * One line per field, with its path (`sights[].nameZh`), whether it must be given (or its default),
 * its type in words and its doc comment. The schemas are walked with zod's own description of them
 * (`schema._zod.def`); the doc comments are the JSDoc of the object literals in app/content/schemas/,
 * read with the TypeScript parser and matched to a zod object by its exact set of field names.
 * The text outside the markers is the guide's own. scripts/content-fields.test.ts fails while the
 * guide differs from what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import ts from "typescript";
import type { z } from "zod";
import { takeMark } from "../app/content/schemas/prose";
import { factTopicSchema } from "../app/content/schemas/facts";
import { publisherRegisterSchema } from "../app/content/schemas/publishers";
import { allCollections } from "../app/lib/content/collections";
import { datasetTypes } from "../app/lib/content/load";

const root = path.resolve(import.meta.dirname, "..");
export const GUIDE = "docs/content-guide.md";
const SCHEMAS = "app/content/schemas";

/** A list of fields in the guide: its marker id and the schema it is written from. */
export interface FieldSection {
  id: string;
  schema: z.ZodType;
}

/** Every list the guide carries: the content types, the fact topics, then the datasets. */
export const fieldSections = (): FieldSection[] => [
  ...allCollections.map((c) => ({ id: c.type, schema: c.schema as z.ZodType })),
  { id: "facts", schema: factTopicSchema },
  { id: "publishers", schema: publisherRegisterSchema },
  ...Object.entries(datasetTypes).map(([name, schema]) => ({ id: name, schema: schema as z.ZodType })),
];

// ---- Doc comments: the JSDoc of each object literal's properties in the schema files ----

interface Literal {
  own: Map<string, string | undefined>;
  spreads: string[];
}

/** Field name -> doc comment, for each object literal of the schema files, found by its set of field names. */
export type Docs = Map<string, Map<string, string>[]>;

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

function docOf(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs.at(-1);
  const comment = last ? ts.getTextOfJSDocComment(last.comment) : undefined;
  return comment ? oneLine(comment) : undefined;
}

const nameOf = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;

/** Reads the doc comments of every object literal in `files` (TypeScript sources). */
export function readDocs(files: { name: string; text: string }[]): Docs {
  const literals: Literal[] = [];
  const named = new Map<string, Literal>();
  for (const file of files) {
    const source = ts.createSourceFile(file.name, file.text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const literal: Literal = { own: new Map(), spreads: [] };
        for (const p of node.properties) {
          if (ts.isSpreadAssignment(p)) {
            if (ts.isIdentifier(p.expression)) literal.spreads.push(p.expression.text);
          } else if (p.name) {
            const name = nameOf(p.name);
            if (name !== undefined) literal.own.set(name, docOf(p));
          }
        }
        literals.push(literal);
        if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
          named.set(node.parent.name.text, literal);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // A literal's fields: its own and those of the literals it spreads (`...documentFields`).
  const fieldsOf = (l: Literal, seen = new Set<Literal>()): Map<string, string | undefined> => {
    const all = new Map<string, string | undefined>();
    seen.add(l);
    for (const s of l.spreads) {
      const spread = named.get(s);
      if (spread && !seen.has(spread)) for (const [k, v] of fieldsOf(spread, seen)) all.set(k, v);
    }
    for (const [k, v] of l.own) all.set(k, v);
    return all;
  };
  const docs: Docs = new Map();
  for (const l of literals) {
    const fields = fieldsOf(l);
    const key = [...fields.keys()].sort().join(",");
    const withDocs = new Map([...fields].filter((e): e is [string, string] => e[1] !== undefined));
    docs.set(key, [...(docs.get(key) ?? []), withDocs]);
  }
  return docs;
}

/** The schema files, app/content/schemas/*.ts (tests left out), by name. */
export function schemaFiles(): { name: string; text: string }[] {
  const dir = path.join(root, SCHEMAS);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(path.join(dir, f), "utf8") }));
}

/** The doc comments of the schema files. */
export const schemaDocs = (): Docs => readDocs(schemaFiles());

/** The doc comment of `field` in an object with exactly `keys`: given when the literals of that shape agree. */
function docFor(docs: Docs, keys: string[], field: string): string | undefined {
  const found = new Set(
    (docs.get([...keys].sort().join(",")) ?? []).flatMap((d) => (d.has(field) ? [d.get(field)!] : [])),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

// ---- The schemas in words ----

/** One field of a list. */
export interface Field {
  path: string;
  /** "required", "optional" or "optional, default …". */
  presence: string;
  type: string;
  doc?: string;
}

// zod 4's own description of a schema (`schema._zod.def`), as far as this walk reads it.
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
type Schema = z.ZodType;
const defOf = (s: Schema) => s._zod.def as unknown as Def;
const checksOf = (s: Schema) => (defOf(s).checks ?? []).map((c) => c._zod.def);

const DATE = String.raw`^\d{4}-\d{2}-\d{2}$`;
const OBJECT = "the fields below";

/** "at least 3", "1 to 6", "exactly 2", or nothing, from min/max checks. */
function bounds(s: Schema, unit: string): string {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checksOf(s)) {
    if (c.check === "min_length") min = c.minimum;
    else if (c.check === "max_length") max = c.maximum;
    else if (c.check === "length_equals") min = max = c.length;
  }
  if (min !== undefined && min === max) return `exactly ${min} ${unit}`;
  if (min !== undefined && min > 1 && max !== undefined) return `${min} to ${max} ${unit}`;
  if (max !== undefined) return `up to ${max} ${unit}`;
  if (min !== undefined && min > 1) return `at least ${min} ${unit}`;
  return "";
}

function numberWords(s: Schema): string {
  let whole = false;
  const range: string[] = [];
  for (const c of checksOf(s)) {
    if (c.check === "number_format" && /int/.test(c.format ?? "")) whole = true;
    if (c.check === "greater_than") range.push(c.inclusive ? `at least ${c.value}` : `over ${c.value}`);
    if (c.check === "less_than") range.push(c.inclusive ? `at most ${c.value}` : `under ${c.value}`);
  }
  return [whole ? "whole number" : "number", ...range].join(", ");
}

function stringWords(s: Schema): string {
  const def = defOf(s);
  if (def.format === "url") return "https:// address";
  if (def.format === "email") return "e-mail address";
  const regex = checksOf(s).find((c) => c.check === "string_format" && c.format === "regex")?.pattern;
  if (regex?.source === DATE) return "date (YYYY-MM-DD)";
  const length = bounds(s, "characters");
  if (regex) return `text matching \`${regex.source}\`${length ? `, ${length}` : ""}`;
  const empty = !checksOf(s).some((c) => c.check === "min_length" || c.check === "length_equals");
  return `text${length ? `, ${length}` : ""}${empty ? " (may be empty)" : ""}`;
}

/** What a transform makes of a string: prose is marked for the Markdown pipeline (app/content/schemas/prose.ts). */
function proseKind(transform: Schema): string | undefined {
  const fn = defOf(transform).transform as ((input: unknown, ctx: unknown) => unknown) | undefined;
  try {
    const mark = takeMark(fn?.("x", { issues: [], value: "x" }));
    if (mark) return mark.kind === "inline" ? "prose (Markdown)" : "Markdown sections";
  } catch {
    // Not a prose transform.
  }
  return undefined;
}

const literalWords = (v: unknown) => (v === "" ? "empty" : `\`${typeof v === "string" ? v : JSON.stringify(v)}\``);

/** Unwraps optional/default wrappers: the schema an editor writes, and whether it may be left out. */
function presenceOf(s: Schema): { inner: Schema; presence: string } {
  let presence = "required";
  let inner = s;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional") presence = presence === "required" ? "optional" : presence;
    else if (def.type === "default" || def.type === "prefault") {
      const value = def.defaultValue;
      presence = `optional, default ${literalWords(typeof value === "function" ? (value as () => unknown)() : value)}`;
    } else if (def.type === "pipe") {
      // A transformed field (prose): whether it may be left out is its input's business.
      const input = presenceOf(def.in as Schema).presence;
      return { inner, presence: presence === "required" ? input : presence };
    } else if (def.type === "readonly" || def.type === "catch" || def.type === "nonoptional") {
      // Same value as written.
    } else return { inner, presence };
    inner = def.innerType as Schema;
  }
}

/** The type of `s` in words; the fields of any object in it are pushed after it, under `at`. */
function words(s: Schema, at: string, docs: Docs, out: Field[], depth: number): string {
  const def = defOf(s);
  switch (def.type) {
    case "string":
      return stringWords(s);
    case "number":
      return numberWords(s);
    case "boolean":
      return "true or false";
    case "literal":
      return (def.values as unknown[]).map(literalWords).join(" or ");
    case "enum":
      return `one of ${Object.values(def.entries as Record<string, unknown>)
        .map(literalWords)
        .join(" | ")}`;
    case "null":
      return "null";
    case "any":
    case "unknown":
      return "any value";
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
    case "readonly":
    case "catch":
    case "nonoptional": {
      const inner = words(def.innerType as Schema, at, docs, out, depth);
      return def.type === "nullable" ? `${inner}, or null` : inner;
    }
    case "pipe": {
      const kind = defOf(def.out as Schema).type === "transform" ? proseKind(def.out as Schema) : undefined;
      const input = words(def.in as Schema, at, docs, out, depth);
      return kind ?? input;
    }
    case "lazy":
      return depth > 8 ? "(nested)" : words((def.getter as () => Schema)(), at, docs, out, depth + 1);
    case "array": {
      const count = bounds(s, "items");
      const element = words(def.element as Schema, `${at}[]`, docs, out, depth + 1);
      return `list${count ? ` (${count})` : ""}, each ${element === OBJECT ? "with the fields below" : element}`;
    }
    case "tuple":
      return `[${(def.items as Schema[]).map((item, i) => words(item, `${at}[${i}]`, docs, out, depth + 1)).join(", ")}]`;
    case "object":
      fieldsInto(s, at, docs, out, depth + 1);
      return OBJECT;
    case "record":
      return `map of ${words(def.keyType as Schema, at, docs, out, depth + 1)} to ${words(def.valueType as Schema, `${at}.*`, docs, out, depth + 1)}`;
    case "union": {
      const options = (def.options as Schema[]).map((o) => words(o, at, docs, out, depth + 1));
      return [...new Set(options)].join(", or ");
    }
    case "intersection":
      return `${words(def.left as Schema, at, docs, out, depth)} and ${words(def.right as Schema, at, docs, out, depth)}`;
    case "custom":
      return "a value the schema checks itself";
    default:
      return def.type;
  }
}

/** Pushes one line per field of the object `s` (and of the objects inside it), paths under `prefix`. */
function fieldsInto(s: Schema, prefix: string, docs: Docs, out: Field[], depth = 0) {
  const shape = (s as unknown as z.ZodObject).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  for (const key of keys) {
    const fieldPath = prefix ? `${prefix}.${key}` : key;
    const { inner, presence: given } = presenceOf(shape[key]!);
    // A document's slug is its file name (app/lib/content/load.ts refuses a `slug` field).
    const presence = !prefix && key === "slug" ? "the file name, never written in the file" : given;
    const line: Field = { path: fieldPath, presence, type: "" };
    const doc = docFor(docs, keys, key);
    if (doc) line.doc = doc;
    out.push(line);
    // The fields of an object in it (a list of sights, say) come right after it.
    line.type = words(inner, fieldPath, docs, out, depth);
  }
}

/** The fields of one schema, in the schema's order, nested fields after their parent. */
export function fieldsOf(schema: z.ZodType, docs: Docs): Field[] {
  const out: Field[] = [];
  const { inner } = presenceOf(schema);
  const top = defOf(inner).type === "pipe" ? (defOf(inner).in as Schema) : inner;
  if (defOf(top).type === "object") fieldsInto(top, "", docs, out);
  else words(top, "", docs, out, 0);
  return out;
}

/** A doc comment as Markdown text: `<` outside code spans would read as HTML. */
const markdownText = (doc: string) =>
  doc
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, "&lt;")))
    .join("");

/** The Markdown list of the fields (the text between a section's markers). */
export function renderFields(fields: Field[]): string {
  return fields
    .map((f) => {
      const depth = f.path.split(".").length - 1;
      const doc = f.doc ? ` ${markdownText(f.doc).replace(/([^.!?])$/, "$1.")}` : "";
      return `${"  ".repeat(depth)}- \`${f.path}\` (${f.presence}): ${f.type}.${doc}`;
    })
    .join("\n");
}

// ---- The guide ----

const marker = (id: string, end: "start" | "end") => `<!-- fields:${id}:${end} -->`;
const MARKER = /<!-- fields:([a-z0-9-]+):(start|end) -->/g;

/** The guide with every marked list written from `sections`, and what did not fit (unknown or missing markers). */
export function withFields(guide: string, sections: FieldSection[], docs: Docs): { text: string; problems: string[] } {
  const problems: string[] = [];
  const ids = new Set(sections.map((s) => s.id));
  for (const m of guide.matchAll(MARKER))
    if (!ids.has(m[1]!)) problems.push(`${GUIDE}: ${m[0]} names no content type, dataset or "facts"`);
  let text = guide;
  for (const { id, schema } of sections) {
    const start = text.indexOf(marker(id, "start"));
    const end = text.indexOf(marker(id, "end"));
    if (start < 0 || end < start) {
      problems.push(`${GUIDE}: no list for ${id}: add ${marker(id, "start")} and ${marker(id, "end")}`);
      continue;
    }
    const list = renderFields(fieldsOf(schema, docs));
    text = `${text.slice(0, start + marker(id, "start").length)}\n\n${list}\n\n${text.slice(end)}`;
  }
  return { text, problems };
}

/** The guide as `npm run docs:fields` writes it: the lists from the schemas, formatted as the repository's Prettier does. */
export async function regenerate(
  guide: string,
  sections = fieldSections(),
  docs = schemaDocs(),
): Promise<{ text: string; problems: string[] }> {
  const { text, problems } = withFields(guide, sections, docs);
  const options = (await prettier.resolveConfig(path.join(root, GUIDE))) ?? {};
  return { text: await prettier.format(text, { ...options, filepath: path.join(root, GUIDE) }), problems };
}

/**
 * The lists in `guide` that differ from `expected` (both with markers), each named with what it lacks
 * or has too many of: "fields:city: missing `- `metro` (optional): …`".
 */
export function staleLists(guide: string, expected: string): string[] {
  const listsOf = (text: string) =>
    new Map(
      [...text.matchAll(/<!-- fields:([a-z0-9-]+):start -->\n([\s\S]*?)<!-- fields:\1:end -->/g)].map((m) => [
        m[1]!,
        m[2]!
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean),
      ]),
    );
  const have = listsOf(guide);
  const problems: string[] = [];
  for (const [id, lines] of listsOf(expected)) {
    const written = have.get(id) ?? [];
    const missing = lines.filter((l) => !written.includes(l));
    const extra = written.filter((l) => !lines.includes(l));
    for (const l of missing) problems.push(`fields:${id}: missing ${l}`);
    for (const l of extra) problems.push(`fields:${id}: not in the schema ${l}`);
    if (!missing.length && !extra.length && lines.join("\n") !== written.join("\n"))
      problems.push(`fields:${id}: the fields are in another order than the schema's`);
  }
  return problems;
}

async function main() {
  const file = path.join(root, GUIDE);
  const guide = readFileSync(file, "utf8");
  const { text, problems } = await regenerate(guide);
  for (const p of problems) console.error(p);
  if (text !== guide) {
    writeFileSync(file, text);
    console.log(`${GUIDE}: field lists written from the schemas`);
  } else console.log(`${GUIDE}: field lists up to date`);
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
