/**
 * Driver cards where rides start: every city guide gives a taxi driver its sights, its areas to stay
 * and its railway stations and airports in Chinese, each with the map links. Counted from the
 * registry, so a guide that loses its cards (or a new guide without them) fails here.
 */
import { describe, expect, it } from "vitest";
import { cityDriverCards, type DriverCardKind } from "../lib/maps/driver-cards";
import { registry, type EntryOf } from "../lib/registry";

const { pages } = registry();

const cities = pages.filter((p): p is EntryOf<"city"> => p.type === "city");
const cards = cities.flatMap((c) => cityDriverCards(c.record).map((card) => ({ ...card, page: c.path })));
const count = (kind: DriverCardKind) => cards.filter((c) => c.kind === kind).length;

describe("driver cards on the city guides", () => {
  it("number at least 100 across the guides, with stations, airports and areas to stay beside the sights", () => {
    expect(cities.length).toBeGreaterThanOrEqual(21);
    expect(cards.length).toBeGreaterThanOrEqual(100);
    expect(count("area")).toBeGreaterThanOrEqual(60);
    expect(count("station") + count("airport")).toBeGreaterThanOrEqual(50);
  });

  it.each(cities.map((c) => [c.record.cityName, c] as const))("%s: a card for every hub and area to stay", (_, c) => {
    const { hubs = [] } = c.record.gettingAround;
    expect(hubs.length, `${c.source.file}: gettingAround.hubs lists no station or airport`).toBeGreaterThan(0);
    expect(hubs.some((h) => h.kind === "station") || hubs.some((h) => h.kind === "airport")).toBe(true);
    const areas = c.record.whereToStay.areas.filter((a) => a.driverCard !== false);
    expect(cityDriverCards(c.record).filter((k) => k.kind === "area")).toHaveLength(areas.length);
  });

  it("name every hub as the transport text does, in the same characters and pinyin", () => {
    const missing = cities.flatMap((c) => {
      const t = c.record.gettingAround;
      const text = [t.arrival, t.metro, t.taxi, ...t.tips].map((p) => p.text).join(" ");
      return (c.record.gettingAround.hubs ?? []).flatMap((h) => [
        ...(text.includes(h.nameZh) ? [] : [`${c.source.file}: ${h.nameZh} is not in the transport text`]),
        ...(text.includes(h.pinyin) ? [] : [`${c.source.file}: ${h.pinyin} is not in the transport text`]),
      ]);
    });
    expect(missing).toEqual([]);
  });

  it("give each card a place in Chinese and its pinyin, one card per place on a page", () => {
    for (const c of cities) {
      const here = cards.filter((k) => k.page === c.path);
      for (const k of here) {
        expect(k.placeZh, `${c.path}: ${k.name}`).toMatch(/\p{Script=Han}/u);
        expect(k.pinyin, `${c.path}: ${k.name} has no pinyin`).toBeTruthy();
      }
      const hubsAndAreas = here.filter((k) => k.kind !== "sight").map((k) => k.placeZh);
      expect(new Set(hubsAndAreas).size, `${c.path}: two cards for one place`).toBe(hubsAndAreas.length);
    }
  });
});
