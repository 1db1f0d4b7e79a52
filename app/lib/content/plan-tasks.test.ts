/**
 * A plan's dated tasks come from its days: one ticket sale per train day, counted back by the sale
 * window, and one booking per sight with a set window, counted back by that sight's fact.
 */
import { describe, expect, it } from "vitest";
import { registry, type EntryOf } from "../registry";
import { factById, rawFact } from "./facts";
import { planDays, planDeadlines, type PlanDay } from "./itineraries";
import { checklistPlan } from "./plan-tasks";
import { saleOpensBefore, SALE_WINDOW } from "./sale-window";

const { pages, datasets } = registry();
const cities = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
const plans = pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary");
const daysOf = (p: EntryOf<"itinerary">) => planDays(p.record, cities, datasets["train-legs"]!.data.legs);

describe("a plan's dated tasks", () => {
  it("opens a train's sale the window less the travel day before it", () => {
    expect(saleOpensBefore()).toBe(Number(rawFact(factById(SALE_WINDOW)!)) - 1);
  });
  it.each(plans.map((p) => [p.record.slug, p] as const))(
    "%s: one sale per train day, one booking per timed sight",
    (_, p) => {
      const days = daysOf(p);
      const tasks = checklistPlan({ slug: p.record.slug, title: p.record.title, path: p.path }, days, {
        places: [],
        port: "",
      }).tasks;
      const trainDays = days.filter((d) => d.leg?.mode === "train").map((d) => d.number);
      expect(tasks.filter((t) => t.fact === SALE_WINDOW).map((t) => t.day)).toEqual(trainDays);
      const timed = days.flatMap((d: PlanDay) =>
        d.sights.filter((s) => s.bookingOpens).map((s) => [d.number, s] as const),
      );
      const bookings = tasks.filter((t) => t.fact !== SALE_WINDOW);
      expect(bookings.map((t) => t.day)).toEqual(timed.map(([n]) => n));
      bookings.forEach((t, i) => expect(t.ahead).toBe(Number(rawFact(factById(timed[i]![1].bookingOpens!.key)!))));
    },
  );
  it.each(plans.map((p) => [p.record.slug, p] as const))(
    "%s: the page's dated bookings are the checklist's dated tasks, day for day",
    (_, p) => {
      const days = daysOf(p);
      const tasks = checklistPlan({ slug: p.record.slug, title: p.record.title, path: p.path }, days, {
        places: [],
        port: "",
      }).tasks;
      const dated = planDeadlines(days).filter((d) => d.task);
      expect(dated.map((d) => [d.task, d.day])).toEqual(tasks.map((t) => [t.key, t.day]));
      // Every sight with a set window is on the page's list, and nothing undated claims a task.
      const timed = days.flatMap((d) => d.sights.filter((s) => s.bookingOpens).map((s) => s.name));
      expect(timed.every((name) => dated.some((d) => d.what === name))).toBe(true);
    },
  );
  it("counts the Forbidden City's booking from its fact on the plans that visit it", () => {
    const visiting = plans.filter((p) =>
      p.record.days.some((d) => d.sights.some((s) => s.startsWith("Forbidden City"))),
    );
    expect(visiting.length).toBeGreaterThan(0);
    for (const p of visiting) {
      const tasks = checklistPlan({ slug: p.record.slug, title: p.record.title, path: p.path }, daysOf(p), {
        places: [],
        port: "",
      }).tasks;
      expect(tasks.find((t) => t.fact === "sights.forbidden-city-booking-days")?.ahead).toBe(
        Number(rawFact(factById("sights.forbidden-city-booking-days")!)),
      );
    }
  });
});
