/**
 * What each page may load in the browser (docs/decisions/0009-lean-client.md): content pages
 * their small modules and no React, a tool page also the shared framework chunk and its own React
 * island (docs/decisions/0013-tool-islands.md). Written out here, not read from the route modules,
 * so the page audit (audit.ts) checks the build against what was decided, on every page.
 */
import type { PageEntry } from "../../app/lib/registry";

/** Every page: the site module and the offline one. */
const always = ["site", "offline"];

/** Beside those, by page type; the site type's pages include the search page, and the phrase cards open full screen. */
const byType: Record<string, string[]> = {
  landing: ["banner"],
  article: ["driverCard"],
  city: ["driverCard"],
  solution: ["driverCard"],
  page: ["search", "driverCard"],
};

/** Each tool page: the framework chunk and its island; the checklist's hotel cards open full screen too. */
const byTool: Record<string, string[]> = {
  "/tools/china-entry-checker": ["framework", "entryChecker"],
  "/tools/china-trip-checklist": ["framework", "tripChecklist", "driverCard"],
  "/tools/payment-troubleshooter": ["framework", "paymentTroubleshooter"],
};

/** The modules `entry` must load, each once, and no other script. */
export function expectedModules(entry: Pick<PageEntry, "path" | "type">): string[] {
  if (entry.type !== "tool") return [...always, ...(byType[entry.type] ?? [])];
  const tool = byTool[entry.path];
  if (!tool) throw new Error(`${entry.path}: a new tool page; list what it loads in tests/e2e/page-modules.ts`);
  return [...always, ...tool];
}

/** A built module's path: `/assets/<name>-<hash>.js`. */
export const modulePattern = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8,10}\\.js$`);
