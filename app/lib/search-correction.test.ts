import { describe, expect, it } from "vitest";
import { editDistance, queryCorrector, reach, searchWords } from "./search-correction";

describe("editDistance", () => {
  it.each([
    ["beijing", "beijing", 0],
    ["bejing", "beijing", 1], // a letter left out
    ["beiijing", "beijing", 1], // a letter too many
    ["beiking", "beijing", 1], // a wrong letter
    ["shanghia", "shanghai", 1], // two letters swapped
    ["xain", "xian", 1],
    ["chengu", "chengdu", 1],
    ["kitten", "sitting", 3],
    ["", "didi", 4],
    ["ca", "abc", 3], // optimal string alignment: a swapped pair is not edited again
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it("stops past the most it is asked about", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("didi", "shanghai", 2)).toBe(3);
    expect(editDistance("bejing", "beijing", 1)).toBe(1);
  });
});

describe("searchWords", () => {
  it("lower-cases, drops accents and in-word apostrophes, splits on the rest", () => {
    expect(searchWords("Xi’an's Gùgōng, DiDi & 12306!")).toEqual(["xians", "gugong", "didi", "12306"]);
  });
});

describe("reach", () => {
  it("corrects no short word, one edit from four letters, two from eight, never digits", () => {
    expect([
      reach("vpn"),
      reach("didi"),
      reach("bejing"),
      reach("terracota"),
      reach("12306"),
      reach("北京故宫"),
    ]).toEqual([0, 1, 1, 2, 0, 0]);
  });
});

describe("queryCorrector", () => {
  const correct = queryCorrector({
    names: ["beijing", "shanghai", "forbidden", "city", "terracotta", "warriors", "being"],
    words: ["being", "rain", "beings"],
  });

  it("replaces a misspelt word with the nearest name", () => {
    expect(correct("bejing")).toEqual({ query: "beijing", corrected: true });
    expect(correct("Shanghia")).toEqual({ query: "shanghai", corrected: true });
    expect(correct("forbiden city")).toEqual({ query: "forbidden city", corrected: true });
    expect(correct("terracota warriers")).toEqual({ query: "terracotta warriors", corrected: true });
  });

  it("prefers the more used name when two are as near", () => {
    // "bejing" is one edit from "being" too; "beijing" comes first in the vocabulary.
    expect(correct("bejing").query).toBe("beijing");
  });

  it("keeps the query as typed when every word is known, too short, a number or too far from any name", () => {
    for (const q of ["Beijing", "being", "rain", "vpn", "12306", "alipay", "Forbidden City"])
      expect(correct(q)).toEqual({ query: q, corrected: false });
  });
});
