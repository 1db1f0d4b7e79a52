/** The performance budget (design direction), checked by `npm run bench`. */
export const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** LCP may be at most this many times the same page's LCP without scripts. */
  lcpRatio: 1.25,
  cls: 0.02,
  /** JavaScript per page, gzip, in KB. */
  jsKb: 120,
  /** Whole page transferred, in KB. */
  totalKb: 250,
} as const;
