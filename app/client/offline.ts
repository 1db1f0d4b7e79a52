/**
 * Offline copies (loaded on every content page after it has loaded):
 * registers the service worker, shows whether this page is saved ("Saved
 * <date>", with Remove), saves it on request, and says plainly when the reader
 * is offline and reading the saved copy. The offline page's "Save all guides"
 * and saved list use the same messages (app/lib/offline.ts). When the worker
 * shows the offline page in place of a page that is not saved, it names that
 * page and offers the saved pages nearest to it.
 */
import {
  nearestSaved,
  OFFLINE,
  type OfflineManifest,
  type OfflineReply,
  type OfflineRequest,
  savedStatus,
  type SavedPage,
  whyFromDevice,
} from "../lib/offline";

const supported = "serviceWorker" in navigator && "caches" in window;

/** The worker's mark on a page it answered from the device because the site did not (null when the site answered). */
const served = () => document.documentElement.getAttribute(OFFLINE.servedFromDevice);
/** Whether the site can be reached as far as this page knows: the phone is online and the site answered the page. */
const reachable = () => whyFromDevice(served(), navigator.onLine) === null;

async function savedIndex(): Promise<Record<string, SavedPage>> {
  const res = await (await caches.open(OFFLINE.savedCache)).match(OFFLINE.savedIndex);
  return res ? ((await res.json()) as Record<string, SavedPage>) : {};
}

