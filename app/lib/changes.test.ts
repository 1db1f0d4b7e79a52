import { describe, expect, it } from "vitest";
import {
  changeLine,
  changesAnchor,
  changesByMonth,
  changesByPage,
  readerCorrections,
  shortNote,
  SHORT_NOTE_MAX,
  siteChanges,
} from "./changes";

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
  it("shows a page one line: its newest change, how many it has, and where they all are", () => {
    expect(changeLine(beijing)).toEqual({
      latest: { date: "2026-11-23", note: "Metro fares corrected" },
      count: 4,
      all: "/changes#page-beijing",
    });
    expect(changeLine(about)).toEqual({ latest: null, count: 0, all: "/changes#page-about" });
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

describe("a note under a page's date", () => {
  it("is left whole when it fits", () => {
    expect(shortNote("Fee corrected")).toBe("Fee corrected");
  });
  it("is cut at the end of a clause that keeps most of the room, else at a whole word, and ends with an ellipsis", () => {
    const clauses = "Links the taxi phrase cards; the police number is cited from the facts, with its source";
    expect(shortNote(clauses)).toBe("Links the taxi phrase cards; the police number is cited from the facts…");
    expect(shortNote(clauses, 50)).toBe("Links the taxi phrase cards…");
    const fee = "Trip.com's train service fee no longer given as ¥10-20, a figure no source supports any more";
    expect(shortNote(fee)).toBe("Trip.com's train service fee no longer given as ¥10-20…");
    const words = "Metro fares corrected to the operator's new table with the day pass priced and its fare page added";
    expect(shortNote(words)).toBe("Metro fares corrected to the operator's new table with the day pass…");
    expect(shortNote("Fares corrected, x", 10)).toBe("Fares…");
    expect(shortNote("A".repeat(100), 20)).toBe(`${"A".repeat(19)}…`);
    for (const note of [clauses, fee, words]) expect(shortNote(note).length).toBeLessThanOrEqual(SHORT_NOTE_MAX);
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
