/**
 * Whether a page's scripts slow its Largest Contentful Paint, from the LCP of each run of the page and of
 * its no-JavaScript twin (scripts/bench/lighthouse.ts; docs/decisions/0008-checks-that-can-fail.md).
 *
 * Lighthouse's simulated LCP of the same HTML on these machines takes one of two values (a fast one and one
 * a half round trip slower) by chance, and now and then one far off, so any comparison of one number per twin
 * (a median, a quartile, a fastest run) passes or fails by which values each twin drew. A script that delays
 * the paint delays it in every run, so the page is compared with its twin run by run, every page run against
 * every twin run: the page is over budget only when it is more than `ratio` times the twin in more than
 * `share` of those pairs. Chance gives a slow page run against a fast twin run in about a quarter of the
 * pairs (at worst, all five page runs slow against four fast twin runs, 20 of 25); a script that delays the
 * paint, in nearly all of them.
 */

/** Of all (page run, twin run) pairs with both recorded, the share where the page is more than `ratio` x the twin. */
export function slowerShare(page: readonly number[], twin: readonly number[], ratio: number): number {
  const ok = (v: number) => Number.isFinite(v) && v > 0;
  const p = page.filter(ok);
  const t = twin.filter(ok);
  if (!p.length || !t.length) return NaN;
  let slower = 0;
  for (const a of p) for (const b of t) if (a > b * ratio) slower++;
  return slower / (p.length * t.length);
}

/** The verdict: `over` when the share passes `share`, or when too few runs recorded an LCP to judge. */
export function lcpVerdict(
  page: readonly number[],
  twin: readonly number[],
  { ratio, share, minRuns }: { ratio: number; share: number; minRuns: number },
): { over: boolean; share: number; why?: string } {
  const recorded = (runs: readonly number[]) => runs.filter((v) => Number.isFinite(v) && v > 0).length;
  if (recorded(page) < minRuns || recorded(twin) < minRuns)
    return { over: true, share: NaN, why: `an LCP in only ${recorded(page)} and ${recorded(twin)} runs` };
  const s = slowerShare(page, twin, ratio);
  return { over: s > share, share: s };
}
