import { afterEach, describe, expect, it } from "vitest";
import { monthsBefore, reviewProblem, setClock, STALE_AFTER_MONTHS, today } from "./freshness";

afterEach(() => setClock());

describe("review freshness", () => {
  it("reads today from one replaceable clock", () => {
    setClock("2027-03-01");
    expect(today()).toBe("2027-03-01");
  });
  it("accepts a page reviewed within the threshold", () => {
    expect(reviewProblem("2026-11-21", "2027-03-01")).toBeNull();
    expect(reviewProblem(monthsBefore("2027-03-01", STALE_AFTER_MONTHS), "2027-03-01")).toBeNull();
  });
  it("flags a future date and a stale one", () => {
    expect(reviewProblem("2027-03-02", "2027-03-01")).toMatch(/in the future/);
    expect(reviewProblem("2026-02-28", "2027-03-01")).toMatch(/more than 12 months ago/);
  });
  it("turns every page and every tool dataset stale once the clock passes the threshold", async () => {
    const { pages, datasets } = (await import("../registry")).registry();
    setClock("2028-01-01");
    const stale = pages.filter((p) => reviewProblem(p.reviewed, today()));
    expect(stale.length).toBe(pages.length);
    for (const d of Object.values(datasets)) expect(reviewProblem(d!.data.reviewed, today())).toMatch(/more than/);
  });
});
