import { z } from "zod";
import { MAJOR_CITIES, minSightsFor } from "../../lib/content/structure-minimums";
import { driverZh, joinedBy, onePlaceMessage, onePlaceZh } from "./driver-zh";
import { factRef } from "./fact-ref";
import { weekdays, type Weekday } from "./weekdays";
import { documentFields, prose, documentRules, seoSchema, text } from "./common";

/**
 * Where the map apps search a driver card's place, where the card's own place and the guide's city
 * would send them wrong: search `keyword` (default: the card's place, its landmark or its name) in
 * `cityZh` (default: the guide's map city, `mapCityZh` or `nameZh`). The city is a prefecture-level
 * one (a 市, 自治州 or 地区), the finest the Amap and Baidu searches take by name: 乐山 for the Leshan
 * Giant Buddha on the Chengdu guide; a county goes in the keyword (阳朔西街 in 桂林).
 * See docs/decisions/0021-map-links.md.
 */
export const mapSearchSchema = z.strictObject({
  /** What the map apps search, where it is not the card's place (田螺坑土楼群 for 福建土楼（田螺坑土楼群）). */
  keyword: onePlaceZh.optional(),
  /** The prefecture-level city the place lies in, e.g. 乐山, 漳州, 昌吉回族自治州. */
  cityZh: onePlaceZh,
});

