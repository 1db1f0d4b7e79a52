/**
 * Names shared by the service worker (app/sw/sw.ts) and the page scripts that
 * talk to it (app/client/offline.ts): one home for each.
 */
export const OFFLINE = {
  /** Cache holding the pages a reader saved, the assets they use and the search index. */
  savedCache: "saved-pages-v1",
  /** Inside the saved cache: what is saved, with titles and dates ({ [path]: SavedPage }). */
  savedIndex: "/__saved-index.json",
  /** Built by the post-build step: every guide page with its size, and the search index files. */
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
}

export interface OfflineManifest {
  /** Build identifier: changes with every build. */
  build: string;
  pages: { path: string; title: string; type: string; bytes: number }[];
  /** Files of the search index, saved with the first page so search works offline. */
  search: { files: string[]; bytes: number };
}

/** Messages the page sends to the worker, and the worker's replies. */
export type OfflineRequest = { type: "save"; paths: string[] } | { type: "remove"; paths: string[] };
export type OfflineReply =
  { type: "progress"; done: number; total: number; path: string } | { type: "done"; saved: string[]; failed: string[] };
