/// <reference lib="webworker" />
/**
 * The service worker (bundled and given its precache manifest by the
 * post-build step, scripts/build/offline.ts). Workbox precaches the shell: the
 * stylesheet, the page modules, icons and the offline page. Pages the reader
 * saves go to their own cache together with the exact assets they use, as the
 * offline manifest lists them for each page (the build knows them; the worker
 * never reads a page for them; precached ones are copied in), so a new build
 * never pairs an old saved page with new assets: saved pages are refreshed
 * (page and assets together) whenever they are opened online and when a new
 * worker takes over.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import {
  assetsOfPage,
  type DeviceReason,
  markServedFromDevice,
  OFFLINE,
  type OfflineManifest,
  type OfflineReply,
  type OfflineRequest,
  type SavedPage,
} from "../lib/offline";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const open = () => caches.open(OFFLINE.savedCache);

async function readIndex(cache: Cache): Promise<Record<string, SavedPage>> {
  const res = await cache.match(OFFLINE.savedIndex);
  return res ? ((await res.json()) as Record<string, SavedPage>) : {};
}
const writeIndex = (cache: Cache, index: Record<string, SavedPage>) =>
  cache.put(
    OFFLINE.savedIndex,
    new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }),
  );

/**
 * The build's page list with the files each page uses (listed by the build,
 * scripts/build/page-assets.ts): asked for once per save or refresh, past any
 * cache, so pages are saved with the assets of the build that serves them.
 */
async function fetchManifest(): Promise<OfflineManifest> {
  const res = await fetch(OFFLINE.manifest, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${OFFLINE.manifest}: HTTP ${res.status}`);
  return (await res.json()) as OfflineManifest;
}

/**
 * Downloads a page and every asset the manifest lists for it into the saved
 * cache; returns its index entry. The page is stored last, once all its assets
 * are: without the manifest, or with an asset missing, nothing of it is saved.
 */
async function savePage(
  cache: Cache,
  manifest: OfflineManifest | undefined,
  path: string,
  fresh?: Response,
): Promise<SavedPage> {
  if (!manifest) throw new Error(`${OFFLINE.manifest} could not be fetched`);
  const listed = manifest.pages.find((p) => p.path === path);
  if (!listed) throw new Error(`${path}: not in ${OFFLINE.manifest}`);
  const assets = assetsOfPage(manifest, listed);
  const response = fresh ?? (await fetch(path, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  await Promise.all(
    assets.map(async (url) => {
      if (await cache.match(url)) return;
      // A file the worker precached (the stylesheet, the shared scripts) is copied too: the next
      // build's worker drops it from its precache, and a page it cannot refresh still needs it.
      const asset = (await matchPrecache(url)) ?? (await fetch(url));
      if (!asset.ok) throw new Error(`${url}: HTTP ${asset.status}`);
      await cache.put(url, asset);
    }),
  );
  await cache.put(path, response);
  return { title: listed.title, savedAt: new Date().toISOString(), assets };
}

/** The search index, kept with the saved pages so search works offline. */
async function saveSearchIndex(cache: Cache, manifest: OfflineManifest) {
  for (const file of manifest.search.files) if (!(await cache.match(file))) await cache.put(file, await fetch(file));
}

/**
 * Drops cached assets no saved page uses any more, from the list stored with
 * each page (a page not refreshed keeps the assets of the build it was saved
 * under). The index, the saved pages and the search index stay.
 */
async function pruneAssets(cache: Cache, index: Record<string, SavedPage>) {
  const pages = Object.values(index);
  // A page saved before pages recorded their assets: keep everything until it is refreshed.
  if (pages.some((p) => !p.assets)) return;
  const used = new Set(pages.flatMap((p) => p.assets ?? []));
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    const kept = pathname === OFFLINE.savedIndex || pathname in index || pathname.startsWith("/pagefind/");
    if (!kept && !used.has(pathname)) await cache.delete(request);
  }
}

async function handle(message: OfflineRequest, reply: (m: OfflineReply) => void) {
  const cache = await open();
  const index = await readIndex(cache);
  const saved: string[] = [];
  const failed: string[] = [];
  if (message.type === "save") {
    const manifest = await fetchManifest().catch(() => undefined);
    for (const [i, path] of message.paths.entries()) {
      try {
        index[path] = await savePage(cache, manifest, path);
        saved.push(path);
      } catch {
        failed.push(path);
      }
      reply({ type: "progress", done: i + 1, total: message.paths.length, path });
    }
    if (manifest) await saveSearchIndex(cache, manifest).catch(() => undefined);
  } else {
    for (const path of message.paths) {
      await cache.delete(path);
      delete index[path];
    }
  }
  await writeIndex(cache, index);
  await pruneAssets(cache, index);
  reply({ type: "done", saved, failed });
}

self.addEventListener("message", (event) => {
  const port = event.ports[0];
  if (!port) return;
  event.waitUntil(handle(event.data as OfflineRequest, (m) => port.postMessage(m)));
});

/** A new worker (a new build) refreshes every saved page with the assets it now uses. */
async function refreshAll() {
  const cache = await open();
  const index = await readIndex(cache);
  const manifest = await fetchManifest().catch(() => undefined);
  for (const path of Object.keys(index)) {
    try {
      index[path] = await savePage(cache, manifest, path);
    } catch {
      // Offline or gone: the old page keeps the old assets it was saved with.
    }
  }
  await writeIndex(cache, index);
  await pruneAssets(cache, index);
}

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim().then(refreshAll)));

/**
 * The site's answer to a page request, or why there was none: the request failed, or the site did not answer
 * within `ms` (a blocked or captive network hangs rather than fails, while the phone says it is online).
 * A navigation request cannot take an abort signal, so the wait is a race; a late answer is dropped.
 */
async function fromSite(request: Request, ms: number): Promise<Response | DeviceReason> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<DeviceReason>((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  try {
    return await Promise.race([fetch(request), late]);
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}

/** A page from the device, marked with why it came from there (the page's script says so to the reader). */
async function fromDevice(response: Response, reason: DeviceReason): Promise<Response> {
  const { status, statusText, headers } = response;
  return new Response(markServedFromDevice(await response.text(), reason), { status, statusText, headers });
}

// Pages: the site first (a saved page is refreshed on the way); when the site does not answer in time, fails,
// or answers a saved page with a server error, the saved copy; for a page that was never saved, the offline
// page listing what is. Either is marked as served from the device.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    const path = new URL(request.url).pathname;
    const cache = await open();
    const saved = await cache.match(path);
    const answer = await fromSite(request, saved ? OFFLINE.savedTimeoutMs : OFFLINE.unsavedTimeoutMs);
    if (answer instanceof Response && !(saved && answer.status >= 500)) {
      if (answer.ok && saved) {
        const refresh = (async () => {
          const entry = await savePage(cache, await fetchManifest(), path, answer.clone());
          await writeIndex(cache, { ...(await readIndex(cache)), [path]: entry });
        })();
        (event as ExtendableEvent).waitUntil(refresh.catch(() => undefined));
      }
      return answer;
    }
    const reason = answer instanceof Response ? "server-error" : answer;
    const fallback = saved ?? (await matchPrecache(OFFLINE.offlinePage));
    return fallback ? fromDevice(fallback, reason) : Response.error();
  },
);

// Assets and search files a saved page needs: the saved cache first, then the network.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.mode !== "navigate",
  // ignoreSearch: the search engine asks for its index files with a cache-busting query.
  async ({ request }) => (await (await open()).match(request, { ignoreSearch: true })) ?? fetch(request),
);
