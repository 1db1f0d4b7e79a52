/**
 * Which pages show which facts: each page's prose (`:fact[topic.id]`), and a tool
 * page through its dataset (`!fact topic.id` in app/content/data/). Build-time
 * only; the freshness report and the tests read it.
 */
import { readFileSync } from "node:fs";
import { PHRASES_PATH, toolPath } from "../paths";
import type { PageEntry } from "./records";
import type { Datasets } from "./load";
import { factById } from "./facts";
import { isCompiled } from "./prose";

/** The page that reads each dataset. */
const datasetPage: Record<string, string> = {
  "entry-rules": toolPath("china-entry-checker"),
  "trip-checklist": toolPath("china-trip-checklist"),
  "payment-troubleshooter": toolPath("payment-troubleshooter"),
  phrases: PHRASES_PATH,
};

/** The facts one record cites in its prose. */
export function factsOf(record: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (isCompiled(value)) for (const f of value.facts) found.add(f);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(record);
  return found;
}

/** The facts a dataset reads: figures with `!fact topic.id`, text with `:fact[topic.id]`, a shown fact with `fact: topic.id`. */
const datasetFacts = (file: string) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /!fact\s+([a-z0-9.-]+)|:fact\[([a-z0-9.-]+)\]|^\s*-?\s*fact:\s+([a-z0-9-]+\.[a-z0-9.-]+)\s*$/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);

/** Each fact's key with the paths of the pages that show it. */
export function factUsage(pages: readonly PageEntry[], datasets: Datasets): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  const add = (key: string, path: string) => {
    const list = usage.get(key) ?? [];
    if (!list.includes(path)) list.push(path);
    usage.set(key, list);
  };
  for (const page of pages) for (const key of factsOf(page.record)) add(key, page.path);
  for (const [name, dataset] of Object.entries(datasets)) {
    const page = datasetPage[name];
    if (!dataset || !page) continue;
    for (const key of datasetFacts(dataset.file)) add(key, page);
  }
  return usage;
}

/** What a page tells the reader about a figure that holds only until a day: the day, and what happens after. */
export interface EndingFact {
  key: string;
  label: string;
  ends: string;
  afterEnd: string;
}

/** The end-dated facts a page relies on, in its prose or (a tool page) through its dataset; soonest first. */
export function endingFacts(page: PageEntry, datasets: Datasets): EndingFact[] {
  const keys = factsOf(page.record);
  for (const [name, dataset] of Object.entries(datasets))
    if (dataset && datasetPage[name] === page.path) for (const key of datasetFacts(dataset.file)) keys.add(key);
  return [...keys]
    .map((key) => factById(key))
    .filter((f): f is NonNullable<typeof f> => Boolean(f?.ends && f.afterEnd))
    .map((f) => ({ key: f.key, label: f.label, ends: f.ends!, afterEnd: f.afterEnd! }))
    .sort((a, b) => a.ends.localeCompare(b.ends));
}
