/**
 * How the search page behaves as a reader types: it searches by itself once typing pauses this long,
 * ms (pressing Enter searches at once). Browser-safe: the search page's script imports it.
 */
export const SEARCH_TYPING_PAUSE_MS = 250;
