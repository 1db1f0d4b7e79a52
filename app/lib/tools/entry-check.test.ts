import { describe, expect, it } from "vitest";
import { entryRulesSchema, type EntryRules } from "../../content/schemas/entry-rules";
import { loadEntryRules } from "./entry-rules-for-tests";
import { checkEntry, lastDayOfStay, transitNotCovered, type EntryInput, type OptionId } from "./entry-check";

const loaded = loadEntryRules();
const rules: EntryRules = loaded.data;

const PUDONG = "Shanghai Pudong International Airport";
const base: EntryInput = {
  nationality: "US",
  purpose: "tourism",
  from: "US",
  to: "HK",
  port: PUDONG,
  provinces: ["Shanghai", "Zhejiang"],
  beyondCities: [],
  entryDate: "2026-12-01",
  entryTime: "14:30",
  exitDate: "2026-12-08",
};
const check = (over: Partial<EntryInput>) => checkEntry(rules, { ...base, ...over });
const option = (r: ReturnType<typeof checkEntry>, id: OptionId) => r.options.find((o) => o.id === id)!;

describe("the entry rules dataset", () => {
  it("has the port the tests use and the counts of the official lists", () => {
    expect(rules.transit.ports.some((p) => p.name === PUDONG)).toBe(true);
    expect(rules.transit.ports).toHaveLength(65);
    expect(rules.transit.countries).toHaveLength(55);
    expect(rules.transit.regions).toHaveLength(24);
    expect(rules.visaFree.countries).toHaveLength(48);
    expect(rules.provinces).toHaveLength(31);
  });
  it("refuses a list that cites an unknown source or an unknown province", () => {
    const broken = structuredClone(loaded!.data) as Record<string, unknown> & EntryRules;
    broken.transit.ports[0]!.province = "Atlantis";
    broken.permits[0]!.sources = ["no-such-source"];
    const result = entryRulesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).join("\n");
    expect(messages).toMatch(/unknown province "Atlantis"/);
    expect(messages).toMatch(/unknown source "no-such-source"/);
  });
  it("takes an example of going beyond a region's cities only where the region lists cities, and not one of them", () => {
    const broken = structuredClone(loaded!.data);
    const whole = broken.transit.regions.findIndex((r) => !r.cities);
    const limited = broken.transit.regions.findIndex((r) => r.cities);
    broken.transit.regions[whole]!.example = "Somewhere";
    broken.transit.regions[limited]!.example = broken.transit.regions[limited]!.cities![0];
    const result = entryRulesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
    expect(messages).toContain(`transit.regions.${whole}.example: an example needs cities`);
    expect(messages).toContain(`transit.regions.${limited}.example: `);
    expect(messages).toMatch(/is one of .*'s transit cities, not beyond them/);
  });
});

