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

/** Lowest and highest, in yuan or km. */
export type Span = readonly [number, number];

/**
 * How far an estimate (a figure or a range) is from a sourced fare, as a fraction of it: 0 where they
 * overlap, else the gap between the nearer ends over the fare's end.
 */
export function offBy(estimate: number | Span, fare: Pick<FactInForce, "value" | "range">): number {
  const [lo, hi] = fare.range ?? [Number(fare.value), Number(fare.value)];
  const [eLo, eHi] = typeof estimate === "number" ? [estimate, estimate] : estimate;
  if (eHi < lo) return (lo - eHi) / lo;
  if (eLo > hi) return (eLo - hi) / hi;
  return 0;
}

/** A leg's kind of train, as `trains` gives it. */
export type TrainKind = NonNullable<Leg["trains"]>;

/** A leg's estimate, or why it has none. */
export type LegEstimate =
  | {
      kind: "estimate";
      yuan: Span;
      km: Span;
      trains: TrainKind;
      seat: Seat;
      /** For a leg priced like its neighbour: that leg, and its own rate per km. */
      like?: { leg: string; rate: number };
    }
  | { kind: "none"; reason: string };

/**
 * The `seat` fare for `km` on `trains`, as a range: a D/G leg runs from the D-train rate on the shorter
 * distance to the G-train rate on the longer; a leg of one kind spans only its distance's range.
 */
function estimateSpan(km: Span, trains: TrainKind, seat: Seat, rates: Rates): Span {
  const [low, high]: [TrainClass, TrainClass] =
    trains === "D/G" ? [`D ${seat}`, `G ${seat}`] : [`${trains} ${seat}`, `${trains} ${seat}`];
  return [estimateFare(km[0], low, rates), estimateFare(km[1], high, rates)];
}

/** A leg's id as words: "kunming-dali" -> "Kunming-Dali". */
const legName = (id: string) => id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** How an estimate was made, in words: "about 67-71 km at the average D- to G-train second-class rates". */
export function estimateHow(e: Extract<LegEstimate, { kind: "estimate" }>): string {
  const km = e.km[0] === e.km[1] ? e.km[0].toLocaleString("en-US") : `${e.km[0]}-${e.km[1]}`;
  if (e.like)
    return `${km} km, from the average D-train ${e.seat}-class rate to ${legName(e.like.leg)}'s ¥${e.like.rate.toFixed(2)} a km`;
  const rate = e.trains === "D/G" ? "D- to G-train" : `${e.trains}-train`;
  return `${km} km at the average ${rate} ${e.seat}-class rate${e.trains === "D/G" ? "s" : ""}`;
}

/**
 * A D-train leg on a line priced apart, priced like its neighbour (`pricedLike`): from the national D-train
 * rate on its shortest distance to the neighbour's own second-class fare per km on its longest.
 */
function pricedLike(leg: Leg, km: Span, seat: Seat, lookup: Lookup, rates: Rates, legs: readonly Leg[]): LegEstimate {
  const like = legs.find((l) => l.id === leg.pricedLike);
  const fare = like?.secondClass ? lookup(like.secondClass) : undefined;
  const distance = like?.km ? lookup(like.km) : undefined;
  if (seat !== "second" || !like || !fare || !distance)
    return { kind: "none", reason: `the leg's line is priced apart and ${leg.pricedLike} gives no ${seat}-class rate` };
  const rate = Number(fare.value ?? fare.range![1]) / Number(distance.value ?? distance.range![0]);
  return {
    kind: "estimate",
    yuan: [estimateFare(km[0], "D second", rates), Math.round(km[1] * rate)],
    km,
    trains: "D",
    seat,
    like: { leg: like.id, rate },
  };
}

/**
 * The estimated `seat` fare of a train leg, or why there is none: not a train leg, no distance, no kind of
 * train (its line is priced apart), or an estimate more than 15% off either of the leg's own sourced fares
 * (its line is then priced apart, and the page says "no fare found; 12306 shows it" rather than a figure it
 * cannot stand by). A page shows a leg's sourced fare where it has one; this is for the legs that have none.
 */
export function estimateLegFare(
  leg: Leg,
  seat: Seat,
  lookup: Lookup = factById,
  rates: Rates = ratesFromFacts(lookup),
  legs: readonly Leg[] = [],
): LegEstimate {
  if (leg.mode !== "train") return { kind: "none", reason: `a ${leg.mode} leg has no train fare` };
  const distance = leg.km ? lookup(leg.km) : undefined;
  if (!distance) return { kind: "none", reason: "no rail distance recorded for this leg" };
  const km: Span = distance.range ?? [Number(distance.value), Number(distance.value)];
  if (!leg.trains)
    return { kind: "none", reason: "the leg's line is priced apart from the national rates: no rate applies" };
  if (leg.pricedLike) return pricedLike(leg, km, seat, lookup, rates, legs);
  const yuan = estimateSpan(km, leg.trains, seat, rates);
  // A line is priced apart when the estimate misses either of the leg's own sourced fares: then neither
  // class gets an estimate, as the rate does not hold on that line.
  for (const own of ["second", "first"] as const) {
    const key = own === "second" ? leg.secondClass : leg.firstClass;
    const fare = key ? lookup(key) : undefined;
    if (!fare) continue;
    const estimate = own === seat ? yuan : estimateSpan(km, leg.trains, own, rates);
    const off = offBy(estimate, fare);
    if (off > tolerance) {
      const shown = estimate[0] === estimate[1] ? `¥${estimate[0]}` : `¥${estimate[0]}-${estimate[1]}`;
      return {
        kind: "none",
        reason: `the estimate (${shown}) is ${Math.round(off * 100)}% off this leg's sourced ${own}-class fare: its line is priced apart`,
      };
    }
  }
  return { kind: "estimate", yuan, km, trains: leg.trains, seat };
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
