/**
 * Offline copies (loaded on every content page after it has loaded):
 * registers the service worker, shows whether this page is saved ("Saved
 * <date>", with Remove), saves it on request, and says plainly when the reader
 * is offline and reading the saved copy. The offline page's "Save all guides"
 * and saved list use the same messages (app/lib/offline.ts).
 */
import { OFFLINE, type OfflineManifest, type OfflineReply, type OfflineRequest, type SavedPage } from "../lib/offline";

const supported = "serviceWorker" in navigator && "caches" in window;

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
    status.textContent = entry
      ? navigator.onLine
        ? `Saved for offline ${when(entry.savedAt)}.`
        : `You are offline: this is the copy saved ${when(entry.savedAt)}.`
      : navigator.onLine
        ? "Save this guide to read it without a connection."
        : "You are offline. This page is not saved.";
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
  const manifest = await fetch(OFFLINE.manifest)
    .then((r) => (r.ok ? (r.json() as Promise<OfflineManifest>) : null))
    .catch(() => null);
  if (!manifest) {
    all.hidden = true;
    return;
  }
  const total = manifest.pages.reduce((n, p) => n + p.bytes, 0) + manifest.search.bytes;
  all.textContent = `Save all ${manifest.pages.length} guides (about ${kb(total)})`;
  all.hidden = false;
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

if (supported) {
  void navigator.serviceWorker.register(OFFLINE.worker);
  const page = document.querySelector<HTMLElement>("[data-offline]");
  if (page) void pageControl(page);
  const library = document.querySelector<HTMLElement>("[data-offline-library]");
  if (library) void libraryControl(library);
}
