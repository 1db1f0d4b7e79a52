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

export interface Verdict {
  over: boolean;
  share: number;
  why?: string;
}

/**
 * Over budget when `worse` holds in more than `share` of the run pairs, or when fewer than `minRuns` runs of
 * either twin recorded the metric (`recorded`) to judge by; `what` names it in that case.
 */
function pairVerdict(
  page: readonly number[],
  twin: readonly number[],
  { share, minRuns }: { share: number; minRuns: number },
  recorded: (v: number) => boolean,
  what: string,
  worse: (page: number, twin: number) => boolean,
): Verdict {
  const p = page.filter(recorded);
  const t = twin.filter(recorded);
  if (p.length < minRuns || t.length < minRuns)
    return { over: true, share: NaN, why: `${what} in only ${p.length} and ${t.length} runs` };
  const s = worseShare(p, t, worse);
  return { over: s > share, share: s };
}

/**
 * The performance score, judged the same way: a page scores below its twin's (or below `target`, when the
 * twin reaches it) in a pair when it is under `min(target, twin)`. Lighthouse's score weighs Total Blocking
 * Time, which moves from run to run on these machines with no script at all (decision 8), so a median
 * score of 99 against the twin's 100 is chance; a page whose scripts cost it score scores lower in nearly
 * every pair. Over budget when that share passes `share`.
 */
export const scoreVerdict = (
  page: readonly number[],
  twin: readonly number[],
  { target, ...rule }: { target: number; share: number; minRuns: number },
): Verdict => pairVerdict(page, twin, rule, Number.isFinite, "a score", (a, b) => a < Math.min(target, b));

/** The LCP verdict: `over` when the share passes `share`, or when too few runs recorded an LCP to judge. */
export const lcpVerdict = (
  page: readonly number[],
  twin: readonly number[],
  { ratio, ...rule }: { ratio: number; share: number; minRuns: number },
): Verdict =>
  pairVerdict(
    page,
    twin,
    rule,
    (v) => Number.isFinite(v) && v > 0,
    "an LCP",
    (a, b) => a > b * ratio,
  );
