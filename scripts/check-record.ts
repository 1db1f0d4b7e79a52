/**
 * Checks content record files while they are being written:
 *   node --import tsx scripts/check-record.ts app/content/cities/beijing.ts [...]
 * Validates each against its schema, counts the words a reader sees, and checks
 * every internal link against the spec's route table.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { citySchema } from "../app/content/schemas/city";
import { solutionSchema } from "../app/content/schemas/solution";
import { comparisonSchema } from "../app/content/schemas/comparison";
import { articleSchema } from "../app/content/schemas/article";
import { collectStrings, countWords, inlineLinks } from "../app/content/words";
import { specPaths } from "../tests/spec-routes";

const kinds = {
  cities: { schema: citySchema, minWords: 900 },
  solutions: { schema: solutionSchema, minWords: 700 },
  comparisons: { schema: comparisonSchema, minWords: 1200 },
  articles: { schema: articleSchema, minWords: 1500 },
} as const;

const skip = new Set([
  "seo",
  "slug",
  "keywords",
  "metaTitle",
  "metaDescription",
  "link",
  "relatedCities",
  "region",
  "schemaType",
  "datePublished",
  "dateModified",
  "id",
  "type",
  "tone",
  "logos",
  "category",
  "quickWinner",
  "winner",
  "relatedGuideLink",
]);
const known = new Set(specPaths);
let failed = false;

for (const file of process.argv.slice(2)) {
  const kind = path.basename(path.dirname(path.resolve(file))) as keyof typeof kinds;
  const spec = kinds[kind];
  if (!spec) {
    console.error(`${file}: not in a known content folder`);
    failed = true;
    continue;
  }
  const mod = await import(pathToFileURL(path.resolve(file)).href);
  const result = spec.schema.safeParse(mod.default);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
  }
  const strings = collectStrings(mod.default, skip);
  const words = strings.reduce((n, s) => n + countWords(s), 0);
  if (words < spec.minWords) problems.push(`only ${words} words; at least ${spec.minWords} needed`);
  const links = [
    ...collectStrings(mod.default).flatMap(inlineLinks),
    ...(JSON.stringify(mod.default)
      .match(/"link":"([^"]*)"/g)
      ?.map((m) => m.slice(8, -1)) ?? []),
  ];
  for (const l of links) if (!known.has(l)) problems.push(`link to ${l}: no such page`);
  if (kind !== "articles" && mod.default?.slug && !path.basename(file).startsWith(mod.default.slug)) {
    problems.push(`file name should be ${mod.default.slug}.ts`);
  }
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}: ${words} words`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
