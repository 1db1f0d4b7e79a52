/**
 * Site search on the search page and the guides hub: Pagefind's index, built
 * from the pre-rendered pages and served from this site (/pagefind/). Nothing
 * loads until the reader searches; results come from the local index, so they
 * work offline once "Save all" has saved the index with the pages.
 * Pages rank by the site's own weights (app/lib/search-ranking.ts), a
 * misspelt word is searched as the nearest name in the index, which the
 * status line says, and a query that names a sight in full ("west lake",
 * 西湖) lists the sight first, linked to its place on its guide.
 */
import { OFFLINE } from "../lib/offline";
import {
  placesNamed,
  queryCorrector,
  SEARCH_VOCABULARY_PATH,
  type CorrectedQuery,
  type SearchPlace,
  type SearchVocabulary,
} from "../lib/search-correction";
import { SEARCH_TYPING_PAUSE_MS } from "../lib/search-page";
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

/** Without its vocabulary (not saved offline, say) search still runs, as typed. */
const asTyped = (query: string): CorrectedQuery => ({ query, corrected: false });

interface Engine {
  pagefind: Pagefind;
  correct: (q: string) => CorrectedQuery;
  places: (q: string) => SearchPlace[];
}
let engine: Promise<Engine> | undefined;
const load = () =>
  (engine ??= (async () => {
    const url = "/pagefind/pagefind.js";
    const [pagefind, vocabulary] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<Pagefind>,
      fetch(SEARCH_VOCABULARY_PATH)
        .then((r) => (r.ok ? (r.json() as Promise<SearchVocabulary>) : Promise.reject()))
        .catch(() => undefined),
    ]);
    await pagefind.options({ ranking: SEARCH_RANKING });
    await pagefind.init();
    return {
      pagefind,
      correct: vocabulary ? queryCorrector(vocabulary) : asTyped,
      places: (q: string) => placesNamed(vocabulary?.places, q),
    };
  })());

/** A sight the query names in full, first in the list: a link to the sight on its guide. */
function placeItem(place: SearchPlace): HTMLLIElement {
  const li = document.createElement("li");
  li.className = "rounded-2xl border border-trust bg-white p-4";
  const a = Object.assign(document.createElement("a"), {
    href: place.url,
    className: "font-semibold",
    textContent: `${place.name}, in the ${place.page}`,
  });
  const p = Object.assign(document.createElement("p"), {
    className: "mt-1 text-sm text-ink-muted",
    textContent:
      "Opens the guide at this sight: its hours, tickets, booking, how to get there and the card for a taxi.",
  });
  li.append(a, p);
  return li;
}

/** The latest search: a slower earlier one never overwrites its results. */
let latest = 0;
/**
 * The query of the latest search, in flight or shown: typing then pressing Enter asks twice for the
 * same words (the pause after typing, and the submit), and the second would blank the answer with
 * "Searching…" again. Forgotten when a search fails, so asking again retries.
 */
let current = "";

async function run(query: string) {
  if (!status || !results) return;
  const q = query.trim();
  if (!q) {
    current = "";
    results.replaceChildren();
    status.textContent = "";
    return;
  }
  if (q === current) return;
  current = q;
  status.textContent = "Searching…";
  const turn = ++latest;
  try {
    const { pagefind, correct, places } = await load();
    const asked = correct(q);
    const found = await pagefind.search(asked.query);
    const data = await Promise.all(found.results.slice(0, 12).map((r) => r.data()));
    if (turn !== latest) return;
    results.replaceChildren(
      ...places(asked.query).map(placeItem),
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
    const count = `${found.results.length} guide${found.results.length === 1 ? "" : "s"}`;
    if (!data.length) status.textContent = `No guide mentions “${q}”. Try another word, or browse the guides by topic.`;
    else if (!asked.corrected) status.textContent = `${count} found for “${q}”.`;
    else
      status.replaceChildren(
        "Showing results for ",
        Object.assign(document.createElement("strong"), { className: "text-ink", textContent: asked.query }),
        ` (you typed “${q}”): ${count}.`,
      );
  } catch {
    if (turn === latest) current = "";
    // Offline, the index loads only if it was saved: "Save all" on the offline page saves it with every page.
    if (navigator.onLine) status.textContent = "Search is not available right now. Browse the guides by topic instead.";
    else
      status.replaceChildren(
        "Search needs “Save all” first: you are offline, and the search index is not saved on this device. " +
          "When you have a connection, open ",
        Object.assign(document.createElement("a"), {
          href: OFFLINE.offlinePage,
          textContent: "Save guides offline",
          className: "text-link",
        }),
        " and tap “Save all guides”.",
      );
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
    timer = window.setTimeout(() => void run(input.value), SEARCH_TYPING_PAUSE_MS);
  });
  const initial = new URLSearchParams(location.search).get("q");
  if (initial) {
    input.value = initial;
    void run(initial);
  }
}

export {};
