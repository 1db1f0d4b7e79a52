/**
 * The entry engine's logic on a small fixture dataset (./entry-rules-for-tests):
 * verdicts, reasons, deadlines and ranking, none of which change when the live
 * lists do. The promises that must hold on the live lists are in
 * entry-check.property.test.ts.
 */
import { describe, expect, it } from "vitest";
import { entryRulesSchema, type EntryRules } from "../../content/schemas/entry-rules";
import { asWritten, fixtureRules as rules } from "./entry-rules-for-tests";
import { checkEntry, lastDayOfStay, transitNotCovered, type EntryInput, type OptionId } from "./entry-check";

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
const check = (over: Partial<EntryInput>, dataset: EntryRules = rules) => checkEntry(dataset, { ...base, ...over });
const option = (r: ReturnType<typeof checkEntry>, id: OptionId) => r.options.find((o) => o.id === id)!;
const codes = (r: ReturnType<typeof checkEntry>, id: OptionId) => option(r, id).reasons.map((x) => x.code);
/** The fixture with one part changed. */
const changed = (edit: (d: EntryRules) => void) => {
  const copy = structuredClone(rules);
  edit(copy);
  return copy;
};
const problems = (d: EntryRules) => {
  const result = entryRulesSchema.safeParse(asWritten(d));
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
};

describe("the entry rules schema", () => {
  it("takes the fixture the engine's tests run on", () => {
    expect(entryRulesSchema.safeParse(asWritten(rules)).error?.issues).toBeUndefined();
  });
  it("refuses a list that cites an unknown source or an unknown province", () => {
    const messages = problems(
      changed((d) => {
        d.transit.ports[0]!.province = "Atlantis";
        d.permits[0]!.sources = ["no-such-source"];
      }),
    );
    expect(messages).toMatch(/unknown province "Atlantis"/);
    expect(messages).toMatch(/unknown source "no-such-source"/);
  });
  it("refuses a dataset that lists a withdrawn or alias code", () => {
    const messages = problems(changed((d) => (d.visaFree.countries[0]!.code = "UK")));
    expect(messages).toMatch(/UK is not a current ISO 3166-1 code \(use GB\)/);
  });
  it("takes an example of going beyond a region's cities only where the region lists cities, and not one of them", () => {
    const messages = problems(
      changed((d) => {
        d.transit.regions[0]!.example = "Somewhere";
        d.transit.regions[2]!.example = "Datong";
      }),
    );
    expect(messages).toContain("transit.regions.0.example: an example needs cities");
    expect(messages).toContain("transit.regions.2.example: Datong is one of Shanxi's transit cities, not beyond them");
  });
});

