/** What the paid guide contains (spec sections 1 and 9), for copy that mentions it. */
export const GUIDE = {
  chapters: 18,
  parts: 6,
  pages: "200+",
  /** City guides, as the copy counts them. */
  cityGuides: "20+",
  problemSolutions: 15,
} as const;

/**
 * The edition year the site shows: the landing headline ("Prepares You for 2026"), the FAQ, the city
 * guides' and comparisons' titles and the mockup's seal. It is the year of the latest fact check
 * (a content test holds it there), set here by hand, never read from the build clock: a rebuild in
 * January must not promise a year nobody has checked yet (decision 12).
 */
export const EDITION_YEAR = 2026;

/** `{year}` in a line of copy (the landing headline and FAQ questions) becomes the edition year. */
export const withEditionYear = (text: string): string => text.replaceAll("{year}", String(EDITION_YEAR));

/** Currency of every price the site states. */
export const CURRENCY = "USD";
/** Product name used in analytics items and structured data. */
export const PRODUCT_NAME = "The Complete China Travel Guide";
