/**
 * The fare estimate against every leg that has a sourced fare: each estimate from the leg's distance and the
 * rate facts must be within 15% of the leg's own fare, except the legs named here, for which the estimator
 * gives no estimate and says why. A wrong rate makes the check fail.
 */
import { describe, expect, it } from "vitest";
import {
  estimateFare,
  estimateHow,
  estimateLegFare,
  offBy,
  ratesFromFacts,
  unmatchedFares,
  type Rates,
  type Unmatched,
} from "./fare-estimate";
import { trainLegsSchema } from "../../content/schemas/train-legs";
import { factById } from "./facts";
import { loadContent } from "./load";

const content = loadContent();
const legs = content.datasets["train-legs"]!.data.legs;

/**
 * The legs whose sourced fare the estimate cannot match within 15%, and why. A leg leaves this list when its
 * estimate comes within 15% of its fare (the test then asks for it to be taken off); a leg joins it only with
 * a reason that says why its line is priced apart or cannot be estimated.
 */
const unmatchedSecond: Record<string, RegExp> = {
  // The Guangzhou-Shenzhen section is priced well above the national rate (¥74.5 for 102 km).
  "guangzhou-shenzhen": /% off this leg's sourced second-class fare/,
  // Yunnan's 200 km/h line charges about 0.52 yuan per km (¥145 for 280 km), well above the D-train rate.
  "kunming-dali": /% off this leg's sourced second-class fare/,
  // The sourced fares (¥146 / ¥233) are the 2010 intercity line's, Shanghai Station to Nanjing Station, 301 km; the
  // estimate for the 284 km from Hongqiao to Nanjing South (¥122) is 16% under the second-class one.
  "shanghai-nanjing": /% off this leg's sourced second-class fare/,
};
const unmatchedFirst: Record<string, RegExp> = {
  // Off on both classes; the second-class gap is reported first.
  "guangzhou-shenzhen": /% off this leg's sourced (first|second)-class fare/,
  // The first-class estimate (¥199) is within 15% of ¥233, but the second-class gap rules out both.
  "shanghai-nanjing": /% off this leg's sourced second-class fare/,
};

const byLeg = (found: Unmatched[]) => Object.fromEntries(found.map((u) => [u.leg, u.reason]));

describe("estimateFare", () => {
  const rates: Rates = { "G second": 0.43, "G first": 0.7, "D second": 0.31, "D first": 0.37 };
  it("multiplies the distance by the class's rate and rounds to whole yuan", () => {
    expect(estimateFare(100, "G second", rates)).toBe(43);
    expect(estimateFare(1318, "G second", rates)).toBe(567);
    expect(estimateFare(513, "D first", rates)).toBe(190);
  });
  it("refuses a distance that is not a positive number", () => {
    expect(() => estimateFare(0, "G second", rates)).toThrow(/positive/);
    expect(() => estimateFare(Number.NaN, "D second", rates)).toThrow(/positive/);
  });
  it("reads its rates from the rate facts by default", () => {
    const fromFacts = ratesFromFacts();
    expect(fromFacts["G second"]).toBe(factById("trains.fare-rate-g-second")!.value);
    expect(estimateFare(200, "D second")).toBe(Math.round(200 * fromFacts["D second"]));
  });
  it("measures the gap to a fare band from its nearer end, and inside the band as none", () => {
    expect(offBy(550, { range: [498, 598] })).toBe(0);
    expect(offBy(400, { range: [500, 598] })).toBeCloseTo(0.2);
    expect(offBy(115, { value: 100 })).toBeCloseTo(0.15);
    expect(offBy([80, 120], { value: 100 })).toBe(0);
    expect(offBy([40, 80], { range: [100, 120] })).toBeCloseTo(0.2);
  });
});

