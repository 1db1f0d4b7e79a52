import { z } from "zod";
import { documentFields, documentRules, prose, seoSchema, text } from "./common";

/**
 * A trip plan (app/content/itineraries/<slug>.yaml, at /itineraries/<slug>): the days
 * in order, each in one city with the sights it visits named as that city's guide names
 * them, and on a travel day the leg taken, by its id in app/content/data/train-legs.yaml.
 * The sights' hours, booking notes and driver cards and the legs' times and fares are read
 * from there, never copied; the build checks every reference (app/lib/content/itineraries.ts).
 */
const day = z.strictObject({
  /** The city slug where the day is spent (its guide is app/content/cities/<slug>.yaml). */
  city: z.string().regex(/^[a-z]+$/),
  /** The day in a few words, e.g. "The Forbidden City and Jingshan". */
  title: text,
  /** Sights of the city's guide, by their `name` there. */
  sights: z.array(text).default([]),
  /** A travel day: the leg that ends in this day's city, by its id. */
  leg: z
    .string()
    .regex(/^[a-z]+-[a-z]+$/)
    .optional(),
  /** Reverse the leg (a leg written Shanghai-Beijing ridden Beijing to Shanghai). */
  reverse: z.boolean().default(false),
  /**
   * Where to sleep from this night on: an area of the city guide's `whereToStay`, by its `name`. Needed
   * on the first day in each city (but the last day of the plan); a later day names one to move.
   */
  stay: text.optional(),
  /** What to do and how, in a sentence or three. */
  plan: prose,
  /**
   * A day the traveller may skip or spend otherwise (the title says so: "Tiger Leaping Gorge, or rest and fly
   * home"): the entry verdict does not rest on its places, it warns on them on that day.
   */
  optional: z.literal(true).optional(),
});

export const itinerarySchema = z
  .strictObject({
    ...documentFields,
    /** Slug; the page lives at `/itineraries/{slug}`. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** The H1, e.g. "7 Days in Beijing and Shanghai". */
    title: text,
    /** Who the plan suits and its shape, 1-2 paragraphs. */
    intro: z.array(prose).min(1).max(2),
    /** The best months for the route, in words. */
    bestFor: text,
    /**
     * The same months as numbers (1 January to 12 December): the page names the public holidays and peak
     * periods inside them from the facts (app/content/facts/holidays.yaml).
     */
    bestMonths: z.array(z.number().int().min(1).max(12)).min(1),
    days: z.array(day).min(5),
    seo: seoSchema,
  })
  .superRefine((plan, ctx) => {
    documentRules(plan, ctx);
    plan.days.forEach((d, i) => {
      const previous = plan.days[i - 1];
      if (previous && previous.city !== d.city && !d.leg)
        ctx.addIssue({
          code: "custom",
          path: ["days", i, "leg"],
          message: `day ${i + 1} moves from ${previous.city} to ${d.city}: name the leg`,
        });
      if ((!previous || previous.city !== d.city) && i < plan.days.length - 1 && !d.stay)
        ctx.addIssue({
          code: "custom",
          path: ["days", i, "stay"],
          message: `day ${i + 1} is the first in ${d.city}: name the area to stay (an area of its guide's whereToStay)`,
        });
    });
  });
export type Itinerary = z.infer<typeof itinerarySchema>;
export type ItineraryDay = Itinerary["days"][number];
