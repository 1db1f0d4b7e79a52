import { describe, expect, it } from "vitest";
import { DAY_HOURS, daySights, hoursOf, suggestDays, type DaySight } from "./days";

const s = (id: string, rank: DaySight["rank"], area: string, allowHours: DaySight["allowHours"]): DaySight => ({
  id,
  name: id,
  rank,
  area,
  allowHours,
});
// A city like Beijing: the palace and its neighbours in the centre, a park to the south, a day trip to the wall.
const city = [
  s("palace", "must-see", "Centre", [3, 4]),
  s("wall", "must-see", "Wall (day trip)", [5, 7]),
  s("temple", "must-see", "South", [2, 3]),
  s("hill", "worth-it", "Centre", 1),
  s("lanes", "worth-it", "Centre", 2),
  s("lama", "worth-it", "North", 1.5),
  s("garden", "if-you-have-time", "West", 3),
  s("museum", "if-you-have-time", "South", 2),
];

describe("suggestDays", () => {
  const days = suggestDays(city);
  it("starts with the area of the guide's first must-see, best-ranked first, within a day's hours", () => {
    expect(days[0]!.areas[0]).toBe("Centre");
    expect(days[0]!.sights.map((x) => x.id).slice(0, 3)).toEqual(["palace", "hill", "lanes"]);
    for (const d of days) expect(d.hours).toBeLessThanOrEqual(DAY_HOURS);
  });
  it("keeps each day to one or two areas, and never visits a sight twice", () => {
    for (const d of days) expect(d.areas.length).toBeLessThanOrEqual(2);
    const ids = days.flatMap((d) => d.sights.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("puts every must-see in the first three days when they fit", () => {
    const ids = days.flatMap((d) => d.sights.map((x) => x.id));
    for (const m of city.filter((x) => x.rank === "must-see")) expect(ids).toContain(m.id);
  });
  it("leads each day with the first must-see left in the guide's order", () => {
    const wallFirst = [city[1]!, city[0]!, ...city.slice(2)];
    expect(suggestDays(wallFirst)[0]!.sights.map((x) => x.id)).toEqual(["wall"]);
    expect(suggestDays(city)[1]!.sights[0]!.id).toBe("wall");
  });
  it("gives a day trip its own day, even with hours to spare", () => {
    const short = city.map((x) => (x.id === "wall" ? { ...x, allowHours: 3 } : x));
    const day = suggestDays(short).find((d) => d.sights.some((x) => x.id === "wall"))!;
    expect(day.areas).toEqual(["Wall (day trip)"]);
  });
  it("adds a day to the shorter plans: the first two days of three are the plan for two", () => {
    expect(suggestDays(city, 2)).toEqual(days.slice(0, 2));
    expect(suggestDays(city, 1)).toEqual(days.slice(0, 1));
  });
  it("lets a sight longer than a day fill a day alone, and stops when the sights run out", () => {
    expect(suggestDays([s("trek", "must-see", "Gorge", [8, 10])])).toEqual([
      { areas: ["Gorge"], sights: [s("trek", "must-see", "Gorge", [8, 10])], hours: 9 },
    ]);
  });
  it("counts a range by its midpoint", () => expect(hoursOf({ allowHours: [2, 3] })).toBe(2.5));
});

describe("daySights", () => {
  it("reads a city's sights only when each has its rank, area and time to allow", () => {
    expect(daySights(city)).toEqual(city);
    expect(daySights([...city, { id: "x", name: "x", rank: "worth-it", area: "Centre" }])).toBeUndefined();
  });
});
