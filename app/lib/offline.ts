/**
 * Names shared by the service worker (app/sw/sw.ts) and the page scripts that
 * talk to it (app/client/offline.ts): one home for each; and the rule for the
 * saved pages offered in place of a page that is not saved.
 */
export const OFFLINE = {
  /** Cache holding the pages a reader saved, the assets they use and the search index. */
  savedCache: "saved-pages-v1",
  /** Inside the saved cache: what is saved, with titles and dates ({ [path]: SavedPage }). */
  savedIndex: "/__saved-index.json",
  /** Built by the post-build step: every guide page with its size and assets, and the search index files. */
  manifest: "/offline-manifest.json",
  /** The page shown for an unsaved page when there is no connection. */
  offlinePage: "/offline",
  /** The service worker script, at the root so its scope is the whole site. */
  worker: "/sw.js",
} as const;

export interface SavedPage {
  title: string;
  /** ISO date-time of the last save or refresh. */
  savedAt: string;
  /**
   * The files saved with the page, from the manifest of the build it was saved
   * under (kept until the page is refreshed). Missing for a page saved before
   * pages recorded their assets.
   */
  assets?: string[];
}

export interface OfflineManifest {
  /** Build identifier: changes with every build. */
  build: string;
  /**
   * Every page "Save all" saves; `cities`: the city slugs the page is about (its own, or named in its path);
   * `assets`: the files the page uses besides `sharedAssets` (site paths, listed by the build from its HTML).
   */
  pages: { path: string; title: string; type: string; cities: string[]; bytes: number; assets: string[] }[];
  /** The files every page uses (stylesheet, icons, the site's scripts), listed once here rather than per page. */
  sharedAssets: string[];
  /** Files of the search index, saved with the first page so search works offline. */
  search: { files: string[]; bytes: number };
}

/** Messages the page sends to the worker, and the worker's replies. */
export type OfflineRequest = { type: "save"; paths: string[] } | { type: "remove"; paths: string[] };
export type OfflineReply =
  { type: "progress"; done: number; total: number; path: string } | { type: "done"; saved: string[]; failed: string[] };

/** Every file a page of the manifest uses: the shared ones and its own. */
export const assetsOfPage = (manifest: OfflineManifest, page: OfflineManifest["pages"][number]): string[] => [
  ...manifest.sharedAssets,
  ...page.assets,
];

/**
 * The saved pages nearest to a page that is not saved, for the offline page
 * shown in its place: pages about the same city first, then pages of the same
 * type, then the rest, each in the manifest's order. Saved pages the manifest
 * does not know (from an older build) come last.
 */
export function nearestSaved(asked: string, pages: OfflineManifest["pages"], saved: string[]): string[] {
  const of = new Map(pages.map((p, i) => [p.path, { ...p, i }]));
  const target = of.get(asked);
  const score = (path: string) => {
    const p = of.get(path);
    if (!p || !target) return 0;
    return (p.cities.some((c) => target.cities.includes(c)) ? 2 : 0) + (p.type === target.type ? 1 : 0);
  };
  const order = (path: string) => of.get(path)?.i ?? pages.length;
  return saved
    .filter((p) => p !== asked)
    .sort((a, b) => score(b) - score(a) || order(a) - order(b) || a.localeCompare(b));
}
