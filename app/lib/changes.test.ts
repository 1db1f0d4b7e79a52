import { describe, expect, it } from "vitest";
import { latestChanges, changesAnchor, changesByMonth, changesByPage, readerCorrections, siteChanges } from "./changes";

const beijing = {
  path: "/beijing",
  name: "Beijing Travel Guide",
  changes: [
    { date: "2026-11-23", note: "Metro fares corrected" },
    { date: "2026-11-23", note: "Two sights added" },
    { date: "2026-10-02", note: "Source added" },
    { date: "2026-09-01", note: "Hours corrected" },
  ],
};
const alipay = { path: "/alipay", name: "Alipay guide", changes: [{ date: "2026-11-24", note: "Fee corrected" }] };
const about = { path: "/about", name: "About", changes: [] };

describe("the list of changes", () => {
  it("lists every page's changes newest first, a page's same-day changes together and in its order", () => {
    expect(siteChanges([beijing, about, alipay]).map((c) => `${c.date} ${c.page}: ${c.note}`)).toEqual([
      "2026-11-24 Alipay guide: Fee corrected",
      "2026-11-23 Beijing Travel Guide: Metro fares corrected",
      "2026-11-23 Beijing Travel Guide: Two sights added",
      "2026-10-02 Beijing Travel Guide: Source added",
      "2026-09-01 Beijing Travel Guide: Hours corrected",
    ]);
  });
  it("numbers a page's changes on one day from the first made, so a newer one does not renumber them", () => {
    const ordinals = (changes: typeof beijing.changes) =>
      siteChanges([{ ...beijing, changes }]).map((c) => `${c.note} ${c.ordinal}`);
    expect(ordinals(beijing.changes).slice(0, 2)).toEqual(["Metro fares corrected 2", "Two sights added 1"]);
    const later = [{ date: "2026-11-23", note: "Taxi fares corrected" }, ...beijing.changes];
    expect(ordinals(later).slice(0, 3)).toEqual([
      "Taxi fares corrected 3",
      "Metro fares corrected 2",
      "Two sights added 1",
    ]);
  });
  it('names the home page "Home page", not its breadcrumb', () => {
    const home = { path: "/", name: "Home", changes: [{ date: "2026-11-23", note: "Tools listed" }] };
    expect(siteChanges([home])[0]?.page).toBe("Home page");
  });
  it("groups them by month, then day, then page", () => {
    expect(changesByMonth(siteChanges([beijing, alipay]))).toEqual([
      {
        id: "2026-11",
        label: "November 2026",
        days: [
          { date: "2026-11-24", pages: [{ path: "/alipay", page: "Alipay guide", notes: ["Fee corrected"] }] },
          {
            date: "2026-11-23",
            pages: [
              { path: "/beijing", page: "Beijing Travel Guide", notes: ["Metro fares corrected", "Two sights added"] },
            ],
          },
        ],
      },
      {
        id: "2026-10",
        label: "October 2026",
        days: [
          { date: "2026-10-02", pages: [{ path: "/beijing", page: "Beijing Travel Guide", notes: ["Source added"] }] },
        ],
      },
      {
        id: "2026-09",
        label: "September 2026",
        days: [
          {
            date: "2026-09-01",
            pages: [{ path: "/beijing", page: "Beijing Travel Guide", notes: ["Hours corrected"] }],
          },
        ],
      },
    ]);
  });
  it("shows a page its latest three", () => {
    expect(latestChanges(beijing).map((c) => c.note)).toEqual([
      "Metro fares corrected",
      "Two sights added",
      "Source added",
    ]);
    expect(latestChanges(about)).toEqual([]);
  });
});

describe("a page's own list on /changes", () => {
  it("has an id made of its path", () => {
    expect(changesAnchor("/how-to-use-didi-china")).toBe("page-how-to-use-didi-china");
    expect(changesAnchor("/tools/entry-checker")).toBe("page-tools-entry-checker");
    expect(changesAnchor("/")).toBe("page-home");
  });
  it("lists every page with a change, each with all its changes", () => {
    expect(changesByPage([beijing, about, alipay]).map((p) => [p.anchor, p.changes.length])).toEqual([
      ["page-beijing", 4],
      ["page-alipay", 1],
    ]);
  });
});

describe("readers' corrections", () => {
  it("are the changes marked as coming from a reader's report, newest first", () => {
    const reported = {
      ...alipay,
      changes: [
        { date: "2026-11-25", note: "Fee corrected after a reader's report", report: true as const },
        ...alipay.changes,
      ],
    };
    expect(readerCorrections(siteChanges([beijing, reported])).map((c) => `${c.date} ${c.note}`)).toEqual([
      "2026-11-25 Fee corrected after a reader's report",
    ]);
    expect(readerCorrections(siteChanges([beijing, alipay]))).toEqual([]);
  });
});
