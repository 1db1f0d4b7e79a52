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
  /**
   * How long the worker waits for the site to answer a page it has a saved copy of before serving that copy.
   * Behind a blocking firewall, on a captive portal or on a train's weak signal the phone reports it is
   * online and a request hangs rather than fails; a reader with the page on the device should not wait
   * for the browser's own time-out (a minute or more). A working roaming link answers well within it.
   */
  savedTimeoutMs: 4_000,
  /**
   * The same wait for a page that is not saved, before the offline page takes its place: longer, since
   * the only thing to gain by giving up is the list of saved pages nearest to it.
   */
  unsavedTimeoutMs: 10_000,
  /**
   * The attribute the worker sets on the `<html>` of a page it answered from the device because the site
   * did not answer (the request failed, timed out, or the host answered with a server error): the page's
   * own script reads it, so it never depends on `navigator.onLine` to say it is the saved copy.
   */
  servedFromDevice: "data-served-from-device",
} as const;

/** Why the worker answered from the device: the request failed, it hung past the time-out, or the host failed. */
export type DeviceReason = "failed" | "timeout" | "server-error";

/**
 * A saved (or offline) page as the worker serves it from the device: the same HTML with the reason on its
 * `<html>` element. Nothing else changes, so the page's Content-Security-Policy and script hashes hold.
 */
export function markServedFromDevice(html: string, reason: DeviceReason): string {
  return html.replace(/<html\b/i, `<html ${OFFLINE.servedFromDevice}="${reason}"`);
}

/**
 * Why this copy of a page did not come from the site, in the reader's words, or null when it did:
 * `servedFromDevice` is the worker's mark on the page (null when the site answered); `online` is
 * `navigator.onLine`, trusted only when it says the phone is offline (behind a firewall it says online).
 */
export function whyFromDevice(servedFromDevice: string | null, online: boolean): string | null {
  if (!online) return "You are offline";
  if (servedFromDevice === "timeout") return "The site is not answering";
  return servedFromDevice ? "The site cannot be reached" : null;
}

/** What the "Save for offline" box of a page says: whether it is saved and, for a copy from the device, since when. */
export function savedStatus(opts: {
  savedAt: string | undefined;
  servedFromDevice: string | null;
  online: boolean;
  when: (iso: string) => string;
}): string {
  const why = whyFromDevice(opts.servedFromDevice, opts.online);
  if (opts.savedAt)
    return why
      ? `${why}: this is the copy saved ${opts.when(opts.savedAt)}.`
      : `Saved for offline ${opts.when(opts.savedAt)}.`;
  return why ? `${why}. This page is not saved.` : "Save this guide to read it without a connection.";
}
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
