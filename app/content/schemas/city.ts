import { z } from "zod";
import { driverZh } from "./driver-zh";
import { documentFields, prose, documentRules, seoSchema, text } from "./common";

/** Regions used to pick related cities and to colour the hero. */
export const regions = ["north", "east", "south", "southwest", "central", "northwest", "tibet"] as const;

/** One city guide (spec section 3, 'City record', plus the fields the page needs to read well). */
export const citySchema = z
  .strictObject({
    ...documentFields,
    /** English name as travellers write it, e.g. "Xi'an". */
    cityName: text,
    /** URL slug, e.g. `xian`; the page lives at `/{slug}-travel-guide-2025`. */
    slug: z.string().regex(/^[a-z]+$/),
    /** Name in simplified Chinese characters, used in the hero composition, e.g. 西安. */
    nameZh: text,
    /** Pinyin with tone marks, e.g. Xī'ān. */
    pinyin: text,
    region: z.enum(regions),
    /** Describes the hero illustration for screen readers (the alt text). */
    heroImage: z.strictObject({ alt: text }),
    /** Short best-month label, e.g. "April-May & September-October". */
    bestMonth: text,
    /** Province or autonomous region / municipality, e.g. "Shaanxi Province". */
    province: text,
    /** Population as text, e.g. "13 million (metro area)". */
    population: text,
    /** Climate in a few words, e.g. "Semi-arid continental". */
    climate: text,
    /** Editorial rating as text, 7/10 to 9/10, e.g. "Very Safe (9/10)". */
    safetyRating: z.string().regex(/^[A-Za-z ]+ \((7|8|9)\/10\)$/),
    quickFacts: z.strictObject({
      language: text,
      currency: text,
      timezone: text,
      bestTime: text,
    }),
    /** Opening paragraph under the hero: why go, what makes this city itself. */
    intro: prose,
    /** 'Best time to visit' section: 2-4 paragraphs on seasons, crowds and weather. */
    peakSeason: z.array(prose).min(2).max(4),
    /**
     * The sights, each with a pro tip and what a traveller needs at the gate and in the taxi: three at least,
     * five on the major cities (app/lib/content/structure-minimums.ts).
     */
    topAttractions: z
      .array(
        z.strictObject({
          name: text,
          // The fields below are required by the content tests (app/content/content.test.ts lists what a
          // city still lacks); optional here so a guide being completed still builds its links.
          /** Chinese name in simplified characters, e.g. 故宫博物院. */
          nameZh: text.optional(),
          /** Pinyin with tone marks, e.g. Gùgōng Bówùyuàn. */
          pinyin: text.optional(),
          /** The address a taxi driver can use, in Chinese only, e.g. 北京市东城区景山前街4号. */
          addressZh: driverZh.optional(),
          /** The gate or entrance to be dropped at, in Chinese, where it is not the postal address (午门). */
          dropOffZh: driverZh.optional(),
          /** For the reader, in English, shown beside the card: which gate the address is, and any caveat. */
          addressNote: text.optional(),
          /** The nearest metro station: its names, its line(s) and the exit to use where a source gives one. */
          metro: z
            .strictObject({
              station: text,
              stationZh: driverZh,
              lines: text,
              exit: text.optional(),
            })
            .optional(),
          /** Opening hours with seasons and last entry, e.g. "8:30-17:00 (Apr-Oct); last entry 16:00". */
          hours: text.optional(),
          /** Closing day(s), or "Open daily". */
          closed: text.optional(),
          /** Ticket price in yuan, with seasons where it differs, or "Free". */
          price: text.optional(),
          /** Booking window and rules where they exist (omit when you can simply walk in). */
          booking: text.optional(),
          description: prose,
          tip: prose,
        }),
      )
      .min(3)
      .max(8),
    gettingAround: z.strictObject({
      /** How travellers arrive: airports, rail stations, typical transfer times and prices. */
      arrival: prose,
      metro: prose,
      taxi: prose,
      tips: z.array(prose).min(4),
    }),
    whereToStay: z.strictObject({
      intro: prose,
      areas: z
        .array(
          z.strictObject({
            name: text,
            /** Chinese name and pinyin, e.g. 王府井 / Wángfǔjǐng (required by the content tests). */
            nameZh: text.optional(),
            pinyin: text.optional(),
            description: prose,
            foreignerFriendly: z.boolean(),
          }),
        )
        .min(3),
    }),
    whatToEat: z.strictObject({
      intro: prose,
      dishes: z.array(z.strictObject({ name: text, nameZh: text, pinyin: text.optional(), description: prose })).min(5),
    }),
    safetyTips: z.strictObject({ overall: prose, tips: z.array(prose).min(4) }),
    /** Up to 6 other city slugs a reader of this guide would combine with it (never itself). */
    relatedCities: z
      .array(z.string().regex(/^[a-z]+$/))
      .min(3)
      .max(6),
    seo: seoSchema,
  })
  .superRefine(documentRules);
export type City = z.infer<typeof citySchema>;
