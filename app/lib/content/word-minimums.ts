/**
 * Minimum words of visible main content per page type (style guide, "Depth per
 * page type"). The content tests and scripts/check-record.ts read them here.
 */
export const MIN_WORDS = {
  city: 900,
  solution: 700,
  comparison: 1200,
  article: 1500,
} as const;
