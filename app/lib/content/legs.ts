/**
 * The journeys between cities (app/content/data/train-legs.yaml) against the
 * city guides: each end is a city with a guide, and each station is one that
 * guide lists (gettingAround.hubs), so a plan's leg and the city's driver card
 * name the same station.
 */
import type { Datasets } from "./load";
import type { EntryOf } from "./records";

export function legProblems(
  cities: readonly EntryOf<"city">[],
  legs: Datasets["train-legs"],
  broken: ReadonlySet<string> = new Set(),
): string[] {
  if (!legs) return [];
  const bySlug = new Map(cities.map((c) => [c.record.slug, c.record]));
  const problems: string[] = [];
  legs.data.legs.forEach((leg, i) => {
    for (const side of ["from", "to"] as const) {
      const { city, station } = leg[side];
      if (broken.has(city)) continue;
      const record = bySlug.get(city);
      const at = (field: string) => `${legs.file}:${legs.locate(["legs", i, side, field])}: legs.${i}.${side}.${field}`;
      if (!record) {
        problems.push(`${at("city")}: no city guide "${city}"`);
        continue;
      }
      const listed = (record.gettingAround.hubs ?? []).filter((h) => h.kind === "station").map((h) => h.nameZh);
      if (station && !listed.includes(station))
        problems.push(
          `${at("station")}: ${station} is not a station the ${record.cityName} guide lists (${listed.join(", ")})`,
        );
    }
  });
  return problems;
}
