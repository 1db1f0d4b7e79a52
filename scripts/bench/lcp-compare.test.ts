import { describe, expect, it } from "vitest";
import { lcpVerdict, scoreVerdict, slowerShare } from "./lcp-compare";

const rule = { ratio: 1.05, share: 0.8, minRuns: 3 };

describe("the page's LCP against its no-JavaScript twin, run by run", () => {
  it("passes the same HTML whichever of its two simulated values each run drew", () => {
    // Measured on one build: the landing page and its twin, five runs each.
    expect(lcpVerdict([1082, 1053, 1130, 1055, 1059], [1054, 1053, 1134, 1053, 1052], rule).over).toBe(false);
    // The worst draw for a one-number comparison: four slow page runs, four fast twin runs (lower quartiles
    // 980 against 905, a ratio of 1.08).
    const unlucky = lcpVerdict([905, 980, 980, 980, 980], [905, 905, 905, 905, 980], rule);
    expect(unlucky.share).toBeCloseTo(16 / 25);
    expect(unlucky.over).toBe(false);
    // Worse still, five slow page runs against four fast twin runs: 20 of 25 pairs, not more than 80%.
    expect(lcpVerdict([980, 980, 980, 980, 980], [905, 905, 905, 905, 980], rule)).toMatchObject({
      over: false,
      share: 0.8,
    });
    // A far-off twin run on its own moves a fifth of the pairs.
    expect(lcpVerdict([1053, 1052, 1054, 1053, 1055], [778, 1052, 1053, 1053, 1054], rule).over).toBe(false);
  });

  it("fails a page whose scripts delay the paint in every run", () => {
    const delayed = lcpVerdict([1130, 1185, 1130, 1130, 1190], [1053, 1052, 1128, 1053, 1052], rule);
    expect(delayed.over).toBe(true);
    expect(delayed.share).toBeGreaterThan(0.8);
  });

  it("fails when too few runs recorded an LCP to judge", () => {
    expect(lcpVerdict([NaN, NaN, 1053, NaN, 1050], [1053, 1052, 1053, 1053, 1054], rule)).toMatchObject({
      over: true,
      why: "an LCP in only 2 and 5 runs",
    });
  });

  it("counts every pair of recorded runs", () => {
    expect(slowerShare([100, 200], [100, 150], 1.05)).toBe(2 / 4);
    expect(slowerShare([], [100], 1.05)).toBeNaN();
  });
});

describe("the performance score against the twin's, run by run", () => {
  const scoreRule = { target: 100, share: 0.8, minRuns: 3 };
  it("passes runs that overlap, as in a run the median check failed (medians 99 against 100, 97 against 98)", () => {
    expect(scoreVerdict([99, 100, 99, 100, 99], [100, 100, 99, 100, 100], scoreRule)).toMatchObject({ over: false });
    expect(scoreVerdict([97, 98, 97, 99, 97], [98, 98, 97, 99, 98], scoreRule).over).toBe(false);
  });
  it("fails a page that scores lower in nearly every pair", () => {
    const low = scoreVerdict([94, 95, 94, 96, 95], [100, 99, 100, 100, 98], scoreRule);
    expect(low.over).toBe(true);
    expect(low.share).toBe(1);
  });
  it("asks no more than the target of a page whose twin passes it", () => {
    expect(scoreVerdict([100, 100, 100], [100, 100, 100], scoreRule).share).toBe(0);
  });
});
