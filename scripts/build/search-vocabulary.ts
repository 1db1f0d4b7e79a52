/**
 * The vocabulary search corrects typos against (app/lib/search-correction.ts),
 * read back from the index Pagefind has just written, so it holds exactly what
 * a search can match. Names: the words of each page's metadata (title, city,
 * keywords) and headings, the ones more pages use first. Words: the other
 * indexed words a misspelling correction could reach, kept so they are never
 * "corrected" ("being" beside "beijing", "rain" beside "train").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import {
  editDistance,
  placeNames,
  reach,
  searchWords,
  SIGHT_ANCHOR_PREFIX,
  type SearchPlace,
  type SearchVocabulary,
} from "../../app/lib/search-correction";

/** One page as the index stores it (a Pagefind fragment): its indexed text, metadata and headings. */
export interface IndexedPage {
  url?: string;
  content: string;
  meta: Record<string, string>;
  anchors: { element: string; text: string; id?: string }[];
}

/** The sights of the city guides, found by their headings' anchors, with the names a query may give them. */
function placesOf(pages: IndexedPage[]): SearchPlace[] {
  return pages.flatMap((p) =>
    p.anchors
      .filter((a) => a.id?.startsWith(SIGHT_ANCHOR_PREFIX) && p.url)
      .map((a) => ({ ...placeNames(a.text), page: p.meta.title ?? p.url!, url: `${p.url!}#${a.id!}` })),
  );
}

const FRAGMENT_SIGNATURE = "pagefind_dcd";

/** Reads a Pagefind fragment file: gzip of a signature followed by the page's JSON. */
export function readFragment(bytes: Uint8Array): IndexedPage {
  const text = gunzipSync(bytes).toString("utf8");
  if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error("not a Pagefind fragment (its format has changed?)");
  return JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as IndexedPage;
}

export const readFragments = (pagefindDir: string): IndexedPage[] =>
  readdirSync(path.join(pagefindDir, "fragment"))
    .filter((f) => f.endsWith(".pf_fragment"))
    .map((f) => readFragment(readFileSync(path.join(pagefindDir, "fragment", f))));

const isName = (w: string) => /^[a-z]{3,}$/.test(w);

export function searchVocabulary(pages: IndexedPage[]): SearchVocabulary {
  const pagesUsing = new Map<string, number>();
  for (const p of pages) {
    const headings = p.anchors.filter((a) => /^h[1-3]$/.test(a.element)).map((a) => a.text);
    for (const w of new Set(searchWords([...Object.values(p.meta), ...headings].join(" ")).filter(isName)))
      pagesUsing.set(w, (pagesUsing.get(w) ?? 0) + 1);
  }
  const names = [...pagesUsing.keys()].sort((a, b) => pagesUsing.get(b)! - pagesUsing.get(a)! || a.localeCompare(b));
  const named = new Set(names);
  const byLength = new Map<number, string[]>();
  for (const n of names) byLength.set(n.length, [...(byLength.get(n.length) ?? []), n]);
  const nearName = (w: string) => {
    const most = reach(w);
    for (let len = w.length - most; len <= w.length + most; len++)
      if (byLength.get(len)?.some((n) => editDistance(w, n, most) <= most)) return true;
    return false;
  };
  const body = new Set(pages.flatMap((p) => searchWords(p.content)));
  const words = [...body].filter((w) => !named.has(w) && reach(w) > 0 && nearName(w)).sort();
  return { names, words, places: placesOf(pages) };
}
