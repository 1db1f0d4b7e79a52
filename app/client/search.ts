/**
 * Site search on the search page and the guides hub: Pagefind's index, built
 * from the pre-rendered pages and served from this site (/pagefind/). Nothing
 * loads until the reader searches; results come from the local index, so they
 * work offline once the index is saved with a guide.
 * Pages rank by the site's own weights (app/lib/search-ranking.ts).
 */
import { SEARCH_RANKING } from "../lib/search-ranking";

const form = document.querySelector<HTMLFormElement>("[data-search-form]");
const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
const status = document.querySelector<HTMLElement>("[data-search-status]");
const results = document.querySelector<HTMLOListElement>("[data-search-results]");

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(o: { ranking: typeof SEARCH_RANKING }): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}

let engine: Promise<Pagefind> | undefined;
const load = () =>
  (engine ??= (async () => {
    const url = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ ranking: SEARCH_RANKING });
    await pagefind.init();
    return pagefind;
  })());

/** The latest search: a slower earlier one never overwrites its results. */
let latest = 0;

async function run(query: string) {
  if (!status || !results) return;
  const q = query.trim();
  if (!q) {
    results.replaceChildren();
    status.textContent = "";
    return;
  }
  status.textContent = "Searching…";
  const turn = ++latest;
  try {
    const found = await (await load()).search(q);
    const data = await Promise.all(found.results.slice(0, 12).map((r) => r.data()));
    if (turn !== latest) return;
    results.replaceChildren(
      ...data.map((d) => {
        const li = document.createElement("li");
        li.className = "rounded-2xl border border-line bg-white p-4";
        const a = document.createElement("a");
        a.href = d.url;
        a.className = "font-semibold";
        a.textContent = d.meta.title ?? d.url;
        const p = document.createElement("p");
        p.className =
          "mt-1 text-sm text-ink-muted [&_mark]:rounded-sm [&_mark]:bg-gold-soft [&_mark]:font-semibold [&_mark]:text-ink";
        p.innerHTML = d.excerpt; // Pagefind's own excerpt of our page: text with <mark> around the matches.
        li.append(a, p);
        return li;
      }),
    );
    status.textContent = data.length
      ? `${found.results.length} guide${found.results.length === 1 ? "" : "s"} found for “${q}”.`
      : `No guide mentions “${q}”. Try another word, or browse the guides by topic.`;
  } catch {
    status.textContent =
      "Search is not available right now (offline and the index is not saved). Browse the guides instead.";
  }
}

if (form && input) {
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set("q", input.value);
    history.replaceState(null, "", url);
    void run(input.value);
  });
  let timer = 0;
  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(input.value), 250);
  });
  const initial = new URLSearchParams(location.search).get("q");
  if (initial) {
    input.value = initial;
    void run(initial);
  }
}

export {};
