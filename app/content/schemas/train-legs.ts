import { z } from "zod";
import { isoDate, text } from "./common";
import { factRef as factRefOf } from "./fact-ref";

/**
 * The journeys between the cities the guides cover (app/content/data/train-legs.yaml): which
 * station to which, by what, and the figures, each a fact of the trains topic (app/content/facts/trains.yaml)
 * cited by id, so a fare lives once and every plan that rides the leg shows the same one. The
 * build checks that each station is one its city's guide lists (app/lib/content/legs.ts).
 */

/** A fact of the trains topic, by its id (`trains.<id>`), with the units it must be in. */
const factRef = (units: readonly string[]) => factRefOf("trains", units);

const end = z.strictObject({
  /** The city's slug (its guide is app/content/cities/<slug>.yaml). */
  city: z.string().regex(/^[a-z]+$/),
  /** The station's Chinese name, exactly as the city's guide lists it (gettingAround.hubs). */
  station: z.string().optional(),
});

export const legSchema = z
  .strictObject({
    /** `<from>-<to>`, the cities' slugs. */
    id: z.string().regex(/^[a-z]+-[a-z]+$/),
    from: end,
    to: end,
    mode: z.enum(["train", "flight", "bus"]),
    /** Journey time: fastest to typical, in hours or minutes. */
    hours: factRef(["hours", "minutes"]),
    secondClass: factRef(["CNY"]).optional(),
    firstClass: factRef(["CNY"]).optional(),
    /** Direct trains a day, roughly. */
    daily: factRef(["count"]).optional(),
    /**
     * The distance by rail between the two stations (the fare distance where a timetable gives it, else the
     * line's length), a fact in km. With `trains` it lets app/lib/content/fare-estimate.ts estimate a fare
     * the leg has no source for.
     */
    km: factRef(["km"]).optional(),
    /**
     * Which trains run the leg, and so which per-km rate an estimate uses: `G` (the 300-350 km/h services),
     * `D` (200-250 km/h), or `D/G` where both run it or no source says which (the estimate is then a range,
     * from the D-train rate to the G-train rate). Left out where the line is priced apart from the national
     * rates (the Yunnan lines), so no estimate is made.
     */
    trains: z.enum(["G", "D", "D/G"]).optional(),
    /**
     * For a D-train leg on a line priced apart from the national rates (the Yunnan lines): the id of a
     * neighbouring leg whose own sourced fare and distance give that line's rate. The estimate is then a
     * range, from the national D-train rate to the neighbour's own rate per km.
     */
    pricedLike: z.string().optional(),
    /** An overnight sleeper, where it matters. */
    sleeper: text.optional(),
    /** What a traveller needs besides the figures: which station, a change, booking early. */
    note: text,
  })
  .superRefine((leg, ctx) => {
    if (leg.id !== `${leg.from.city}-${leg.to.city}`)
      ctx.addIssue({ code: "custom", path: ["id"], message: `expected ${leg.from.city}-${leg.to.city}` });
    if (leg.mode !== "train" && (leg.km || leg.trains))
      ctx.addIssue({ code: "custom", path: ["km"], message: "only a train leg has a rail distance and a train kind" });
    if (leg.mode === "train")
      for (const side of ["from", "to"] as const)
        if (!leg[side].station)
          ctx.addIssue({ code: "custom", path: [side, "station"], message: "a train leg names its station" });
  });
export type Leg = z.infer<typeof legSchema>;

export const trainLegsSchema = z
  .strictObject({
    /** The day a person last checked the legs' stations and notes (each figure has its own date). */
    reviewed: isoDate,
    legs: z.array(legSchema).min(1),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.legs.forEach((leg, i) => {
      if (seen.has(leg.id)) ctx.addIssue({ code: "custom", path: ["legs", i, "id"], message: `${leg.id} twice` });
      seen.add(leg.id);
    });
    data.legs.forEach((leg, i) => {
      if (!leg.pricedLike) return;
      const like = data.legs.find((l) => l.id === leg.pricedLike);
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["legs", i, "pricedLike"], message });
      if (leg.trains !== "D") issue("only a D-train leg (trains: D) is priced like a neighbouring leg");
      if (!like) issue(`no leg "${leg.pricedLike}"`);
      else if (!like.secondClass || !like.km)
        issue(`${like.id} has no sourced second-class fare and distance to price by`);
    });
  });
export type TrainLegs = z.infer<typeof trainLegsSchema>;
