/**
 * A fare estimated from a leg's distance, for the legs no published fare was found for: the distance
 * (a km fact of the leg) times an average yuan-per-km rate for the class of train and seat (facts of
 * app/content/facts/trains.yaml). High-speed fares have been set by China Railway rather than by the
 * state since 2016 and many now float, so a rate is an average of published fares, and an estimate is
 * only a guide to what 12306 will show.
 *
 * The rates are checked against every leg that has a sourced fare (./fare-estimate.test.ts): an estimate
 * more than 15% off a leg's own fare means the leg's line is priced apart, and `estimateLegFare` then
 * gives no estimate for that leg, saying why.
 *
 * Pure: the facts are read through a lookup (the facts in force by default), so a test can hand in others.
 */
import type { Leg } from "../../content/schemas/train-legs";
import { factById, type FactInForce } from "./facts";

/** A class of train (G: the 300-350 km/h services; D: 200-250 km/h) and seat. */
export type TrainClass = "G second" | "G first" | "D second" | "D first";
export type Seat = "second" | "first";

/** The fact that holds each class's rate (CNY per km). */
export const rateFacts: Readonly<Record<TrainClass, string>> = {
  "G second": "trains.fare-rate-g-second",
  "G first": "trains.fare-rate-g-first",
  "D second": "trains.fare-rate-d-second",
  "D first": "trains.fare-rate-d-first",
};

/** Yuan per km for each class. */
export type Rates = Readonly<Record<TrainClass, number>>;

/** How far an estimate may be from a leg's sourced fare and still count as matching it. */
export const tolerance = 0.15;

type Lookup = (key: string) => Pick<FactInForce, "value" | "range" | "unit"> | undefined;

/** The rates as the facts give them; throws naming a rate fact that is missing or not a number. */
export function ratesFromFacts(lookup: Lookup = factById): Rates {
  const rate = (c: TrainClass) => {
    const f = lookup(rateFacts[c]);
    if (!f || f.unit !== "CNY" || typeof f.value !== "number")
      throw new Error(`${rateFacts[c]} must be a CNY value (yuan per km)`);
    return f.value;
  };
  return {
    "G second": rate("G second"),
    "G first": rate("G first"),
    "D second": rate("D second"),
    "D first": rate("D first"),
  };
}

/**
 * The fare in whole yuan for `km` kilometres in `trainClass`: km times the class's rate, rounded.
 * `rates` defaults to the rate facts in force.
 */
export function estimateFare(km: number, trainClass: TrainClass, rates: Rates = ratesFromFacts()): number {
  if (!(km > 0)) throw new Error(`a distance is a positive number of km, not ${km}`);
  return Math.round(km * rates[trainClass]);
}

/**
 * How far `estimate` is from a sourced fare, as a fraction of it: 0 inside a fare band (a range), else
 * the distance to the nearer end of the band (or to the value) over that end.
 */
export function offBy(estimate: number, fare: Pick<FactInForce, "value" | "range">): number {
  const [lo, hi] = fare.range ?? [Number(fare.value), Number(fare.value)];
  if (estimate < lo) return (lo - estimate) / lo;
  if (estimate > hi) return (estimate - hi) / hi;
  return 0;
}

/** A leg's estimate, or why it has none. */
export type LegEstimate =
  { kind: "estimate"; yuan: number; km: number; trainClass: TrainClass } | { kind: "none"; reason: string };

/**
 * The estimated `seat` fare of a train leg, or why there is none: not a train leg, no distance, no
 * single kind of train, or an estimate more than 15% off either of the leg's own sourced fares (its line is
 * then priced apart, and the page says "no fare found; 12306 shows it" rather than a figure it cannot stand by).
 * A page shows a leg's sourced fare where it has one; this is for the legs that have none.
 */
export function estimateLegFare(
  leg: Leg,
  seat: Seat,
  lookup: Lookup = factById,
  rates: Rates = ratesFromFacts(lookup),
): LegEstimate {
  if (leg.mode !== "train") return { kind: "none", reason: `a ${leg.mode} leg has no train fare` };
  const km = leg.km ? lookup(leg.km) : undefined;
  if (!km) return { kind: "none", reason: "no rail distance recorded for this leg" };
  if (typeof km.value !== "number") return { kind: "none", reason: "the distance is known only as a range" };
  if (!leg.trains)
    return { kind: "none", reason: "the leg's trains are of mixed kinds or its line is priced apart: no rate applies" };
  const trainClass: TrainClass = `${leg.trains} ${seat}`;
  const yuan = estimateFare(km.value, trainClass, rates);
  // A line is priced apart when the estimate misses either of the leg's own sourced fares: then neither
  // class gets an estimate, as the rate does not hold on that line.
  for (const own of ["second", "first"] as const) {
    const key = own === "second" ? leg.secondClass : leg.firstClass;
    const fare = key ? lookup(key) : undefined;
    if (!fare) continue;
    const estimate = own === seat ? yuan : estimateFare(km.value, `${leg.trains} ${own}`, rates);
    const off = offBy(estimate, fare);
    if (off > tolerance)
      return {
        kind: "none",
        reason: `the estimate (¥${estimate}) is ${Math.round(off * 100)}% off this leg's sourced ${own}-class fare: its line is priced apart`,
      };
  }
  return { kind: "estimate", yuan, km: km.value, trainClass };
}

/** A leg whose sourced fare the estimate does not match within the tolerance, and why. */
export interface Unmatched {
  leg: string;
  seat: Seat;
  reason: string;
}

/**
 * Every train leg with a sourced fare of `seat` class run through the estimator: the legs whose estimate is
 * not within 15% of that fare (or that cannot be estimated), each with the reason.
 */
export function unmatchedFares(
  legs: readonly Leg[],
  seat: Seat,
  lookup: Lookup = factById,
  rates: Rates = ratesFromFacts(lookup),
): Unmatched[] {
  return legs.flatMap((leg) => {
    if (leg.mode !== "train" || !(seat === "second" ? leg.secondClass : leg.firstClass)) return [];
    const found = estimateLegFare(leg, seat, lookup, rates);
    return found.kind === "none" ? [{ leg: leg.id, seat, reason: found.reason }] : [];
  });
}