describe("240-hour transit", () => {
  it("accepts US -> Shanghai -> Hong Kong: Hong Kong counts as a third region", () => {
    const r = check({});
    const t = option(r, "transit");
    expect(t.verdict).toBe("yes");
    expect(t.reasons).toContainEqual(expect.objectContaining({ code: "route-is-transit", viaRegion: true }));
    expect(t.reasons).toContainEqual(expect.objectContaining({ code: "transit-port", port: PUDONG }));
    expect(r.options[0]!.id).toBe("transit");
    expect(option(check({ to: "JP" }), "transit").reasons).toContainEqual(
      expect.objectContaining({ code: "route-is-transit", viaRegion: false }),
    );
  });
  it("refuses US -> China -> US: a round trip is not transit", () => {
    const r = check({ to: "US" });
    expect(option(r, "transit").verdict).toBe("no");
    expect(
      option(r, "transit")
        .reasons.filter((x) => !x.ok)
        .map((x) => x.code),
    ).toEqual(["route-round-trip"]);
    expect(r.options[0]!.id).toBe("visa");
  });
  it("refuses a journey that starts or ends in mainland China", () => {
    const t = option(check({ from: "CN" }), "transit");
    expect(t.verdict).toBe("no");
    expect(t.reasons.find((x) => !x.ok)!.code).toBe("route-touches-mainland");
  });
  it("asks for the route when it is missing, but a refusal on another point stands", () => {
    expect(option(check({ from: "", to: "" }), "transit").verdict).toBe("check");
    expect(codes(check({ from: "", to: "" }), "transit")).toContain("route-missing");
    expect(option(check({ to: "", port: "" }), "transit").verdict).toBe("no");
  });
  it("refuses a passport that is not on the transit list, counting the dataset's list", () => {
    const r = check({ nationality: "IN", from: "IN", to: "JP" });
    expect(option(r, "transit").verdict).toBe("no");
    expect(option(r, "transit").reasons[0]).toMatchObject({ ok: false, code: "transit-not-listed", listed: 5 });
    expect(option(r, "visa-free").verdict).toBe("no");
    expect(r.options[0]!.id).toBe("visa");
  });
  it("refuses an entry port that is not a transit port", () => {
    const t = option(check({ port: "" }), "transit");
    expect(t.verdict).toBe("no");
    expect(t.reasons).toContainEqual(expect.objectContaining({ ok: false, code: "not-a-transit-port", ports: 3 }));
  });
  it("leaves provinces outside the transit area out, lists them, and names the permits they need", () => {
    const r = check({ provinces: ["Shanghai", "Xinjiang", "Tibet"] });
    const t = option(r, "transit");
    expect(t.verdict).toBe("no");
    expect(t.notCovered).toEqual(["Xinjiang", "Tibet"]);
    expect(t.reasons).toContainEqual(
      expect.objectContaining({ code: "places-outside-transit", regions: 3, provinces: ["Xinjiang", "Tibet"] }),
    );
    expect(r.permits.map((p) => p.province)).toEqual(["Tibet", "Xinjiang"]);
    expect(codes(check({}), "transit")).toContain("places-inside-transit");
  });
  it("covers only the listed cities of a limited province (Pingyao is outside Taiyuan and Datong)", () => {
    expect(transitNotCovered(rules, { provinces: ["Shanxi"], beyondCities: [] })).toEqual([]);
    expect(transitNotCovered(rules, { provinces: ["Shanxi"], beyondCities: ["Shanxi"] })).toEqual(["Shanxi"]);
    // A whole-province region is covered wherever the traveller goes in it.
    expect(transitNotCovered(rules, { provinces: ["Zhejiang"], beyondCities: ["Zhejiang"] })).toEqual([]);
  });
  it("counts 240 hours from 00:00 on the day after entry: the last day is entry day + 10", () => {
    const t = option(check({}), "transit");
    expect(t.deadline!.date).toBe("2026-12-11");
    expect(t.deadline!.strict).toEqual({ date: "2026-12-11", time: "14:30" });
    expect(t.deadline!.rule).toEqual({ code: "hours", hours: 240 });
  });
  it("reads the hours from the dataset", () => {
    const t = option(
      check(
        { exitDate: "2026-12-03" },
        changed((d) => (d.transit.hours = 72)),
      ),
      "transit",
    );
    expect(t.deadline).toMatchObject({ date: "2026-12-04", strict: { date: "2026-12-04", time: "14:30" } });
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
    const late = option(check({ exitDate: "2026-12-12" }), "transit");
    expect(late.verdict).toBe("no");
    expect(late.deadline).toBeUndefined();
    expect(late.reasons.at(-1)).toMatchObject({ code: "transit-exit-too-late", exitDate: "2026-12-12", hours: 240 });
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
    expect(v.reasons[0]).toMatchObject({
      code: "visa-free-listed",
      country: "United Kingdom",
      listed: 3,
      stayDays: 30,
    });
    expect(v.deadline).toMatchObject({ date: "2026-12-31", safe: "2026-12-30", rule: { code: "days", days: 30 } });
    expect(r.options[0]!.id).toBe("visa-free");
  });
  it("flags the 30th day after arrival, which only one way of counting allows, and refuses the 31st", () => {
    const r = check({ ...uk, exitDate: "2026-12-31" });
    const day30 = option(r, "visa-free");
    expect(day30.verdict).toBe("check");
    // One verdict: the answer leads with the option that may fit, not with the visa.
    expect(r.outcome).toBe("check");
    expect(r.options.map((o) => o.id).slice(0, 2)).toEqual(["visa-free", "visa"]);
    expect(day30.reasons.at(-1)).toMatchObject({ code: "stay-last-day-disputed", plannedDays: 30 });
    const day31 = option(check({ ...uk, exitDate: "2027-01-01" }), "visa-free");
    expect(day31.verdict).toBe("no");
    expect(day31.deadline).toBeUndefined();
    expect(day31.reasons.at(-1)).toMatchObject({
      code: "stay-too-long",
      option: "visa-free",
      plannedDays: 31,
      stayDays: 30,
    });
  });
  it("reads the length of the stay from the dataset", () => {
    const v = option(
      check(
        { ...uk, exitDate: "2026-12-16" },
        changed((d) => (d.visaFree.stayDays = 15)),
      ),
      "visa-free",
    );
    expect(v.deadline).toMatchObject({ date: "2026-12-16", safe: "2026-12-15" });
    expect(v.verdict).toBe("check");
  });
  it("asks to check an entry after the announced end of the scheme", () => {
    const v = option(check({ ...uk, entryDate: "2027-01-05", exitDate: "2027-01-15" }), "visa-free");
    expect(v.verdict).toBe("check");
    expect(v.reasons).toContainEqual(
      expect.objectContaining({ code: "visa-free-after-announcement", validUntil: "2026-12-31" }),
    );
    expect(lastDayOfStay("2027-01-05", 30)).toBe("2027-02-04");
  });
  it("tells a passport on no list the size and date of the list", () => {
    const v = option(check({ nationality: "IN", from: "IN", to: "IN" }), "visa-free");
    expect(v.verdict).toBe("no");
    expect(v.deadline).toBeUndefined();
    expect(v.reasons).toEqual([
      expect.objectContaining({ code: "visa-free-not-listed", listed: 3, listDate: "2026-06-01" }),
    ]);
  });
  it("reads an old or alias code as the country's current one (UK is GB, DD is Germany)", () => {
    expect(check({ nationality: "UK", from: "UK", to: "UK", exitDate: "2026-12-20" }).outcome).toBe("free");
    const germany = check({ nationality: "DD", from: "DD", to: "HK", exitDate: "2026-12-05" });
    expect(germany.outcome).toBe("free");
    expect(option(germany, "transit").verdict).toBe("yes");
  });
  it("does not cover work, study or journalism", () => {
    const r = check({ ...uk, purpose: "work" });
    expect(option(r, "visa-free").verdict).toBe("no");
    expect(option(r, "transit").verdict).toBe("no");
    expect(codes(r, "transit")).toContain("purpose-needs-visa");
    expect(r.options[0]!.id).toBe("visa");
    expect(r.outcome).toBe("visa");
    expect(option(r, "visa").reasons).toEqual([expect.objectContaining({ code: "visa-for-purpose", purpose: "work" })]);
    expect(codes(check({ ...uk }), "visa")).toEqual(["visa-any-nationality"]);
  });
  it("asks a passport whose trial ended to check, unless it arrives while the trial still ran", () => {
    const r = check({ nationality: "RU", from: "RU", to: "JP" });
    expect(option(r, "visa-free").verdict).toBe("check");
    expect(option(r, "visa-free").reasons[0]).toMatchObject({ ok: false, code: "visa-free-trial-ended" });
    expect(option(r, "transit").verdict).toBe("yes");
    const early = option(check({ nationality: "RU", entryDate: "2026-09-01", exitDate: "2026-09-10" }), "visa-free");
    expect(early.verdict).toBe("yes");
    expect(early.reasons[0]).toMatchObject({ ok: true, code: "visa-free-trial-ended", until: "2026-09-14" });
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
    expect(m.reasons[0]).toMatchObject({ code: "agreement", country: "Thailand", stayDays: 30, maxDaysPer180: 90 });
    expect(r.options[0]!.id).toBe("mutual");
    const over = option(check({ nationality: "TH", exitDate: "2027-01-01" }), "mutual");
    expect(over.verdict).toBe("no");
    expect(over.reasons.at(-1)).toMatchObject({ code: "stay-too-long", option: "mutual", stayDays: 30 });
  });
  it("says what is not confirmed about an agreement", () => {
    const m = option(check({ nationality: "AL", from: "AL", to: "AL" }), "mutual");
    expect(m.reasons).toContainEqual(
      expect.objectContaining({ code: "agreement-unconfirmed", note: "stay not stated in the sources" }),
    );
  });
  it("offers no agreement to a passport without one", () => {
    expect(check({}).options.map((o) => o.id)).not.toContain("mutual");
  });
});