describe("240-hour transit", () => {
  it("accepts US -> Shanghai -> Hong Kong: Hong Kong counts as a third region", () => {
    const r = check({});
    const t = option(r, "transit");
    expect(t.verdict).toBe("yes");
    expect(t.reasons).toContainEqual(expect.objectContaining({ code: "route-is-transit", viaRegion: true }));
    expect(r.options[0]!.id).toBe("transit");
  });
  it("refuses US -> China -> US: a round trip is not transit", () => {
    const r = check({ to: "US" });
    expect(option(r, "transit").verdict).toBe("no");
    expect(option(r, "transit").reasons.find((x) => !x.ok)!.code).toBe("route-round-trip");
    expect(r.options[0]!.id).toBe("visa");
  });
  it("refuses a journey that starts or ends in mainland China", () => {
    expect(option(check({ from: "CN" }), "transit").verdict).toBe("no");
  });
  it("asks for the route when it is missing", () => {
    expect(option(check({ from: "", to: "" }), "transit").verdict).toBe("check");
  });
  it("refuses a passport that is not on the transit list", () => {
    const r = check({ nationality: "IN", from: "IN", to: "JP" });
    expect(option(r, "transit").verdict).toBe("no");
    expect(option(r, "visa-free").verdict).toBe("no");
    expect(r.options[0]!.id).toBe("visa");
  });
  it("refuses an entry port that is not a transit port", () => {
    expect(option(check({ port: "" }), "transit").verdict).toBe("no");
  });
  it("leaves Xinjiang and Tibet outside the transit area, and lists them", () => {
    const r = check({ provinces: ["Beijing", "Xinjiang", "Tibet"] });
    const t = option(r, "transit");
    expect(t.verdict).toBe("no");
    expect(t.notCovered).toEqual(["Xinjiang", "Tibet"]);
    expect(r.permits.map((p) => p.province)).toEqual(["Tibet", "Xinjiang"]);
  });
  it("covers only the listed cities of a limited province (Pingyao is outside Taiyuan and Datong)", () => {
    expect(transitNotCovered(rules, { provinces: ["Shanxi"], beyondCities: [] })).toEqual([]);
    expect(transitNotCovered(rules, { provinces: ["Shanxi"], beyondCities: ["Shanxi"] })).toEqual(["Shanxi"]);
    // A whole-province region is covered wherever the traveller goes in it.
    expect(transitNotCovered(rules, { provinces: ["Guangdong"], beyondCities: ["Guangdong"] })).toEqual([]);
  });
  it("counts 240 hours from 00:00 on the day after entry: the last day is entry day + 10", () => {
    const t = option(check({}), "transit");
    expect(t.deadline!.date).toBe("2026-12-11");
    expect(t.deadline!.strict).toEqual({ date: "2026-12-11", time: "14:30" });
  });
  it("handles an arrival either side of midnight", () => {
    const before = option(check({ entryDate: "2026-12-01", entryTime: "23:50" }), "transit").deadline!;
    const after = option(check({ entryDate: "2026-12-02", entryTime: "00:10" }), "transit").deadline!;
    expect(before.date).toBe("2026-12-11");
    expect(before.strict).toEqual({ date: "2026-12-11", time: "23:50" });
    expect(after.date).toBe("2026-12-12");
    expect(after.strict).toEqual({ date: "2026-12-12", time: "00:10" });
  });
  it("accepts leaving on the last day and refuses the day after", () => {
    expect(option(check({ exitDate: "2026-12-11" }), "transit").verdict).toBe("yes");
    expect(option(check({ exitDate: "2026-12-12" }), "transit").verdict).toBe("no");
  });
  it("crosses a month and a year end", () => {
    expect(option(check({ entryDate: "2026-12-28", exitDate: "2027-01-02" }), "transit").deadline!.date).toBe(
      "2027-01-07",
    );
  });
});

