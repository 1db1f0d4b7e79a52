/** What the paid guide contains (spec sections 1 and 9), for copy that mentions it. */
export const GUIDE = {
  chapters: 18,
  parts: 6,
  pages: "200+",
  /** City guides, as the copy counts them. */
  cityGuides: "20+",
  problemSolutions: 15,
} as const;

/** Currency of every price the site states. */
export const CURRENCY = "USD";
/** Product name used in analytics items and structured data. */
export const PRODUCT_NAME = "The Complete China Travel Guide";
