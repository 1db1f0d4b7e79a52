import { describe, expect, it } from "vitest";
import { registry, type EntryOf } from "../registry";
import { planDays } from "./itineraries";
import { planCost, yuanText } from "./plan-cost";

const { pages, datasets } = registry();
const legs = datasets["train-legs"]!.data.legs;
const cities = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
const plans = pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary");

describe("a plan's cost line", () => {
  it("writes a range only where its ends differ", () => {
    expect(yuanText([145, 145])).toBe("¥145");
    expect(yuanText([1588, 1724])).toBe("¥1,588-1,724");
  });
  for (const plan of plans)
    it(`${plan.record.slug}: adds every leg and every ticket, and names what it leaves out`, () => {
      const days = planDays(plan.record, cities, legs);
      const cost = planCost(days, legs);
      // Every journey is on the line, priced or named with the reason it is not.
      expect(cost.legs.map((l) => l.day)).toEqual(days.filter((d) => d.leg).map((d) => d.number));
      for (const l of cost.legs) expect(l.kind === "none" ? !!l.how && !l.yuan : !!l.yuan).toBe(true);
      // Every sight is counted once, in the tickets or among the unpriced.
      const sights = new Set(days.flatMap((d) => d.sights.map((s) => s.name)));
      expect(cost.tickets.length + cost.unpricedSights.length).toBe(sights.size);
      // Each on the day the plan visits it (the cost table's day column).
      for (const s of [...cost.tickets, ...cost.unpricedSights])
        expect(
          days.find((d) => d.number === s.day)?.sights.map((x) => x.name),
          s.name,
        ).toContain(s.name);
      const sum = (xs: (readonly [number, number])[]) => xs.reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
      expect(cost.sights).toEqual(sum(cost.tickets.map((t) => t.yuan)));
      expect(cost.trains).toEqual(sum(cost.legs.flatMap((l) => (l.yuan ? [l.yuan] : []))));
      expect(cost.total).toEqual([cost.trains[0] + cost.sights[0], cost.trains[1] + cost.sights[1]]);
    });
  it("prices the Beijing to Xi'an leg from its fare fact, and a leg with none from the estimator", () => {
    const plan = plans.find((p) => p.record.slug === "beijing-xian-chengdu-chongqing-14-days")!;
    const cost = planCost(planDays(plan.record, cities, legs), legs);
    expect(cost.legs.find((l) => l.what.startsWith("Beijing"))).toMatchObject({
      kind: "sourced",
      fact: "trains.beijing-xian-second-class",
    });
    expect(cost.legs.find((l) => l.what.startsWith("Chengdu"))).toMatchObject({ kind: "estimate" });
  });
});