describe("answers", () => {
  it("reports missing, impossible and reversed dates and times", () => {
    expect(check({ exitDate: "2026-11-30" }).inputProblems).toEqual(["exit-before-entry"]);
    expect(check({ entryDate: "", exitDate: "8 December", entryTime: "25:00" }).inputProblems).toEqual([
      "no-entry-date",
      "no-exit-date",
      "bad-entry-time",
    ]);
    expect(check({ entryTime: "" }).inputProblems).toEqual([]);
  });
  it("lists what to carry for the option it recommends, then the border rules and permits, with sources", () => {
    const carried = (over: Partial<EntryInput>) => check(over).carry.map((c) => c.code);
    expect(carried({ provinces: ["Shanghai", "Tibet"], nationality: "FR" })).toEqual([
      "carry-ordinary-passport",
      "carry-purpose-papers",
      "border-rule",
      "permit",
    ]);
    expect(carried({})).toEqual(["carry-ordinary-passport", "carry-onward-ticket", "border-rule"]);
    expect(carried({ to: "US" })).toEqual(["carry-visa-passport", "border-rule"]);
    for (const c of check({ provinces: ["Tibet"] }).carry) expect(c.sources.length).toBeGreaterThan(0);
  });
  it("cites a source for every reason", () => {
    for (const o of check({ provinces: ["Tibet"] }).options)
      for (const reason of o.reasons) expect(reason.sources.length, reason.code).toBeGreaterThan(0);
  });
});

