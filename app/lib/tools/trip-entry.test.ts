/**
 * A dated trip's entry verdict is the entry checker's own answer: for every trip plan, on a passport of
 * the 30-day list, one of the transit list only and one of neither, before and after the 30-day
 * scheme's announced end, the trip's answer equals the checker's for the form a reader would fill in
 * for that plan (its provinces ticked by hand below, the landing airport, the same dates).
 */
import { describe, expect, it } from "vitest";
import { planDays } from "../content/itineraries";
import { landingPort, planPlaces } from "../content/plan-entry";
import { registry, type EntryOf } from "../registry";
import { checkEntry, type EntryInput } from "./entry-check";
import { checkerRules } from "./entry-rules-props";
import { addDays } from "./dates";
import {
  nextMonthStart,
  optionalDayWords,
  outsideWords,
  planEntry,
  tripArea,
  tripEntry,
  visaFreeVerdict,
} from "./trip-entry";
import { fillCounts } from "../word-lists";

const { pages, datasets } = registry();
const dataset = datasets["entry-rules"]!.data;
const rules = checkerRules(dataset);
const cities = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
const plans = pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary");

/** What a reader ticks in the checker's "where will you go" for each plan, and the limited provinces left. */
const form: Record<string, { provinces: string[]; beyondCities: string[]; port: string }> = {
  "beijing-and-shanghai-7-days": {
    provinces: ["Beijing", "Shanghai"],
    beyondCities: [],
    port: "Beijing Capital International Airport",
  },
  "beijing-xian-chengdu-chongqing-14-days": {
    provinces: ["Beijing", "Shaanxi", "Sichuan", "Chongqing"],
    beyondCities: [],
    port: "Beijing Capital International Airport",
  },
  "beijing-xian-chengdu-guilin-shanghai-14-days": {
    provinces: ["Beijing", "Shaanxi", "Sichuan", "Guangxi", "Shanghai"],
    beyondCities: [],
    port: "Beijing Capital International Airport",
  },
  "beijing-xian-shanghai-10-days": {
    provinces: ["Beijing", "Shaanxi", "Shanghai"],
    beyondCities: [],
    port: "Beijing Capital International Airport",
  },
  "shanghai-suzhou-hangzhou-7-days": {
    provinces: ["Shanghai", "Jiangsu", "Zhejiang"],
    beyondCities: [],
    port: "Shanghai Hongqiao International Airport",
  },
  // Tiger Leaping Gorge is in Diqing, outside the Yunnan prefectures transit visitors may enter.
  // Tiger Leaping Gorge (Diqing, outside the area) is only on the optional last day: a warning, not the verdict.
  "yunnan-10-days": {
    provinces: ["Yunnan"],
    beyondCities: [],
    port: "Kunming Changshui International Airport",
  },
};

const passports = { FR: "on the 30-day list", US: "on the transit list only", IN: "on neither" };
const starts = ["2026-12-10", "2027-04-10"];

describe("a trip plan's entry verdict", () => {
  it("covers every plan", () => {
    expect(Object.keys(form).sort()).toEqual(plans.map((p) => p.record.slug).sort());
  });
  for (const plan of plans)
    describe(plan.record.slug, () => {
      const days = planDays(plan.record, cities, datasets["train-legs"]!.data.legs);
      const places = planPlaces(days, cities, dataset);
      const filled = form[plan.record.slug]!;
      it("reads the plan's places and landing port as a reader fills in the checker", () => {
        const area = tripArea(rules, places);
        expect(area.provinces.sort()).toEqual([...filled.provinces].sort());
        expect(area.beyondCities).toEqual(filled.beyondCities);
        expect(landingPort(places, dataset)).toBe(filled.port);
      });
      for (const [nationality, which] of Object.entries(passports))
        for (const start of starts)
          it(`answers as the checker does for a passport ${which} (${nationality}), from ${start}`, () => {
            const input: EntryInput = {
              nationality,
              purpose: "tourism",
              from: "",
              to: "",
              port: filled.port,
              provinces: filled.provinces,
              beyondCities: filled.beyondCities,
              entryDate: start,
              entryTime: "",
              exitDate: addDays(start, days.length - 1),
            };
            const trip = tripEntry(rules, { places, days: days.length, nationality, start, port: filled.port });
            expect(trip).toEqual(checkEntry(rules, input));
          });
    });
  it("gives the answers a traveller expects", () => {
    const outcome = (slug: string, nationality: string, start: string) => {
      const plan = plans.find((p) => p.record.slug === slug)!;
      const days = planDays(plan.record, cities, datasets["train-legs"]!.data.legs);
      const places = planPlaces(days, cities, dataset);
      const port = landingPort(places, dataset);
      return tripEntry(rules, { places, days: days.length, nationality, start, port }).outcome;
    };
    // A French passport inside the scheme's dates enters visa-free for any plan.
    expect(outcome("beijing-xian-chengdu-chongqing-14-days", "FR", "2026-12-10")).toBe("free");
    // A US passport: transit may cover 7 days (once an onward ticket to a third country is shown), never 14.
    expect(outcome("beijing-and-shanghai-7-days", "US", "2026-12-10")).toBe("check");
    expect(outcome("beijing-xian-chengdu-chongqing-14-days", "US", "2026-12-10")).toBe("visa");
    // Kunming, Dali and Lijiang lie inside the transit area; only the optional gorge day does not.
    expect(outcome("yunnan-10-days", "US", "2026-12-10")).toBe("check");
    expect(outcome("beijing-and-shanghai-7-days", "IN", "2026-12-10")).toBe("visa");
  });
});