/** How a sight ranks for a first visit, highest first. */
export const sightRanks = ["must-see", "worth-it", "if-you-have-time"] as const;
export type SightRank = (typeof sightRanks)[number];

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
    /**
     * The city the map apps search this guide's places in, where `nameZh` is not a prefecture-level
     * city they take by name: 桂林 for 阳朔, a county of Guilin. Default `nameZh`.
     */
    mapCityZh: onePlaceZh.optional(),
    region: z.enum(regions),
    /** Describes the hero illustration for screen readers (the alt text). */
    heroImage: z.strictObject({ alt: text }),
    /** Short best-month label, e.g. "April-May & September-October". */
    bestMonth: text,
    /** Province or autonomous region / municipality, e.g. "Shaanxi Province". */
    province: text,
    /**
     * The prefecture-level city the guide's city lies in, as the entry rules name it, where it is not
     * `cityName` (Guilin for Yangshuo, a county of Guilin): the 240-hour transit area is drawn by prefecture.
     */
    prefecture: text.optional(),
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
     * The sights, each with a pro tip and what a traveller needs at the gate and in the taxi: seven at least,
     * twelve on the major cities (app/lib/content/structure-minimums.ts).
     */
    topAttractions: z
      .array(
        z.strictObject({
          /**
           * Stable id, unique in its city, in lower-case words joined by hyphens (`forbidden-city`): the sight's
           * anchor on its guide (`#sight-forbidden-city`), and how search, plans and the trip tool link to it.
           * Never reuse or rename one: links in the wild point to it.
           */
          id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens, e.g. forbidden-city"),
          name: text,
          /**
           * Chinese name in simplified characters, e.g. 故宫博物院: one place (the other places a sight
           * takes in are named in its description), since it heads the driver card unless `landmark` does.
           */
          nameZh: onePlaceZh,
          /** Pinyin with tone marks, e.g. Gùgōng Bówùyuàn. */
          pinyin: text,
          /**
           * The one place a driver heads for and the map apps search, where it is not the sight itself:
           * the ferry terminal of an island no car reaches, the pier of a cruise, the gate a car can stop
           * at (故宫东华门 for 故宫博物院). The driver card shows it instead of `nameZh`.
           */
          landmark: z.strictObject({ nameZh: onePlaceZh, pinyin: text }).optional(),
          /**
           * Where the map apps search the card, where the place lies outside the guide's city or its
           * name alone does not find it there: `{ keyword?, cityZh }` (乐山大佛 in 乐山 on the Chengdu guide).
           */
          map: mapSearchSchema.optional(),
          /**
           * The address of the door the traveller uses, where the driver stops, in Chinese only: never an
           * exit-only gate, and one place (北京市东城区东华门大街与北池子大街路口 for the Forbidden City).
           */
          addressZh: onePlaceZh,
          /**
           * The postal address, where it is not the door to go to (北京市东城区景山前街4号, the Forbidden
           * City's exit-only north gate): shown to the reader under the card, labelled, never to the driver.
           */
          postalAddressZh: onePlaceZh.optional(),
          /** What to tell the driver at the door, in Chinese, where the name and address do not say it (在东华门外下车). */
          dropOffZh: onePlaceZh.optional(),
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
          /**
           * Where no station is near (in a city with a metro): how to get there instead, in a
           * sentence or two, with the stop or pier in Chinese (fact-checks in docs/fact-checks/nearest-metro.md).
           */
          noMetro: prose.optional(),
          /** Opening hours with seasons and last entry, e.g. "8:30-17:00 (Apr-Oct); last entry 16:00". */
          hours: text,
          /** Closing day(s) in words, with their exceptions, or "Open daily". */
          closed: text,
          /**
           * The weekly closing day(s) as the code reads them (the plan pages and the trip checklist flag a
           * visit on them): required where `closed` names a closing weekday. `holidaysOpen`: the sight opens
           * on a public holiday that falls on one ("Mondays, except public holidays"); `partly`: only part of
           * the sight shuts (the park stays open).
           */
          closedOn: z
            .strictObject({
              weekdays: z.array(z.enum(weekdays)).min(1),
              holidaysOpen: z.boolean(),
              partly: z.boolean().default(false),
            })
            .optional(),
          /** Ticket price in yuan, with seasons where it differs, or "Free". */
          price: text,
          /**
           * The adult entry ticket in yuan as a plan's cost line adds it up: one figure, or the lowest and
           * highest (seasons). Each figure must appear in `price` as ¥N; a sight whose price starts "Free"
           * counts ¥0 without one, and a sight with neither is named on the cost line as not counted.
           */
          ticket: z.union([z.number().int().nonnegative(), z.tuple([z.number().int(), z.number().int()])]).optional(),
          /**
           * The prefecture-level city the sight lies in, as the entry rules name it (Leshan, Diqing), where it
           * is not the guide's own: the 240-hour transit area is drawn by prefecture.
           */
          prefecture: text.optional(),
          /** Booking window and rules where they exist (omit when you can simply walk in). */
          booking: text.optional(),
          /**
           * Where tickets go on sale a set number of days before the visit: that number, a fact
           * (sights.<id>, in days). The trip checklist dates the booking task of a plan's day from it.
           */
          bookingOpens: factRef("sights", ["days"]).optional(),
          /**
           * For a first visit: `must-see`, `worth-it` or `if-you-have-time` (a full record has it; see
           * `fullRecordGaps`). The guide shows it with `why`.
           */
          rank: z.enum(sightRanks).optional(),
          /** One line on why it ranks so, for a first-time visitor ("The palace every other sight in Beijing answers to"). */
          why: text.optional(),
          /**
           * The part of the city the sight is in, as the guide's day suggestions group sights so a day does not
           * cross the city twice: a district or a well-known area ("Dongcheng (the old centre)", "Lingyin hills").
           * Sights a day apart (a day trip) name their own place ("Mutianyu (day trip, 70 km north)").
           */
          area: text.optional(),
          /** Time to allow on the spot in hours, travel there not counted: one figure or the shortest and longest. */
          allowHours: z
            .union([z.number().positive(), z.tuple([z.number().positive(), z.number().positive()])])
            .optional(),
          description: prose,
          tip: prose,
        }),
      )
      .min(3)
      .max(20),
    gettingAround: z.strictObject({
      /** How travellers arrive: airports, rail stations, typical transfer times and prices. */
      arrival: prose,
      metro: prose,
      taxi: prose,
      tips: z.array(prose).min(4),
      /**
       * The main airports and railway stations the arrival text names, where a first taxi ride starts
       * (and the last one ends): each gets a "Show the driver" card under "Getting around", printed on
       * the arrival sheet. The content tests require each `nameZh` to appear in the transport text.
       */
      hubs: z
        .array(
          z.strictObject({
            kind: z.enum(["airport", "station"]),
            /** English name as the arrival text writes it, e.g. "Beijing South". */
            name: text,
            /** Full Chinese name a driver reads, e.g. 北京南站, 北京首都国际机场. */
            nameZh: onePlaceZh,
            /** Pinyin with tone marks, as the arrival text writes it. */
            pinyin: text,
            /** Street address in Chinese, where the name alone is not enough for a driver. */
            addressZh: onePlaceZh.optional(),
            /**
             * The prefecture-level city the hub lies in, in Chinese, when it is not this guide's (a
             * neighbour's airport): the map apps search there.
             */
            cityZh: onePlaceZh.optional(),
            /** For the reader, in English, beside the card: which terminal, how far out, any caveat. */
            note: text.optional(),
          }),
        )
        .min(1)
        .optional(),
    }),
    whereToStay: z.strictObject({
      intro: prose,
      areas: z
        .array(
          z.strictObject({
            name: text,
            /** Chinese name and pinyin, e.g. 王府井 / Wángfǔjǐng. */
            nameZh: text,
            pinyin: text,
            /**
             * The one place in the area a driver heads for and the map apps search, where `nameZh` names
             * two places or adds a district (王府井 for 王府井 / 东城区); the driver card uses `nameZh` otherwise,
             * so a `nameZh` that joins places needs one.
             */
            landmark: z.strictObject({ nameZh: onePlaceZh, pinyin: text }).optional(),
            /** Where the map apps search the area's card, where its place alone does not find it in the guide's city. */
            map: mapSearchSchema.optional(),
            /** Street address in Chinese, for an area a name alone does not find (most need none). */
            addressZh: onePlaceZh.optional(),
            /** `false` for an area that is no taxi ride's end (a base in another city): no driver card. */
            driverCard: z.literal(false).optional(),
            description: prose,
            foreignerFriendly: z.boolean(),
          }),
        )
        .min(3),
    }),
    whatToEat: z.strictObject({
      intro: prose,
      dishes: z.array(z.strictObject({ name: text, nameZh: text, pinyin: text, description: prose })).min(5),
    }),
    safetyTips: z.strictObject({ overall: prose, tips: z.array(prose).min(4) }),
    /** Up to 6 other city slugs a reader of this guide would combine with it (never itself). */
    relatedCities: z
      .array(z.string().regex(/^[a-z]+$/))
      .min(3)
      .max(6),
    seo: seoSchema,
  })
  .superRefine((city, ctx) => {
    documentRules(city, ctx);
    const min = minSightsFor(city.slug);
    if (city.topAttractions.length < min)
      ctx.addIssue({
        code: "custom",
        path: ["topAttractions"],
        message: `${city.topAttractions.length} sights; ${MAJOR_CITIES.includes(city.slug) ? "a major city" : "a city"} guide needs at least ${min} (app/lib/content/structure-minimums.ts)`,
      });
    // In a city with a metro (a sight names a station or says there is none near), every sight does one or the other.
    if (city.topAttractions.some((a) => a.metro || a.noMetro))
      city.topAttractions.forEach((a, i) => {
        if (!a.metro && !a.noMetro)
          ctx.addIssue({
            code: "custom",
            path: ["topAttractions", i, "noMetro"],
            message: `${a.name}: no metro station and no noMetro saying how to get there instead`,
          });
        if (a.metro && a.noMetro)
          ctx.addIssue({
            code: "custom",
            path: ["topAttractions", i, "noMetro"],
            message: `${a.name}: has a metro station; noMetro is for sights without one`,
          });
      });
    for (const { index, field, message } of sightListProblems(city.topAttractions))
      ctx.addIssue({ code: "custom", path: ["topAttractions", index, field], message });
    const mapCity = city.mapCityZh ?? city.nameZh;
    city.topAttractions.forEach((a, i) => {
      if (a.map && a.map.cityZh !== mapCity && !a.prefecture)
        ctx.addIssue({
          code: "custom",
          path: ["topAttractions", i, "prefecture"],
          message: `${a.name} lies in ${a.map.cityZh}, not ${mapCity}: give its prefecture as the entry rules name it, so the 240-hour area can be checked`,
        });
      for (const problem of closingDayProblems(a))
        ctx.addIssue({
          code: "custom",
          path: ["topAttractions", i, problem.field],
          message: `${a.name}: ${problem.message}`,
        });
      for (const problem of ticketProblems(a))
        ctx.addIssue({ code: "custom", path: ["topAttractions", i, "ticket"], message: `${a.name}: ${problem}` });
    });
    // An area's card shows its name where it has no landmark: then the name is the one place.
    city.whereToStay.areas.forEach((a, i) => {
      const mark = a.landmark || a.driverCard === false ? undefined : joinedBy(a.nameZh);
      if (mark)
        ctx.addIssue({
          code: "custom",
          path: ["whereToStay", "areas", i, "nameZh"],
          message: `${onePlaceMessage(a.nameZh, mark)} (or give the area a landmark)`,
        });
    });
    city.relatedCities.forEach((slug, i) => {
      if (slug === city.slug)
        ctx.addIssue({ code: "custom", path: ["relatedCities", i], message: "a guide does not relate to itself" });
    });
  });
