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

/** Of all (page run, twin run) pairs with both recorded, the share where `worse(page run, twin run)`. */
export function worseShare(
  page: readonly number[],
  twin: readonly number[],
  worse: (page: number, twin: number) => boolean,
): number {
  const ok = (v: number) => Number.isFinite(v) && v >= 0;
  const p = page.filter(ok);
  const t = twin.filter(ok);
  if (!p.length || !t.length) return NaN;
  let count = 0;
  for (const a of p) for (const b of t) if (worse(a, b)) count++;
  return count / (p.length * t.length);
}

/** Of all (page run, twin run) pairs with both recorded, the share where the page is more than `ratio` x the twin. */
export const slowerShare = (page: readonly number[], twin: readonly number[], ratio: number): number =>
  worseShare(
    page.filter((v) => v > 0),
    twin.filter((v) => v > 0),
    (a, b) => a > b * ratio,
  );

/**
 * The performance score, judged the same way: a page scores below its twin's (or below `target`, when the
 * twin reaches it) in a pair when it is under `min(target, twin)`. Lighthouse's score weighs Total Blocking
 * Time, which moves from run to run on these machines with no script at all (decision 8), so a median
 * score of 99 against the twin's 100 is chance; a page whose scripts cost it score scores lower in nearly
 * every pair. Over budget when that share passes `share`.
 */
export function scoreVerdict(
  page: readonly number[],
  twin: readonly number[],
  { target, share, minRuns }: { target: number; share: number; minRuns: number },
): { over: boolean; share: number; why?: string } {
  const recorded = (runs: readonly number[]) => runs.filter((v) => Number.isFinite(v)).length;
  if (recorded(page) < minRuns || recorded(twin) < minRuns)
    return { over: true, share: NaN, why: `a score in only ${recorded(page)} and ${recorded(twin)} runs` };
  const s = worseShare(page, twin, (a, b) => a < Math.min(target, b));
  return { over: s > share, share: s };
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