describe("30-day visa-free entry", () => {
  const uk = { nationality: "GB", from: "GB", to: "GB" };
  it("lets a UK passport in for 30 days on a round trip, anywhere in China", () => {
    const r = check({ ...uk, provinces: ["Xinjiang", "Beijing"], exitDate: "2026-12-30" });
    const v = option(r, "visa-free");
    expect(v.verdict).toBe("yes");
    expect(v.deadline).toMatchObject({ date: "2026-12-31", safe: "2026-12-30" });
    expect(r.options[0]!.id).toBe("visa-free");
  });
  it("flags the 30th day after arrival, which only one way of counting allows, and refuses the 31st", () => {
    const r = check({ ...uk, exitDate: "2026-12-31" });
    const day30 = option(r, "visa-free");
    expect(day30.verdict).toBe("check");
    // One verdict: the answer leads with the option that may fit, not with the visa.
    expect(r.outcome).toBe("check");
    expect(r.options.map((o) => o.id).slice(0, 2)).toEqual(["visa-free", "visa"]);
    expect(day30.reasons.at(-1)!.code).toBe("stay-last-day-disputed");
    expect(option(check({ ...uk, exitDate: "2027-01-01" }), "visa-free").verdict).toBe("no");
  });
  it("asks to check an entry after the announced end of the scheme", () => {
    const v = option(check({ ...uk, entryDate: "2027-01-05", exitDate: "2027-01-15" }), "visa-free");
    expect(v.verdict).toBe("check");
    expect(v.reasons).toContainEqual(
      expect.objectContaining({ code: "visa-free-after-announcement", validUntil: "2026-12-31" }),
    );
    expect(lastDayOfStay("2027-01-05", 30)).toBe("2027-02-04");
  });
  it("reads an old or alias code as the country's current one (UK is GB, DD is Germany)", () => {
    expect(check({ nationality: "UK", from: "UK", to: "UK", exitDate: "2026-12-20" }).outcome).toBe("free");
    const germany = check({ nationality: "DD", from: "DD", to: "HK", exitDate: "2026-12-05" });
    expect(germany.outcome).toBe("free");
    expect(option(germany, "transit").verdict).toBe("yes");
  });
  it("refuses a dataset that lists a withdrawn or alias code", () => {
    const broken = structuredClone(loaded!.data);
    broken.visaFree.countries[0]!.code = "UK";
    const result = entryRulesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).join("\n")).toMatch(
      /UK is not a current ISO 3166-1 code \(use GB\)/,
    );
  });
  it("does not cover work, study or journalism", () => {
    const r = check({ ...uk, purpose: "work" });
    expect(option(r, "visa-free").verdict).toBe("no");
    expect(option(r, "transit").verdict).toBe("no");
    expect(r.options[0]!.id).toBe("visa");
    expect(r.outcome).toBe("visa");
  });
  it("asks a Russian passport to check: the trial ended and no extension is confirmed", () => {
    const r = check({ nationality: "RU", from: "RU", to: "JP" });
    expect(option(r, "visa-free").verdict).toBe("check");
    expect(option(r, "transit").verdict).toBe("yes");
  });
  it("prefers visa-free entry to transit when both fit", () => {
    const r = check({ nationality: "FR", from: "FR", to: "HK" });
    expect(r.options.map((o) => o.id).slice(0, 2)).toEqual(["visa-free", "transit"]);
  });
});

describe("mutual visa exemption", () => {
  it("lets a Thai passport in for 30 days and states the 90-in-180 limit", () => {
    const r = check({ nationality: "TH", from: "TH", to: "TH", exitDate: "2026-12-20" });
    const m = option(r, "mutual");
    expect(m.verdict).toBe("yes");
    expect(m.reasons[0]).toMatchObject({ code: "agreement", maxDaysPer180: 90 });
    expect(r.options[0]!.id).toBe("mutual");
    expect(option(check({ nationality: "TH", exitDate: "2027-01-01" }), "mutual").verdict).toBe("no");
  });
  it("says what is not confirmed about an agreement", () => {
    const m = option(check({ nationality: "AL", from: "AL", to: "AL" }), "mutual");
    expect(m.reasons.map((r) => r.code)).toContain("agreement-unconfirmed");
  });
  it("treats Brunei like Russia: a trial that ended without a confirmed extension", () => {
    expect(option(check({ nationality: "BN" }), "visa-free").verdict).toBe("check");
  });
});

describe("answers", () => {
  it("reports an exit before the entry", () => {
    expect(check({ exitDate: "2026-11-30" }).inputProblems).toContain("exit-before-entry");
  });
  it("lists what to carry for the option it recommends, with sources", () => {
    const r = check({});
    expect(r.carry.map((c) => c.code)).toContain("carry-onward-ticket");
    for (const c of r.carry) expect(c.sources.length).toBeGreaterThan(0);
  });
  it("cites a source for every reason", () => {
    for (const o of check({ provinces: ["Tibet"] }).options)
      for (const reason of o.reasons) expect(reason.sources.length, reason.code).toBeGreaterThan(0);
  });
});
