/**
 * Which pages show which facts: each page's prose (`:fact[topic.id]`), and a tool
 * page through its dataset (`!fact topic.id` in app/content/data/). Build-time
 * only; the freshness report and the tests read it.
 */
import { readFileSync } from "node:fs";
import { toolPath } from "../paths";
import type { PageEntry } from "../registry";
import type { Datasets } from "./load";
import { isCompiled } from "./prose";

/** The tool page that reads each dataset. */
const datasetPage: Record<string, string> = {
  "entry-rules": toolPath("china-entry-checker"),
  "trip-checklist": toolPath("china-trip-checklist"),
  "payment-troubleshooter": toolPath("payment-troubleshooter"),
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
    for (const m of readFileSync(dataset.file, "utf8").matchAll(/!fact\s+([a-z0-9.-]+)/g)) add(m[1]!, page);
  }
  return usage;
}
