/**
 * Checks content documents while they are being written:
 *   node --import tsx scripts/check-record.ts app/content/cities/beijing.yaml [more files...]
 * Any record type, any file (a draft elsewhere is read as the type of its
 * folder name: articles, legal, cities, solutions, comparisons; or landing.yaml, aliases.yaml).
 * Validates it against its schema and the Markdown vocabulary, counts the
 * words a reader sees, and checks every internal link against the registry
 * with the document added (or replacing the record of the same name).
 */
import path from "node:path";
import { countWords } from "../app/lib/content/words";
import {
  contentTypes,
  loadAliases,
  loadContent,
  loadDocument,
  type Content,
  type Loaded,
} from "../app/lib/content/load";
import { MIN_WORDS } from "../app/lib/content/word-minimums";
import { landingSchema } from "../app/content/schemas/landing";
import { recordText } from "../app/lib/content-integrity";
import { buildRegistry } from "../app/lib/registry";

const pageTypeOf = { articles: "article", cities: "city", solutions: "solution", comparisons: "comparison" } as const;

const base = loadContent();
let failed = false;

for (const file of process.argv.slice(2)) {
  const folder = path.basename(path.dirname(path.resolve(file)));
  const problems: string[] = [];
  const content: Content = { ...base, invalid: [], problems: [] };
  let name = file;
  if (path.basename(file) === "aliases.yaml") {
    const aliases = loadAliases(file, problems);
    const registry = buildRegistry({ ...content, aliases });
    const paths = new Set(registry.pages.map((p) => p.path));
    aliases.forEach((a, i) => {
      if (!paths.has(a.to)) problems.push(`${file}: ${i}.to: ${a.to} is not a page`);
      if (paths.has(a.from)) problems.push(`${file}: ${i}.from: ${a.from} is a page, not an old address`);
    });
    console.log(`${problems.length ? "FAIL" : "ok  "} ${file}: ${aliases.length} aliases`);
    for (const p of problems) console.log(`     - ${p}`);
    if (problems.length) failed = true;
    continue;
  }
  if (path.basename(file) === "landing.yaml") {
    content.landing = loadDocument(landingSchema, file, problems);
  } else if (folder in contentTypes) {
    const kind = folder as keyof typeof contentTypes;
    const { ext, schema } = contentTypes[kind];
    if (!file.endsWith(ext)) problems.push(`${file}:1: a ${kind} document is a ${ext} file`);
    const slug = path.basename(file, ext);
    const doc = loadDocument(schema, file, problems, { slug });
    if (doc) {
      name = doc.file;
      const others = (base[kind] as Loaded<{ slug: string }>[]).filter((d) => d.data.slug !== slug);
      (content[kind] as unknown[]) = [...others, doc];
    }
  } else {
    console.log(
      `FAIL ${file}: not in a content folder (${Object.keys(contentTypes).join(", ")}), nor landing.yaml or aliases.yaml`,
    );
    failed = true;
    continue;
  }
  const registry = buildRegistry(content);
  problems.push(...registry.problems.filter((p) => p.startsWith(`${name}:`)));
  const page = registry.pages.find((p) => p.source.file === name);
  const words = page ? recordText(page).reduce((n, s) => n + countWords(s), 0) : 0;
  const type = pageTypeOf[folder as keyof typeof pageTypeOf];
  if (page && type && words < MIN_WORDS[type])
    problems.push(`${name}: only ${words} words; at least ${MIN_WORDS[type]} needed`);
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}: ${words} words`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
