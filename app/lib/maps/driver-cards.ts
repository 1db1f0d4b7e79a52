/**
 * Every "Show the driver" card a city guide shows: its sights (with an address), its areas to stay
 * and its railway stations and airports. The city route renders them; the content tests count them.
 * Browser-safe (no fs).
 */
import type { City } from "../../content/schemas/city";
import type { MapPlace } from "./map-links";

export type DriverCardKind = "sight" | "area" | "airport" | "station";

export interface DriverCardPlace {
  kind: DriverCardKind;
  /** The place's English name, as the card's caption says it. */
  name: string;
  /** What the driver reads first and the map apps search. */
  placeZh: string;
  addressZh?: string;
  pinyin?: string;
  /** What the map apps search and in which city: the place's `map` override, else `placeZh` in the guide's map city. */
  map: MapPlace;
}

type Area = City["whereToStay"]["areas"][number];
type Sight = City["topAttractions"][number];
type Hub = NonNullable<City["gettingAround"]["hubs"]>[number];
type MapSearch = NonNullable<Sight["map"]>;
/** What the map search needs of a guide: its name and map city. */
type MapCity = Pick<City, "nameZh" | "mapCityZh">;

/** The city the map apps search a guide's places in: its `mapCityZh` (桂林 for 阳朔, a county), else its name. */
export const mapCityOf = (city: MapCity): string => city.mapCityZh ?? city.nameZh;

/** A card's search: the override's keyword (default the card's place) in the override's city (default the guide's). */
export function mapSearch(placeZh: string, city: MapCity, override?: MapSearch): MapPlace {
  return { nameZh: override?.keyword ?? placeZh, cityZh: override?.cityZh ?? mapCityOf(city) };
}

/** The sight's card: its landmark where a car stops elsewhere (the ferry terminal of an island), else its name. */
export function sightCard(sight: Pick<Sight, "nameZh" | "pinyin" | "landmark">): { placeZh: string; pinyin: string } {
  return sight.landmark
    ? { placeZh: sight.landmark.nameZh, pinyin: sight.landmark.pinyin }
    : { placeZh: sight.nameZh, pinyin: sight.pinyin };
}

/** The area's card: its landmark where its name covers two places, else its name; none when it opts out. */
export function areaCard(
  area: Pick<Area, "nameZh" | "pinyin" | "landmark" | "driverCard">,
): { placeZh: string; pinyin?: string } | undefined {
  if (area.driverCard === false || !area.nameZh) return undefined;
  return area.landmark
    ? { placeZh: area.landmark.nameZh, pinyin: area.landmark.pinyin }
    : { placeZh: area.nameZh, pinyin: area.pinyin };
}

/** What a sight's map links search: its `map` override, else its card's place in the guide's city. */
export const sightMap = (sight: Pick<Sight, "nameZh" | "pinyin" | "landmark" | "map">, city: MapCity): MapPlace =>
  mapSearch(sightCard(sight).placeZh, city, sight.map);

/** What a hub's map links search: its name, in its own `cityZh` where it lies in a neighbouring city. */
export const hubMap = (hub: Pick<Hub, "nameZh" | "cityZh">, city: MapCity): MapPlace =>
  mapSearch(hub.nameZh, city, hub.cityZh ? { cityZh: hub.cityZh } : undefined);

/** What an area's map links search, where it has a card: its `map` override, else its card's place. */
export function areaMap(
  area: Pick<Area, "nameZh" | "pinyin" | "landmark" | "driverCard" | "map">,
  city: MapCity,
): MapPlace | undefined {
  const card = areaCard(area);
  return card && mapSearch(card.placeZh, city, area.map);
}

export function cityDriverCards(city: City): DriverCardPlace[] {
  const cards: DriverCardPlace[] = [];
  for (const a of city.topAttractions)
    if (a.addressZh)
      cards.push({
        kind: "sight",
        name: a.name,
        ...sightCard(a),
        addressZh: a.addressZh,
        map: sightMap(a, city),
      });
  for (const h of city.gettingAround.hubs ?? [])
    cards.push({
      kind: h.kind,
      name: h.name,
      placeZh: h.nameZh,
      addressZh: h.addressZh,
      pinyin: h.pinyin,
      map: hubMap(h, city),
    });
  for (const a of city.whereToStay.areas) {
    const card = areaCard(a);
    const map = areaMap(a, city);
    if (card && map) cards.push({ kind: "area", name: a.name, ...card, addressZh: a.addressZh, map });
  }
  return cards;
}
