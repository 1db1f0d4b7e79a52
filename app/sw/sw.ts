/// <reference lib="webworker" />
/**
 * The service worker (bundled and given its precache manifest by the
 * post-build step, scripts/build/offline.ts). Workbox precaches the shell: the
 * stylesheet, the page modules, icons and the offline page. Pages the reader
 * saves go to their own cache together with the exact assets they use, so a
 * new build never pairs an old saved page with new assets: saved pages are
 * refreshed (page and assets together) whenever they are opened online and
 * when a new worker takes over.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { OFFLINE, type OfflineReply, type OfflineRequest, type SavedPage } from "../lib/offline";

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
 * Same-origin assets a page names (stylesheets, icons, images), and the module
 * scripts its inline loader starts (quoted in a list), such as a tool's island:
 * a saved tool page keeps working offline.
 */
function assetsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(
    /\s(?:href|src)="(\/(?:assets|illustrations|icons)\/[^"#?]+|\/icons\.svg|\/favicon\.svg)"/g,
  ))
    urls.add(m[1]!);
  for (const m of html.matchAll(/[[,]"(\/assets\/[\w.-]+\.js)"/g)) urls.add(m[1]!);
  return [...urls];
}

const titleOf = (html: string) =>
  (html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Downloads a page and every asset it uses into the saved cache; returns its index entry. */
async function savePage(cache: Cache, path: string, fresh?: Response): Promise<SavedPage> {
  const response = fresh ?? (await fetch(path, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.clone().text();
  await Promise.all(
    assetsOf(html).map(async (url) => {
      if ((await cache.match(url)) || (await matchPrecache(url))) return;
      const asset = await fetch(url);
      if (asset.ok) await cache.put(url, asset);
    }),
  );
  await cache.put(path, response);
  return { title: titleOf(html), savedAt: new Date().toISOString() };
}

/** The search index, kept with the saved pages so search works offline. */
async function saveSearchIndex(cache: Cache) {
  const manifest = await fetch(OFFLINE.manifest, { cache: "no-cache" });
  if (!manifest.ok) return;
  const { search } = (await manifest.json()) as { search: { files: string[] } };
  for (const file of search.files) if (!(await cache.match(file))) await cache.put(file, await fetch(file));
}

/** Drops cached assets that no saved page uses any more. */
async function pruneAssets(cache: Cache, index: Record<string, SavedPage>) {
  const used = new Set<string>();
  for (const path of Object.keys(index)) {
    const page = await cache.match(path);
    if (page) for (const url of assetsOf(await page.text())) used.add(url);
  }
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (/^\/(assets|illustrations|icons)\//.test(pathname) && !used.has(pathname)) await cache.delete(request);
  }
}

async function handle(message: OfflineRequest, reply: (m: OfflineReply) => void) {
  const cache = await open();
  const index = await readIndex(cache);
  const saved: string[] = [];
  const failed: string[] = [];
  if (message.type === "save") {
    for (const [i, path] of message.paths.entries()) {
      try {
        index[path] = await savePage(cache, path);
        saved.push(path);
      } catch {
        failed.push(path);
      }
      reply({ type: "progress", done: i + 1, total: message.paths.length, path });
    }
    await saveSearchIndex(cache).catch(() => undefined);
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
  for (const path of Object.keys(index)) {
    try {
      index[path] = await savePage(cache, path);
    } catch {
      // Offline or gone: the old page keeps the old assets it was saved with.
    }
  }
  await writeIndex(cache, index);
  await pruneAssets(cache, index);
}

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim().then(refreshAll)));

// Pages: the network first (a saved page is refreshed on the way); without a connection, the saved
// copy; for a page that was never saved, the offline page listing what is.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    const path = new URL(request.url).pathname;
    const cache = await open();
    try {
      const response = await fetch(request);
      if (response.ok && (await cache.match(path))) {
        const refresh = (async () => {
          const index = await readIndex(cache);
          index[path] = await savePage(cache, path, response.clone());
          await writeIndex(cache, index);
        })();
        (event as ExtendableEvent).waitUntil(refresh.catch(() => undefined));
      }
      return response;
    } catch {
      return (await cache.match(path)) ?? (await matchPrecache(OFFLINE.offlinePage)) ?? Response.error();
    }
  },
);

// Assets and search files a saved page needs: the saved cache first, then the network.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.mode !== "navigate",
  // ignoreSearch: the search engine asks for its index files with a cache-busting query.
  async ({ request }) => (await (await open()).match(request, { ignoreSearch: true })) ?? fetch(request),
);