export type City = z.infer<typeof citySchema>;

const weekdayWords = "(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?";
const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/**
 * A sight's closing day in words against the same as data: words that name a closing weekday need
 * `closedOn`, and every weekday of `closedOn` is named in the words.
 */
export function closingDayProblems(a: { closed: string; closedOn?: { weekdays: readonly Weekday[] } }) {
  const problems: { field: "closed" | "closedOn"; message: string }[] = [];
  const namesClosing = new RegExp(`^(${weekdayWords})|\\b(clos\\w*|shut)( on)? (the last )?${weekdayWords}`, "i").test(
    a.closed,
  );
  if (namesClosing && !a.closedOn)
    problems.push({
      field: "closedOn",
      message: `"${a.closed}" names a closing day: give it as closedOn too, so plans can flag it`,
    });
  for (const day of a.closedOn?.weekdays ?? [])
    if (!new RegExp(`\\b${capital(day)}s?\\b`).test(a.closed))
      problems.push({ field: "closed", message: `closedOn has ${day}, which "${a.closed}" does not name` });
  return problems;
}

/** Across a city's sights: an id used twice, a time to allow that runs backwards. */
export function sightListProblems(
  sights: readonly { id: string; name: string; allowHours?: number | readonly [number, number] }[],
): { index: number; field: "id" | "allowHours"; message: string }[] {
  const problems: { index: number; field: "id" | "allowHours"; message: string }[] = [];
  const seen = new Map<string, number>();
  sights.forEach((a, index) => {
    const first = seen.get(a.id);
    if (first !== undefined)
      problems.push({
        index,
        field: "id",
        message: `${a.name}: id "${a.id}" is already sight ${first + 1}'s (${sights[first]!.name})`,
      });
    else seen.set(a.id, index);
    if (Array.isArray(a.allowHours) && a.allowHours[0] >= a.allowHours[1])
      problems.push({
        index,
        field: "allowHours",
        message: `${a.name}: allowHours goes from the shorter time to the longer`,
      });
  });
  return problems;
}

