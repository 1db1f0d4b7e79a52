/**
 * What a trip plan asks of the traveller before and during the trip, dated from its days: each
 * train's sale (12306's window) and each sight whose tickets open a set number of days ahead (the
 * sight's `bookingOpens` fact). The plan page lists them; the trip checklist puts them on the
 * reader's own dates and in the calendar file.
 */
import type { ChecklistPlan, PlanTask } from "../tools/trip-checklist";
import { factById, rawFact } from "./facts";
import { SALE_WINDOW, saleOpensBefore, saleText } from "./sale-window";
import { sightTaskKey, trainTaskKey, type PlanDay, type PlanLeg } from "./itineraries";
import type { TripDay } from "../tools/trip-days";
import type { TripPlace } from "../tools/trip-entry";

/** A leg's end as a ticket names it: the station in English and Chinese, or the city where no station is listed. */
const stationOf = (end: PlanLeg["from"]) => (end.station ? `${end.stationName ?? end.name} ${end.station}` : end.name);

/** The plan's dated tasks, in day order: trains (sale opens) and sights (booking opens). */
export function planTasks(days: readonly PlanDay[]): PlanTask[] {
  const tasks: PlanTask[] = [];
  for (const d of days) {
    const leg = d.leg;
    if (leg?.mode === "train") {
      const fare = leg.secondClass ? `, second class ${leg.secondClass.text}` : "";
      tasks.push({
        key: trainTaskKey(d, leg),
        day: d.number,
        ahead: saleOpensBefore(),
        fact: SALE_WINDOW,
        title: `Day ${d.number}: buy the ${leg.from.name} to ${leg.to.name} train`,
        text: `${saleText("the train")} ${stationOf(leg.from)} to ${stationOf(leg.to)}, ${leg.hours.text}${fare}.`,
      });
    }
    for (const s of d.sights)
      if (s.bookingOpens)
        tasks.push({
          key: sightTaskKey(d, s),
          day: d.number,
          ahead: Number(rawFact(factById(s.bookingOpens.key)!)),
          fact: s.bookingOpens.key,
          title: `Day ${d.number}: book ${s.name}`,
          text: s.booking ?? `Tickets open ${s.bookingOpens.text} before the visit.`,
        });
  }
  return tasks;
}

/** The plan's days as the calendar joins read them (app/lib/tools/trip-days.ts). */
export const tripDaysOf = (days: readonly PlanDay[]): TripDay[] =>
  days.map((d) => ({
    number: d.number,
    city: { slug: d.city.slug, name: d.city.name },
    title: d.title,
    sights: d.sights.map((s) => ({ name: s.name, ...(s.closedOn ? { closedOn: s.closedOn } : {}) })),
    travel: !!d.leg,
  }));

/** A plan as the checklist offers it, with its places as the entry rules see them and the port it lands at. */
export function checklistPlan(
  plan: { slug: string; title: string; path: string },
  days: readonly PlanDay[],
  entry: { places: TripPlace[]; port: string },
) {
  return {
    ...plan,
    cities: [...new Set(days.map((d) => d.city.slug))],
    trains: days.some((d) => d.leg?.mode === "train"),
    tasks: planTasks(days),
    days: tripDaysOf(days),
    ...entry,
  } satisfies ChecklistPlan;
}
