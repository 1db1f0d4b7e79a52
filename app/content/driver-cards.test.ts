/**
 * Driver cards where rides start: every city guide gives a taxi driver its sights, its areas to stay
 * and its railway stations and airports in Chinese, each with the map links. Counted from the
 * registry, so a guide that loses its cards (or a new guide without them) fails here.
 */
import { describe, expect, it } from "vitest";
import { areaCard, cityDriverCards, sightCard, type DriverCardKind } from "../lib/maps/driver-cards";
import { joinedBy } from "./schemas/driver-zh";
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

  it("name one place each, in the name the map apps search and in the address", () => {
    const joined = cards.flatMap((k) =>
      [k.placeZh, k.addressZh].flatMap((zh) => (zh && joinedBy(zh) ? [`${k.page}: ${k.name}: ${zh}`] : [])),
    );
    expect(joined).toEqual([]);
  });
});

/** The cards the issue found sending a driver to the wrong door: each now goes to the way in. */
describe("driver cards go to the door the traveller uses", () => {
  const sight = (slug: string, name: string) => {
    const city = cities.find((c) => c.record.slug === slug)!.record;
    const a = city.topAttractions.find((s) => s.name === name);
    if (!a) throw new Error(`${slug}: no sight "${name}"`);
    return { ...a, card: sightCard(a) };
  };

  it("the Forbidden City: dropped on the south side's approach for the Meridian Gate, never sent to the exit-only north gate", () => {
    const a = sight("beijing", "Forbidden City (Palace Museum)");
    expect(a.card.placeZh).toBe("故宫东华门");
    expect(a.dropOffZh).toContain("午门");
    expect(a.addressZh).toContain("东华门");
    for (const zh of [a.card.placeZh, a.addressZh, a.dropOffZh]) {
      expect(zh).not.toContain("景山前街");
      expect(zh).not.toContain("神武门");
    }
    expect(a.postalAddressZh).toBe("北京市东城区景山前街4号");
  });

  it("the Summer Palace: the North Palace Gate the tip starts from, with the postal address kept apart", () => {
    const a = sight("beijing", "Summer Palace (Yiheyuan)");
    expect(a.card.placeZh).toBe("颐和园北宫门");
    expect(a.addressZh).toContain("北宫门");
    expect(a.addressZh).not.toContain("新建宫门路");
    expect(a.postalAddressZh).toContain("新建宫门路19号");
  });

  it("Dali: the cableway for the Jade Belt Road and Caicun pier for the lakeshore path, which no car drives", () => {
    expect(sight("dali", "Cangshan and the Jade Belt Road (苍山, 玉带路)").card.placeZh).toBe("苍山中和索道");
    expect(sight("dali", "Cycling the Erhai Lakeshore (洱海生态廊道)").card.placeZh).toBe("才村码头");
  });

  it("Lijiang: the old town's sight and area cards ask for the water wheels at its entrance, not the car-free lanes", () => {
    expect(sight("lijiang", "Dayan Old Town and Black Dragon Pool (大研古城, 黑龙潭)").card.placeZh).toBe("大水车");
    const city = cities.find((c) => c.record.slug === "lijiang")!.record;
    const area = city.whereToStay.areas.find((a) => a.nameZh === "大研古城")!;
    expect(areaCard(area)?.placeZh).toBe("大水车");
  });

  it("Gulangyu: the tourist ferry terminal, since no taxi reaches the island", () => {
    const a = sight("xiamen", "Gulangyu island");
    expect(a.card.placeZh).toBe("东渡客运码头");
    expect(a.addressZh).toContain("厦门国际邮轮中心");
    expect(a.addressZh).not.toContain("鼓浪屿");
  });
});

/** A railway station a first ride starts from, added to the arrival cards: its card, and its metro stop named for the reader. */
describe("driver cards for the stations a traveller arrives at", () => {
  it("Chengdu South: its own card, with the metro stop's name for the reader", () => {
    const city = cities.find((c) => c.record.slug === "chengdu")!.record;
    const hub = city.gettingAround.hubs?.find((h) => h.nameZh === "成都南站");
    expect(hub?.kind).toBe("station");
    expect(hub?.note).toContain("火车南站");
    expect(city.gettingAround.arrival.text).toContain("火车南站");
  });

  it("Shanghai Hongqiao: the airport's card names Terminal 1 for international flights, as the arrival text does", () => {
    const city = cities.find((c) => c.record.slug === "shanghai")!.record;
    const hub = city.gettingAround.hubs?.find((h) => h.nameZh === "上海虹桥国际机场");
    expect(hub?.note).toMatch(/International.*Terminal 1/);
    expect(city.gettingAround.arrival.text).toMatch(/International flights.*Terminal 1/);
  });
});