describe("Hainan's own visa-free entry", () => {
  const SANYA = "Sanya Phoenix International Airport";
  const sanyaTrip: Partial<EntryInput> = {
    nationality: "US",
    from: "US",
    to: "US",
    port: SANYA,
    provinces: ["Hainan"],
    entryDate: "2027-02-01",
    exitDate: "2027-02-11",
  };
  it("lets a listed passport fly round trip to Sanya for a stay in Hainan only, counted from the next day", () => {
    const r = check(sanyaTrip);
    expect(r.outcome).toBe("free");
    expect(r.options[0]!.id).toBe("hainan");
    expect(codes(r, "hainan")).toEqual([
      "hainan-listed",
      "hainan-only",
      "hainan-port",
      "purpose-covered",
      "hainan-condition",
    ]);
    expect(option(r, "hainan").deadline).toMatchObject({
      date: "2027-03-03",
      rule: { code: "days-from-next", days: 30 },
    });
    expect(option(r, "hainan").deadline?.safe).toBeUndefined();
    expect(r.carry.map((c) => c.code)).toContain("hainan-condition");
    expect(option(r, "transit").verdict).toBe("no");
  });
  it("names the place that breaks it: another province, a port elsewhere, a stay over 30 days", () => {
    const outside = option(check({ ...sanyaTrip, provinces: ["Hainan", "Shanghai"] }), "hainan");
    expect(outside.verdict).toBe("no");
    expect(outside.reasons).toContainEqual(
      expect.objectContaining({ code: "hainan-places-outside", provinces: ["Shanghai"] }),
    );
    const pudong = option(check({ ...sanyaTrip, port: PUDONG }), "hainan");
    expect(pudong.verdict).toBe("no");
    expect(codes(check({ ...sanyaTrip, port: PUDONG }), "hainan")).toContain("hainan-port-elsewhere");
    expect(option(check({ ...sanyaTrip, port: "" }), "hainan").verdict).toBe("check");
    expect(option(check({ ...sanyaTrip, exitDate: "2027-03-04" }), "hainan").verdict).toBe("no");
    expect(option(check({ ...sanyaTrip, exitDate: "2027-03-03" }), "hainan").verdict).toBe("yes");
    expect(option(check({ ...sanyaTrip, provinces: [] }), "hainan").verdict).toBe("no");
    expect(option(check({ ...sanyaTrip, purpose: "study" }), "hainan").verdict).toBe("no");
  });
  it("reads each country's standing from the quotes that name it, and refuses a country no quote names", () => {
    // The Philippines is named by the official quote; with that quote gone, by one press outlet only.
    const pressOnly = changed((d) => {
      d.hainan.quotes = d.hainan.quotes.filter((q) => q.source !== "hainan");
      for (const s of d.sources) if (s.id.startsWith("hainan-press")) Object.assign(s, { tier: "press" });
    });
    const r = check({ ...sanyaTrip, nationality: "PH" }, pressOnly);
    expect(option(r, "hainan").verdict).toBe("check");
    expect(codes(r, "hainan")).toContain("rule-unconfirmed");
    const twoOutlets = changed((d) => {
      d.hainan.quotes = [
        { source: "hainan-press-a", quote: "the Philippines", quoted: "2026-01-10" },
        { source: "hainan-press-b", quote: "Philippines", quoted: "2026-01-10" },
      ];
      for (const s of d.sources) if (s.id.startsWith("hainan-press")) Object.assign(s, { tier: "press", outlet: s.id });
    });
    expect(option(check({ ...sanyaTrip, nationality: "PH" }, twoOutlets), "hainan").verdict).toBe("yes");
    expect(problems(changed((d) => d.hainan.countries.push({ code: "MX", name: "Mexico", nameZh: "墨西哥" })))).toMatch(
      /hainan\.countries\.3\.name: Mexico \(墨西哥\) is named in no quote of the list/,
    );
  });
  it("does not read a country inside another's name", () => {
    const niger = changed((d) => {
      d.hainan.countries.push({ code: "NE", name: "Niger", nameZh: "尼日尔" });
      d.hainan.quotes = [{ source: "hainan", quote: "Nigeria, 尼日利亚", quoted: "2026-01-10" }];
    });
    expect(problems(niger)).toMatch(/Niger \(尼日尔\) is named in no quote/);
  });
});
