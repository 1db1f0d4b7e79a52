/** The performance budget (design direction and docs/decisions/0009-lean-client.md), checked by `npm run bench`. */
export const budget = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /**
   * LCP may be at most this many times the same page's LCP without scripts, run against run: the page is
   * over budget when it is more than `lcpRatio` times its twin in more than `worsePairShare` of all pairs
   * of a page run and a twin run (scripts/bench/lcp-compare.ts).
   */
  lcpRatio: 1.05,
  /**
   * The share of (page run, twin run) pairs in which a page may do worse than its twin (LCP over
   * `lcpRatio` times, or a performance score under `performance` and the twin's) before it is over budget.
   */
  worsePairShare: 0.8,
  cls: 0,
  /**
   * Blocking time the page's scripts may add, at the default 4x CPU throttle, ms: the part over 50 ms
   * of each task attributed to a script file (the page's Total Blocking Time and its no-JS twin's are
   * reported beside it; their difference is noise on a 2-core machine).
   */
  tbtMs: 0,
  /** The longest main-thread task a script of the page may cause, ms. */
  longTaskMs: 50,
  /** The longest main-thread task an input may cause on a tool page at 4x CPU throttle, ms (scripts/bench/input.ts). */
  inputLongTaskMs: 50,
  /** JavaScript per page (files and inline scripts), gzip, in KB, by page type; tool pages hydrate React. */
  jsKb: { landing: 25, tool: 80, content: 15 },
  /** Whole page transferred, in KB. */
  totalKb: 200,
} as const;

export const jsBudgetFor = (pageType: string) =>
  pageType === "landing" ? budget.jsKb.landing : pageType === "tool" ? budget.jsKb.tool : budget.jsKb.content;