/**
 * What a sight lacks of a full record (issue: a sight a traveller can plan a day on): its rank and why, its area,
 * the time to allow, the closing weekdays as data where it has any, and a ticket figure where it is not free.
 * The content test holds the number of gaps to a budget that only goes down (sight-records.test.ts).
 */
export function fullRecordGaps(a: City["topAttractions"][number]): string[] {
  const gaps: string[] = [];
  if (!a.rank) gaps.push("rank");
  if (!a.why) gaps.push("why");
  if (!a.area) gaps.push("area");
  if (a.allowHours === undefined) gaps.push("allowHours");
  if (a.ticket === undefined && !a.price.startsWith("Free")) gaps.push("ticket");
  return gaps;
}

/** Each figure of a sight's `ticket` appears in its `price` words as ¥N. */
export function ticketProblems(a: { price: string; ticket?: number | readonly [number, number] }): string[] {
  if (a.ticket === undefined) return [];
  const figures = typeof a.ticket === "number" ? [a.ticket] : [...a.ticket];
  const inPrice = new Set(
    [...a.price.matchAll(/¥\s?(\d[\d,]*)(?:\s?[-–]\s?(\d[\d,]*))?/g)]
      .flatMap((m) => [m[1], m[2]])
      .filter(Boolean)
      .map((n) => Number(n!.replace(/,/g, ""))),
  );
  if (a.price.startsWith("Free")) inPrice.add(0);
  if (Array.isArray(a.ticket) && a.ticket[0] >= a.ticket[1])
    return [`ticket [${a.ticket.join(", ")}] goes from the lower figure to the higher`];
  return figures.filter((n) => !inPrice.has(n)).map((n) => `ticket ¥${n} is not a figure of its price ("${a.price}")`);
}
