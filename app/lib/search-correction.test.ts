import { describe, expect, it } from "vitest";
import { editDistance, queryCorrector, reach, searchWords, placeNames, placesNamed } from "./search-correction";

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

describe("places a query names in full", () => {
  it("reads a sight's names from its heading: the English name, each part of it, and the Chinese name", () => {
    expect(placeNames("Lingyin Temple & Feilai Feng 灵隐飞来峰景区(灵隐寺) Língyǐn Fēiláifēng")).toEqual({
      name: "Lingyin Temple & Feilai Feng",
      names: ["lingyin temple feilai feng", "lingyin temple", "feilai feng", "灵隐飞来峰景区"],
    });
    expect(placeNames("Forbidden City (Palace Museum) 故宫博物院 Gùgōng").names).toEqual([
      "forbidden city palace museum",
      "forbidden city",
      "palace museum",
      "故宫博物院",
    ]);
  });
  it("finds the sights whose full name the query is, whatever its case, and no others", () => {
    const place = (heading: string, url: string) => ({ ...placeNames(heading), page: "Guide", url });
    const places = [
      place("West Lake 西湖 Xī Hú", "/hangzhou#sight-west-lake"),
      place("Western Hills and Dragon Gate (西山, 龙门) 西山", "/kunming#sight-western-hills"),
      place("Green Lake Park (翠湖公园) 翠湖公园", "/kunming#sight-green-lake"),
      place("Grand Bazaar 国际大巴扎", "/urumqi#sight-grand-bazaar"),
      place("Grand Bazaar 东门大巴扎", "/kashgar#sight-grand-bazaar"),
    ];
    expect(placesNamed(places, "West  Lake").map((p) => p.url)).toEqual(["/hangzhou#sight-west-lake"]);
    expect(placesNamed(places, "西湖").map((p) => p.url)).toEqual(["/hangzhou#sight-west-lake"]);
    expect(placesNamed(places, "dragon gate").map((p) => p.url)).toEqual(["/kunming#sight-western-hills"]);
    expect(placesNamed(places, "grand bazaar")).toHaveLength(2);
    expect(placesNamed(places, "lake")).toEqual([]);
    expect(placesNamed(places, "west lake hotels")).toEqual([]);
    expect(placesNamed(undefined, "west lake")).toEqual([]);
  });
});
