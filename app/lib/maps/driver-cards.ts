/**
 * Every "Show the driver" card a city guide shows: its sights (with an address), its areas to stay
 * and its railway stations and airports. The city route renders them; the content tests count them.
 * Browser-safe (no fs).
 */
import type { City } from "../../content/schemas/city";

export type DriverCardKind = "sight" | "area" | "airport" | "station";

export interface DriverCardPlace {
  kind: DriverCardKind;
  /** The place's English name, as the card's caption says it. */
  name: string;
  /** What the driver reads first and the map apps search. */
  placeZh: string;
  addressZh?: string;
  pinyin?: string;
  /** The city the map apps search in. */
  cityZh: string;
}

type Area = City["whereToStay"]["areas"][number];
type Sight = City["topAttractions"][number];

/** The sight's card: its landmark where a car stops elsewhere (the ferry terminal of an island), else its name. */
export function sightCard(sight: Sight): { placeZh: string; pinyin: string } {
  return sight.landmark
    ? { placeZh: sight.landmark.nameZh, pinyin: sight.landmark.pinyin }
    : { placeZh: sight.nameZh, pinyin: sight.pinyin };
}

/** The area's card: its landmark where its name covers two places, else its name; none when it opts out. */
export function areaCard(area: Area): { placeZh: string; pinyin?: string } | undefined {
  if (area.driverCard === false || !area.nameZh) return undefined;
  return area.landmark
    ? { placeZh: area.landmark.nameZh, pinyin: area.landmark.pinyin }
    : { placeZh: area.nameZh, pinyin: area.pinyin };
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
        cityZh: city.nameZh,
      });
  for (const h of city.gettingAround.hubs ?? [])
    cards.push({
      kind: h.kind,
      name: h.name,
      placeZh: h.nameZh,
      addressZh: h.addressZh,
      pinyin: h.pinyin,
      cityZh: h.cityZh ?? city.nameZh,
    });
  for (const a of city.whereToStay.areas) {
    const card = areaCard(a);
    if (card) cards.push({ kind: "area", name: a.name, ...card, addressZh: a.addressZh, cityZh: city.nameZh });
  }
  return cards;
}
