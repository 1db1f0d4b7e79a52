import type { PageEntry } from "../app/lib/registry";

/**
 * One page of each page type, as a reader meets them: the first registered page of each type, and for
 * the site pages (type `page`) the first hub, since a hub is the site page readers land on. Used by the
 * first-screen browser test and the first-paint benchmark, so both look at the same pages.
 */
export function samplePages(pages: readonly PageEntry[]): { type: string; path: string }[] {
  const samples = new Map<string, string>();
  for (const p of pages) {
    const type = p.type === "page" ? (p.record.kind.endsWith("-hub") ? "hub" : undefined) : p.type;
    if (type && !samples.has(type)) samples.set(type, p.path);
  }
  return [...samples].map(([type, path]) => ({ type, path }));
}
