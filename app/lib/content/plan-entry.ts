/**
 * A trip plan's places as the entry rules see them (app/lib/tools/trip-entry.ts reads them): each city
 * of the plan in its province and prefecture, and each sight that lies in another prefecture (the
 * Leshan Giant Buddha on the Chengdu days, Tiger Leaping Gorge on the Lijiang days), with the days it is on
 * and whether they are all optional. The province is read
 * from the guide's `province` ("Sichuan Province" is the dataset's Sichuan), the prefecture from its
 * `prefecture` or its name.
 */
import type { City } from "../../content/schemas/city";
import type { EntryRules } from "../../content/schemas/entry-rules";
import type { EntryOf } from "./records";
import type { TripPlace } from "../tools/trip-entry";
import type { PlanDay } from "./itineraries";

/** The dataset's province a guide is in: the longest dataset name its `province` starts with. */
export const provinceOf = (city: Pick<City, "province">, rules: Pick<EntryRules, "provinces">) =>
  rules.provinces.filter((p) => city.province.startsWith(p.name)).sort((a, b) => b.name.length - a.name.length)[0]
    ?.name;

/** Each city guide's province is one the entry rules know, so a plan through it can be checked. */
export function provinceProblems(cities: readonly EntryOf<"city">[], rules: Pick<EntryRules, "provinces"> | undefined) {
  if (!rules) return [];
  return cities
    .filter((c) => !provinceOf(c.record, rules))
    .map(
      (c) =>
        `${c.source.file}:${c.source.locate(["province"])}: province: "${c.record.province}" starts with no province of app/content/data/entry-rules.yaml`,
    );
}

/** The plan's places, each once: its cities, then the sights outside their city's prefecture. */
export function planPlaces(
  days: readonly PlanDay[],
  cities: ReadonlyMap<string, City>,
  rules: Pick<EntryRules, "provinces">,
): TripPlace[] {
  const places = new Map<string, TripPlace>();
  const add = (place: Omit<TripPlace, "days" | "optional">, d: PlanDay) => {
    const known = places.get(place.name);
    places.set(place.name, {
      ...place,
      days: [...(known?.days ?? []), d.number],
      // Optional only while every day it is on is optional.
      optional: (known?.optional ?? true) && d.optional === true,
    });
  };
  for (const d of days) {
    const city = cities.get(d.city.slug)!;
    const province = provinceOf(city, rules)!;
    add({ name: city.cityName, province, prefecture: city.prefecture ?? city.cityName }, d);
    for (const s of d.sights) if (s.prefecture) add({ name: s.name, province, prefecture: s.prefecture }, d);
  }
  return [...places.values()];
}

/** The transit port a plan lands at: the first air port listed in its first place's province; "" where none is. */
export const landingPort = (places: readonly TripPlace[], rules: Pick<EntryRules, "transit">) =>
  rules.transit.ports.find((p) => p.province === places[0]?.province && p.type === "air")?.name ?? "";