describe("the estimate against every leg with a sourced fare", () => {
  const withSecond = legs.filter((l) => l.mode === "train" && l.secondClass);
  const withFirst = legs.filter((l) => l.mode === "train" && l.firstClass);

  it("runs on every leg with a sourced second-class fare", () => {
    expect(withSecond.length).toBeGreaterThanOrEqual(8);
    for (const leg of withSecond) {
      const found = estimateLegFare(leg, "second");
      if (found.kind === "estimate") {
        const fare = factById(leg.secondClass!)!;
        expect(offBy(found.yuan, fare), `${leg.id}: ¥${found.yuan}`).toBeLessThanOrEqual(0.15);
      } else expect(Object.keys(unmatchedSecond), `${leg.id}: ${found.reason}`).toContain(leg.id);
    }
  });

  it("matches within 15% except on the legs named here, each for its reason", () => {
    const second = byLeg(unmatchedFares(legs, "second"));
    expect(Object.keys(second).sort()).toEqual(Object.keys(unmatchedSecond).sort());
    for (const [leg, why] of Object.entries(unmatchedSecond)) expect(second[leg], leg).toMatch(why);
    const first = byLeg(unmatchedFares(legs, "first"));
    expect(Object.keys(first).sort()).toEqual(Object.keys(unmatchedFirst).sort());
    for (const [leg, why] of Object.entries(unmatchedFirst)) expect(first[leg], leg).toMatch(why);
  });

  it("matches at least the main lines with their own fares", () => {
    const matched = withSecond.filter((l) => estimateLegFare(l, "second").kind === "estimate").map((l) => l.id);
    expect(matched).toEqual(expect.arrayContaining(["beijing-shanghai", "beijing-xian", "shanghai-hangzhou"]));
    expect(withFirst.filter((l) => estimateLegFare(l, "first").kind === "estimate").map((l) => l.id)).toContain(
      "xian-chengdu",
    );
  });

  it("gives a leg with no sourced fare an estimate where it has a distance and one kind of train", () => {
    for (const id of ["chengdu-chongqing", "beijing-nanjing", "xian-shanghai", "suzhou-hangzhou"]) {
      const leg = legs.find((l) => l.id === id)!;
      expect(leg.secondClass, id).toBeUndefined();
      const found = estimateLegFare(leg, "second");
      expect(found, id).toMatchObject({ kind: "estimate", trains: "G" });
      if (found.kind === "estimate")
        expect(found.yuan, id).toEqual([estimateFare(found.km[0], "G second"), estimateFare(found.km[1], "G second")]);
    }
  });

  it("gives a D/G leg a range from the D-train rate on its shortest distance to the G-train rate on its longest", () => {
    const yangshuo = legs.find((l) => l.id === "guilin-yangshuo")!;
    expect(yangshuo.trains).toBe("D/G");
    const found = estimateLegFare(yangshuo, "second");
    if (found.kind !== "estimate") throw new Error(found.reason);
    const km = factById(yangshuo.km!)!.range!;
    expect(found.km).toEqual(km);
    expect(found.yuan).toEqual([estimateFare(km[0], "D second"), estimateFare(km[1], "G second")]);
    expect(estimateHow(found)).toBe(`${km[0]}-${km[1]} km at the average D- to G-train second-class rates`);
    // Guangzhou-Xiamen's sourced fare (a D and a G ticket) falls inside its range.
    const xiamen = legs.find((l) => l.id === "guangzhou-xiamen")!;
    const range = estimateLegFare(xiamen, "second");
    expect(range.kind === "estimate" && offBy(range.yuan, factById(xiamen.secondClass!)!)).toBe(0);
  });

  it("gives no estimate where the line is priced apart, and says so", () => {
    // Kunming-Dali has only a second-class fare, and it is off: no first-class estimate either.
    expect(
      estimateLegFare(
        legs.find((l) => l.id === "kunming-dali")!,
        "first",
      ),
    ).toMatchObject({
      kind: "none",
      reason: expect.stringMatching(/second-class fare: its line is priced apart/),
    });
    const flight = legs.find((l) => l.mode === "flight")!;
    expect(estimateLegFare(flight, "second")).toMatchObject({ kind: "none", reason: expect.stringMatching(/flight/) });
  });

  it("prices a Yunnan leg with no fare of its own like its neighbour: national D rate to Kunming-Dali's own rate", () => {
    const dali = legs.find((l) => l.id === "kunming-dali")!;
    const rate = Number(factById(dali.secondClass!)!.value) / Number(factById(dali.km!)!.value);
    for (const id of ["kunming-lijiang", "dali-lijiang"]) {
      const leg = legs.find((l) => l.id === id)!;
      expect(leg.pricedLike, id).toBe("kunming-dali");
      // Without the neighbour's record there is no rate to price by.
      expect(estimateLegFare(leg, "second").kind, id).toBe("none");
      const found = estimateLegFare(leg, "second", undefined, undefined, legs);
      if (found.kind !== "estimate") throw new Error(`${id}: ${found.reason}`);
      const km = factById(leg.km!)!.range!;
      expect(found.yuan, id).toEqual([estimateFare(km[0], "D second"), Math.round(km[1] * rate)]);
      expect(estimateHow(found), id).toMatch(/to Kunming-Dali's ¥0\.52 a km$/);
      // No first-class fare to price by.
      expect(estimateLegFare(leg, "first", undefined, undefined, legs).kind, id).toBe("none");
    }
  });

  it("refuses pricedLike on a leg that is not a D-train leg, or naming a leg with no fare", () => {
    const data = content.datasets["train-legs"]!.data;
    const refused = (patch: Partial<(typeof legs)[number]>) =>
      trainLegsSchema
        .safeParse({ ...data, legs: data.legs.map((l) => (l.id === "dali-lijiang" ? { ...l, ...patch } : l)) })
        .error?.issues.map((i) => i.message) ?? [];
    expect(refused({})).toEqual([]);
    expect(refused({ trains: "G" })).toEqual(["only a D-train leg (trains: D) is priced like a neighbouring leg"]);
    expect(refused({ pricedLike: "chengdu-guilin" })).toEqual([
      "chengdu-guilin has no sourced second-class fare and distance to price by",
    ]);
    expect(refused({ pricedLike: "nowhere" })).toEqual(['no leg "nowhere"']);
  });
});

describe("a wrong rate (fixture)", () => {
  const right = ratesFromFacts();
  it("fails the check: legs that matched are named as off", () => {
    const wrong: Rates = { ...right, "G second": right["G second"] * 1.4 };
    const second = byLeg(unmatchedFares(legs, "second", factById, wrong));
    expect(Object.keys(second).sort()).not.toEqual(Object.keys(unmatchedSecond).sort());
    expect(second["beijing-shanghai"]).toMatch(/% off this leg's sourced second-class fare/);
    expect(second["beijing-xian"]).toMatch(/% off/);
  });
  it("fails the check when a fare moves away from its estimate", () => {
    const moved = (key: string) =>
      key === "trains.beijing-xian-second-class" ? { unit: "CNY" as const, value: 800 } : factById(key);
    const second = byLeg(unmatchedFares(legs, "second", moved, right));
    expect(second["beijing-xian"]).toMatch(/% off/);
  });
  it("refuses a rate fact that is missing", () => {
    expect(() => ratesFromFacts((key) => (key.endsWith("d-first") ? undefined : factById(key)))).toThrow(
      /trains\.fare-rate-d-first/,
    );
  });
});
