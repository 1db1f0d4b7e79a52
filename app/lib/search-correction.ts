/**
 * Whole-word typo correction for site search. Pagefind matches words and their
 * stems, never misspellings: "bejing" finds nothing about Beijing. The build
 * writes the index's vocabulary (scripts/build/search-vocabulary.ts); a query word
 * the vocabulary does not hold becomes the nearest name, one edit away (two
 * from eight letters), and the search page says so. Browser-safe.
 */

/** Where the build writes the vocabulary: beside the index, so it is saved for offline use with it. */
export const SEARCH_VOCABULARY_PATH = "/pagefind/vocabulary.json";

/** The words a misspelling may be corrected to, and the real words near them that stay as typed. */
export interface SearchVocabulary {
  /** Words of page titles, headings, city names and keywords, the most used first. */
  names: string[];
  /** Other indexed words within reach of a name ("being" beside "beijing"): never corrected. */
  words: string[];
  /**
   * The sights of the city guides, each under the names a query may give it in full: "west lake", "西湖",
   * "forbidden city" for "Forbidden City (Palace Museum)". Absent from a vocabulary saved before sights had one.
   */
  places?: SearchPlace[];
}

/** A sight a query can name: its names as search words, its heading, and its anchor on its guide. */
export interface SearchPlace {
  names: string[];
  name: string;
  /** The guide's title. */
  page: string;
  url: string;
}

/** The anchor ids of sights on the city guides start so (app/components/city/sights.tsx). */
export const SIGHT_ANCHOR_PREFIX = "sight-";

/**
 * The names a sight's heading ("Lingyin Temple & Feilai Feng 灵隐飞来峰景区(灵隐寺) Língyǐn …") gives a query: its
 * English name and each part of it ("Lingyin Temple", "Feilai Feng"), and its Chinese name, as search words.
 */
export function placeNames(heading: string): { name: string; names: string[] } {
  const cut = heading.search(/\p{Script=Han}/u);
  const name = (cut < 0 ? heading : heading.slice(0, cut)).trim();
  const han = cut < 0 ? "" : (/^[\p{Script=Han}·]+/u.exec(heading.slice(cut))?.[0] ?? "");
  const parts = [name, ...name.split(/\s*(?:&|\band\b|[(),])\s*/), han];
  const names = [...new Set(parts.map((p) => searchWords(p).join(" ")).filter(Boolean))];
  return { name, names };
}

/** The sights a query names in full, in the vocabulary's order: what the search page shows first. */
export function placesNamed(places: readonly SearchPlace[] | undefined, query: string): SearchPlace[] {
  const asked = searchWords(query).join(" ");
  return asked ? (places ?? []).filter((p) => p.names.includes(asked)) : [];
}

/** A text's words as search compares them: lower case, no accents, no apostrophe inside a word (Xi’an → xian). */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(\p{L})['’](\p{L})/gu, "$1$2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How many edits a word may be from its correction: none under four letters, two from eight. */
export const reach = (word: string) => (!/^[a-z]+$/.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Edits (insert, delete, substitute, swap two neighbours) from a to b: the
 * optimal string alignment distance. Past `max` it stops and answers max + 1.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table: the row before the previous one holds the swaps.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    if (Math.min(...row) > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, max + 1);
}

export interface CorrectedQuery {
  /** What to search for: the query as typed when nothing was corrected. */
  query: string;
  corrected: boolean;
}

/** A corrector over one vocabulary: each word the vocabulary lacks becomes its nearest name, the more used on a tie. */
export function queryCorrector({ names, words }: SearchVocabulary): (query: string) => CorrectedQuery {
  const known = new Set([...names, ...words]);
  const correct = (word: string) => {
    const most = reach(word);
    if (!most || known.has(word)) return word;
    let best = word;
    let distance = most + 1;
    for (const name of names) {
      const d = editDistance(word, name, distance - 1);
      if (d < distance) [best, distance] = [name, d];
      if (distance === 1) break;
    }
    return best;
  };
  return (query) => {
    const typed = searchWords(query);
    const fixed = typed.map(correct);
    const corrected = fixed.some((w, i) => w !== typed[i]);
    return { query: corrected ? fixed.join(" ") : query, corrected };
  };
}
