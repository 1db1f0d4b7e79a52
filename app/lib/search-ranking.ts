/**
 * How site search ranks pages (docs/decisions/0016-search-ranking.md): the
 * marks the page types put on their HTML for Pagefind's index, and the ranking
 * the search page asks Pagefind for. Each page type sets them in its own
 * module, so every page of a type is weighted alike. Page furniture (dates,
 * breadcrumbs, buy boxes, related lists, section labels, sources) carries
 * data-pagefind-ignore and is neither ranked nor quoted in a result.
 * Browser-safe: the search page imports the ranking.
 */

/**
 * Pagefind weights (data-pagefind-weight, 0 to 10, counted on a quadratic
 * scale): body text is 1, and Pagefind gives h2 6 and h3 5.
 */
export const SEARCH_WEIGHT = {
  /** A page's title, its h1 (Pagefind's own is 7). */
  title: 10,
  /** A place a city guide leads to: an attraction's name. */
  place: 8,
} as const;

export const weight = (of: keyof typeof SEARCH_WEIGHT) => ({ "data-pagefind-weight": String(SEARCH_WEIGHT[of]) });

/**
 * Metadata fields searched beside the text. A page whose field holds the
 * query's words gains that field's weight in SEARCH_RANKING times how rare
 * the words are (a field holding only some of them gains the square of that
 * share). Pagefind adds it to the text's score, unsaturated, so these decide
 * between pages that all mention the words. Which fields a page has is its type's say in what
 * it is the answer to: a city guide to its city and its places, an in-depth
 * guide to its topic, a how-to to its task; a comparison has no field of its
 * own, so a query naming one of its two sides finds that side's own page first.
 */
export const SEARCH_META = {
  /** A city guide's city: the one page a city's name finds first. */
  city: "city",
  /** The places a city guide leads to (its attractions). */
  places: "places",
  /** An in-depth guide's title: the site's main page on its topic. */
  topic: "topic",
  /** A how-to's title: the one task it walks through. */
  task: "task",
  /** The page's keywords (its `<meta name="keywords">`): what readers search for to find it. */
  keywords: "keywords",
} as const;

/** An element that holds a field's text, or carries a value the page does not show (after the colon). */
export const searchMeta = (field: keyof typeof SEARCH_META, value?: string) => ({
  "data-pagefind-meta": value === undefined ? SEARCH_META[field] : `${SEARCH_META[field]}:${value}`,
});

/**
 * Pagefind's ranking options (pagefind.options({ ranking })) for the search
 * page. Pagefind matches a query word as a prefix ("west" finds "western"):
 * termSimilarity 3 (default 1) ranks the word itself well above its longer
 * extensions. Keywords are matched but get no boost of their own: several
 * pages list the same place or app among theirs.
 */
export const SEARCH_RANKING = {
  termSimilarity: 3,
  metaWeights: {
    title: 5,
    [SEARCH_META.city]: 10,
    [SEARCH_META.places]: 8,
    [SEARCH_META.topic]: 6,
    [SEARCH_META.task]: 3,
    [SEARCH_META.keywords]: 1,
  },
};
