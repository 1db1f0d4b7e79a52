/**
 * Social-proof figures: the one home of every number the site states about its readers (spec
 * section 1 gives 300+ in the hero and banner and 500+ in the stats; the site states the smaller,
 * 300+, everywhere, see decision 12). Copy never writes these numbers itself: a content test fails
 * on "N+ travelers" written into a document.
 */
export const TRAVELERS = "300+";
export const AVERAGE_RATING = "4.9/5.0";
export const WOULD_RECOMMEND = "98%";

/** The trust strip's line about readers, ahead of its other items. */
export const TRAVELERS_PREPARED = `${TRAVELERS} travelers prepared`;

/** The three stats under the testimonials. */
export const STATS = [
  { value: TRAVELERS, label: "travelers prepared" },
  { value: AVERAGE_RATING, label: "average rating" },
  { value: WOULD_RECOMMEND, label: "would recommend" },
] as const;
