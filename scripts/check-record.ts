/**
 * Checks content documents while they are being written:
 *   node --import tsx scripts/check-record.ts app/content/cities/beijing.yaml [more files...]
 * Any record type, any file (a draft elsewhere is read as the type of its
 * folder name, app/lib/content/collections.ts; or landing.yaml, aliases.yaml).
 * Validates it against its schema and the Markdown vocabulary, counts the
 * words a reader sees, and checks every internal link against the registry
 * with the document added (or replacing the record of the same name).
 */
import path from "node:path";
import { collectionOfFolder } from "../app/lib/content/collections";
import {
  loadAliases,
  loadContent,
  loadDocument,
  type Content,
  type Documents,
  type Loaded,
} from "../app/lib/content/load";
import { buildRegistry } from "../app/lib/registry";
import { pageWords } from "../app/lib/content/rules";

const base = loadContent();
let failed = false;

for (const file of process.argv.slice(2)) {
  const problems: string[] = [];
  const content: Content = { ...base, invalid: [], problems: [] };
  let name = file;
  if (path.basename(file) === "aliases.yaml") {
    const aliases = loadAliases(file, problems);
    const registry = buildRegistry({ ...content, aliases });
    problems.push(...registry.problems.filter((p) => p.startsWith(`${path.relative(process.cwd(), file)}:`)));
    console.log(`${problems.length ? "FAIL" : "ok  "} ${file}: ${aliases.length} aliases`);
    for (const p of problems) console.log(`     - ${p}`);
    if (problems.length) failed = true;
    continue;
  }
  // A draft is read as the type of its folder (cities/, articles/…), or as the landing page.
  const single = collectionOfFolder(path.basename(file).replace(/\.(md|yaml)$/, ""));
  const c = single?.single ? single : collectionOfFolder(path.basename(path.dirname(path.resolve(file))));
  if (!c || (c.single && c !== single)) {
    const folders = ["aliases.yaml", "landing.yaml", "or a file in a content folder (cities/, articles/…)"];
    console.log(`FAIL ${file}: not a content document: ${folders.join(", ")}`);
    failed = true;
    continue;
  }
  if (!file.endsWith(c.ext)) problems.push(`${file}:1: a ${c.type} document is a ${c.ext} file`);
  const slug = c.single ? "" : path.basename(file, c.ext);
  const doc = loadDocument(c.schema, file, problems, c.single ? {} : { slug });
  if (doc) {
    name = doc.file;
    const documents = { ...content.documents } as Record<string, Loaded<unknown>[]>;
    const others = documents[c.type]!.filter((d) => !c.single && (d.data as { slug?: string }).slug !== slug);
    documents[c.type] = [...others, doc];
    content.documents = documents as unknown as Documents;
  }
  const registry = buildRegistry(content);
  problems.push(...registry.problems.filter((p) => p.startsWith(`${name}:`)));
  const page = registry.pages.find((p) => p.source.file === name);
  const words = page ? pageWords(page) : 0;
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}: ${words} words`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
