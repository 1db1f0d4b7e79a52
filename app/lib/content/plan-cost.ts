/**
 * What a trip plan costs a person, from the data the site has: each train leg's second-class fare (the
 * sourced fare, or an estimate from the leg's distance and a sourced per-kilometre rate, marked so), and
 * each sight's entry ticket as its city guide gives it. It names what it leaves out: the legs and sights
 * with no figure, and what a plan never prices (hotels, meals, city transport, flights).
 */
import type { Leg } from "../../content/schemas/train-legs";
import { estimateHow, estimateLegFare } from "./fare-estimate";
import { factById } from "./facts";
import type { PlanDay } from "./itineraries";

/** Lowest and highest yuan. */
export type Yuan = readonly [number, number];

export interface LegCost {
  day: number;
  what: string;
  /** sourced: a fare fact (its key, for the page to cite); estimate: from km and rate; none: not counted. */
  kind: "sourced" | "estimate" | "none";
  mode: Leg["mode"];
  yuan?: Yuan;
  fact?: string;
  /** For an estimate: how it was made; for none: why there is no figure. */
  how?: string;
}

export interface PlanCost {
  legs: LegCost[];
  /** Each sight once (a sight visited twice is paid twice, but no plan does so), on the day it is visited. */
  tickets: { day: number; name: string; yuan: Yuan }[];
  /** Sights whose guide gives no ticket figure: named, with the guide's price words and the day of the visit. */
  unpricedSights: { day: number; name: string; price: string }[];
  trains: Yuan;
  sights: Yuan;
  total: Yuan;
}

const add = (a: Yuan, b: Yuan): Yuan => [a[0] + b[0], a[1] + b[1]];
const asYuan = (t: number | readonly [number, number]): Yuan => (typeof t === "number" ? [t, t] : t);

function legCost(day: PlanDay, legs: readonly Leg[]): LegCost | undefined {
  const leg = day.leg;
  if (!leg) return undefined;
  const what = `${leg.from.name} to ${leg.to.name}`;
  if (leg.mode !== "train")
    return { day: day.number, what, kind: "none", mode: leg.mode, how: `a ${leg.mode}: fares vary by day and airline` };
  const fare = leg.secondClass && factById(leg.secondClass.key);
  if (fare) {
    const yuan: Yuan = fare.range ?? [Number(fare.value), Number(fare.value)];
    return { day: day.number, what, kind: "sourced", mode: leg.mode, yuan, fact: leg.secondClass!.key };
  }
  const record = legs.find((l) => l.id === leg.id)!;
  const estimate = estimateLegFare(record, "second", undefined, undefined, legs);
  if (estimate.kind === "estimate")
    return { day: day.number, what, kind: "estimate", mode: leg.mode, yuan: estimate.yuan, how: estimateHow(estimate) };
  return { day: day.number, what, kind: "none", mode: leg.mode, how: estimate.reason };
}

export function planCost(days: readonly PlanDay[], legs: readonly Leg[]): PlanCost {
  const legCosts = days.flatMap((d) => legCost(d, legs) ?? []);
  const seen = new Set<string>();
  const tickets: PlanCost["tickets"] = [];
  const unpricedSights: PlanCost["unpricedSights"] = [];
  for (const d of days)
    for (const s of d.sights) {
      if (seen.has(s.name)) continue;
      seen.add(s.name);
      if (s.ticket === undefined) unpricedSights.push({ day: d.number, name: s.name, price: s.price });
      else tickets.push({ day: d.number, name: s.name, yuan: asYuan(s.ticket) });
    }
  const trains = legCosts.reduce<Yuan>((sum, l) => (l.yuan ? add(sum, l.yuan) : sum), [0, 0]);
  const sights = tickets.reduce<Yuan>((sum, t) => add(sum, t.yuan), [0, 0]);
  return { legs: legCosts, tickets, unpricedSights, trains, sights, total: add(trains, sights) };
}

/** "¥60" or "¥40-60": a range only where the ends differ. */
export const yuanText = ([low, high]: Yuan) =>
  low === high
    ? `¥${Math.round(low).toLocaleString("en-US")}`
    : `¥${Math.round(low).toLocaleString("en-US")}-${Math.round(high).toLocaleString("en-US")}`;