describe("a plan page's 30-day heading, from the rule's data", () => {
  const until = dataset.visaFree.validUntil;
  it("takes the next best month from the day asked, this month included", () => {
    expect(nextMonthStart([3, 4, 10], "2026-12-02")).toBe("2027-03-01");
    expect(nextMonthStart([12], "2026-12-02")).toBe("2026-12-01");
    expect(nextMonthStart([11], "2026-12-02")).toBe("2027-11-01");
    expect(nextMonthStart([], "2026-12-02")).toBeUndefined();
  });
  it.each(plans.map((p) => [p.record.slug, p] as const))(
    "%s: says the scheme's end of entry, and that it falls before the next best month when it does",
    (_, p) => {
      const days = planDays(p.record, cities, datasets["train-legs"]!.data.legs);
      const entry = planEntry(rules, planPlaces(days, cities, rules), days.length, {
        bestMonths: p.record.bestMonths,
        today: "2026-12-02",
      });
      const words = visaFreeVerdict(entry.visaFree);
      expect(entry.visaFree.until).toBe(until);
      if (!entry.visaFree.fits) return expect(words).toBe("too short for this plan");
      // Every best month from December 2026 falls in 2027, after the scheme's announced end (2026-12-31).
      expect(entry.visaFree.nextBest! > until).toBe(entry.visaFree.openThen === false);
      expect(words).not.toMatch(/^covers the whole plan$/);
      if (!entry.visaFree.openThen)
        expect(words).toMatch(/^long enough, but only for entries by .*needs the scheme extended/);
      // Read on a day when the next best month is before the end, it covers the plan.
      const early = planEntry(rules, [], days.length, {
        bestMonths: [Number(until.slice(5, 7))],
        today: `${until.slice(0, 7)}-01`,
      });
      expect(visaFreeVerdict(early.visaFree)).toMatch(/^covers the whole plan, entering by /);
    },
  );
});

describe("a description that counts pages", () => {
  it("writes the count from the registry: the hub's plans are as many as the plan pages", () => {
    const hub = pages.find((p) => p.type === "page" && p.record.kind === "itineraries-hub")!;
    expect(hub.description.startsWith(`${fillCounts("{plans}", { plans: plans.length })} China trip plans`)).toBe(true);
    expect(hub.description).not.toContain("{");
    expect(fillCounts("{plans} plans. We have {plans}.", { plans: 6 })).toBe("Six plans. We have six.");
    expect(fillCounts("{plans}", { plans: 21 })).toBe("21");
    expect(fillCounts("{cities} guides", { plans: 6 })).toBe("{cities} guides");
  });
});

describe("a place on an optional day", () => {
  const base = { province: "Yunnan", days: [1] };
  const rules = { transit: dataset.transit };
  it("is a warning on its day, named with its prefecture, and not what the verdict rests on", () => {
    const area = tripArea(rules, [
      { ...base, name: "Lijiang", prefecture: "Lijiang" },
      { ...base, name: "Tiger Leaping Gorge", prefecture: "Diqing", days: [10], optional: true },
    ]);
    expect(area.beyondCities).toEqual([]);
    expect(area.outside).toEqual([]);
    expect(area.optionalOutside.map((p) => outsideWords(p, 240))).toEqual([
      "Tiger Leaping Gorge, in Diqing, is outside the 240-hour area of Yunnan",
    ]);
    expect(optionalDayWords(area.optionalOutside[0]!, 240)).toBe(
      "Day 10 is optional: Tiger Leaping Gorge, in Diqing, is outside the 240-hour area of Yunnan. " +
        "On visa-free transit, spend it inside the area instead.",
    );
  });
  it("decides the verdict once the day is kept", () => {
    const area = tripArea(rules, [{ ...base, name: "Tiger Leaping Gorge", prefecture: "Diqing", days: [10] }]);
    expect(area.beyondCities).toEqual(["Yunnan"]);
    expect(area.outside.map((p) => p.name)).toEqual(["Tiger Leaping Gorge"]);
  });
});
