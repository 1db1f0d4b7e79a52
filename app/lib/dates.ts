/** Structured-data dates the spec fixes (section 9). */
export const CONTENT_DATES = {
  /** City, solution and comparison records (and the landing page). */
  records: { datePublished: "2025-01-01", dateModified: "2025-01-15" },
  /** The free guide articles. */
  articles: { datePublished: "2025-01-15", dateModified: "2025-01-15" },
} as const;