/** Sends one request to the active worker; `onProgress` sees each page as it is saved. */
async function ask(request: OfflineRequest, onProgress?: (m: OfflineReply & { type: "progress" }) => void) {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error("no active service worker");
  return new Promise<OfflineReply & { type: "done" }>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<OfflineReply>) => {
      if (e.data.type === "progress") onProgress?.(e.data);
      else resolve(e.data);
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/** The build's page list, asked for on the offline page only (the worker keeps a copy, so it answers offline too). */
const loadManifest = () =>
  fetch(OFFLINE.manifest)
    .then((r) => (r.ok ? (r.json() as Promise<OfflineManifest>) : null))
    .catch(() => null);

const when = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
const kb = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The "Save for offline" control of a guide page. */
async function pageControl(box: HTMLElement) {
  const path = location.pathname;
  const status = box.querySelector<HTMLElement>("[data-offline-status]")!;
  const save = box.querySelector<HTMLButtonElement>("[data-offline-save]")!;
  const remove = box.querySelector<HTMLButtonElement>("[data-offline-remove]")!;
  const render = async () => {
    const entry = (await savedIndex())[path];
    save.hidden = Boolean(entry);
    remove.hidden = !entry;
    status.textContent = savedStatus({
      savedAt: entry?.savedAt,
      servedFromDevice: served(),
      online: navigator.onLine,
      when,
    });
  };
  save.addEventListener("click", async () => {
    save.disabled = true;
    status.textContent = "Saving…";
    const result = await ask({ type: "save", paths: [path] }).catch(() => null);
    save.disabled = false;
    if (!result || result.failed.length)
      status.textContent = "Could not save this page. Check your connection and try again.";
    else await render();
  });
  remove.addEventListener("click", async () => {
    await ask({ type: "remove", paths: [path] });
    await render();
  });
  await render();
  box.classList.remove("invisible");
  addEventListener("online", render);
  addEventListener("offline", render);
}

/** The offline page: what is saved, and "Save all guides" with its size first and progress while it runs. */
async function libraryControl(box: HTMLElement) {
  const list = box.querySelector<HTMLElement>("[data-offline-list]")!;
  const all = box.querySelector<HTMLButtonElement>("[data-offline-save-all]")!;
  const progress = box.querySelector<HTMLProgressElement>("progress")!;
  const note = box.querySelector<HTMLElement>("[data-offline-note]")!;
  const renderList = async () => {
    const index = await savedIndex();
    const paths = Object.keys(index).sort((a, b) => index[a]!.title.localeCompare(index[b]!.title));
    list.replaceChildren(
      ...paths.map((p) => {
        const li = document.createElement("li");
        const a = document.createElement("a");
        a.href = p;
        a.textContent = index[p]!.title;
        li.append(a, ` · saved ${when(index[p]!.savedAt)}`);
        return li;
      }),
    );
    if (!paths.length)
      list.replaceChildren(Object.assign(document.createElement("li"), { textContent: "Nothing saved yet." }));
  };
  box.hidden = false;
  await renderList();
  const manifest = await loadManifest();
  if (!manifest) {
    all.hidden = true;
    return;
  }
  const total = manifest.pages.reduce((n, p) => n + p.bytes, 0) + manifest.search.bytes;
  all.textContent = `Save all ${manifest.pages.length} guides (about ${kb(total)})`;
  all.hidden = false;
  // Offline the button still shows (the worker keeps the manifest), but saving waits for a connection.
  const needsConnection = "Saving needs a connection.";
  const connection = () => {
    all.disabled = !reachable();
    if (!reachable()) note.textContent = needsConnection;
    else if (note.textContent === needsConnection) note.textContent = "";
  };
  connection();
  addEventListener("online", connection);
  addEventListener("offline", connection);
  all.addEventListener("click", async () => {
    all.disabled = true;
    progress.hidden = false;
    progress.max = manifest.pages.length;
    progress.value = 0;
    const result = await ask({ type: "save", paths: manifest.pages.map((p) => p.path) }, (m) => {
      progress.value = m.done;
      note.textContent = `Saving ${m.done} of ${m.total}…`;
    }).catch(() => null);
    all.disabled = false;
    progress.hidden = true;
    note.textContent = result
      ? `Saved ${result.saved.length} guides${result.failed.length ? `; ${result.failed.length} could not be saved, try again online` : ""}.`
      : "Saving stopped. Check your connection and try again.";
    await renderList();
  });
}

/**
 * The offline page in place of a page that is not saved (the address is still that page's): say which
 * page, from its title in the manifest (or its address), and list the saved pages nearest to it.
 */
async function askedFor(box: HTMLElement) {
  const asked = location.pathname;
  const [manifest, index, cache] = await Promise.all([loadManifest(), savedIndex(), caches.open(OFFLINE.savedCache)]);
  const cached = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  const pages = manifest?.pages ?? [];
  const titleOf = (path: string) => pages.find((p) => p.path === path)?.title ?? index[path]?.title ?? path;
  const name = titleOf(asked);
  const why = box.querySelector("[data-offline-asked-why]");
  if (why) why.textContent = whyFromDevice(served(), navigator.onLine) ?? "The site cannot be reached";
  const h1 = document.querySelector("h1");
  if (h1) h1.textContent = "Not saved on this device";
  document.title = `Not saved: ${name}`;
  box.querySelector("[data-offline-asked-name]")!.textContent = `“${name}”`;
  const nearest = nearestSaved(
    asked,
    pages,
    Object.keys(index).filter((p) => cached.has(p)),
  ).slice(0, 5);
  const list = box.querySelector<HTMLElement>("[data-offline-nearest]")!;
  list.replaceChildren(
    ...nearest.map((p) => {
      const li = document.createElement("li");
      li.append(Object.assign(document.createElement("a"), { href: p, textContent: titleOf(p) }));
      return li;
    }),
  );
  box.querySelector<HTMLElement>("[data-offline-nearest-none]")!.hidden = nearest.length > 0;
  list.hidden = !nearest.length;
  box.hidden = false;
}

if (supported) {
  void navigator.serviceWorker.register(OFFLINE.worker);
  const page = document.querySelector<HTMLElement>("[data-offline]");
  if (page) void pageControl(page);
  const library = document.querySelector<HTMLElement>("[data-offline-library]");
  if (library) void libraryControl(library);
  const asked = document.querySelector<HTMLElement>("[data-offline-asked]");
  if (asked && location.pathname !== OFFLINE.offlinePage) void askedFor(asked);
}
