import { describe, expect, it } from "vitest";
import type { HolidayPeriod } from "../holidays";
import {
  closingNotes,
  datedDays,
  shiftDirections,
  shiftWords,
  shutOn,
  weekdayOf,
  type ClosedOn,
  type TripDay,
} from "./trip-days";

const monday: ClosedOn = { weekdays: ["monday"], holidaysOpen: true, partly: false };
const day = (number: number, sights: TripDay["sights"], over: Partial<TripDay> = {}): TripDay => ({
  number,
  city: { slug: "beijing", name: "Beijing" },
  title: `Day ${number}`,
  sights,
  travel: false,
  ...over,
});
// Day 1 lands, day 2 the palace (shut Mondays except holidays), day 3 the wall, day 4 a train out, day 5 home.
const plan = [
  day(1, []),
  day(2, [{ name: "Palace", closedOn: monday }]),
  day(3, [{ name: "Wall" }]),
  day(4, [{ name: "Museum" }], { city: { slug: "xian", name: "Xi'an" }, travel: true }),
  day(5, [], { city: { slug: "xian", name: "Xi'an" } }),
];
const nationalDay: HolidayPeriod = {
  id: "national-day-2026",
  name: "National Day",
  nameZh: "国庆节",
  kind: "holiday",
  start: "2026-10-01",
  end: "2026-10-07",
  published: true,
  expected: false,
  makeUpWorkdays: ["2026-09-20", "2026-10-10"],
};

describe("a plan's days against the calendar", () => {
  it("reads weekdays", () => {
    expect(weekdayOf("2026-11-30")).toBe("monday");
    expect(weekdayOf("2026-11-29")).toBe("sunday");
  });
  it("says which day to swap a closing day with, never the landing, the way home or a travel day", () => {
    expect(closingNotes(plan)).toEqual([
      { day: 2, sight: "Palace", closedOn: monday, swapWith: { number: 3, title: "Day 3" } },
    ]);
    // With the wall moved to the landing day, no day of Beijing can take the palace's place.
    expect(closingNotes([plan[0]!, plan[1]!, { ...plan[2]!, number: 3, travel: true }])[0]!.swapWith).toBeUndefined();
  });
  it("flags the palace on a Monday and offers the swap that opens both days", () => {
    // Start on Sunday 2026-11-29: day 2 is Monday 30 November.
    const dated = datedDays(plan, "2026-11-29", []);
    expect(dated[1]).toMatchObject({
      date: "2026-11-30",
      weekday: "monday",
      shut: [{ name: "Palace", partly: false }],
    });
    expect(dated[1]!.swap).toEqual({ number: 3, date: "2026-12-01" });
    expect(dated.filter((d) => d.shut.length > 0)).toHaveLength(1);
  });
  it("keeps the palace open on a Monday that is a public holiday, and flags the holiday", () => {
    // 2026-10-05 is a Monday inside National Day.
    expect(weekdayOf("2026-10-05")).toBe("monday");
    const dated = datedDays(plan, "2026-10-04", [nationalDay]);
    expect(dated[1]!.shut).toEqual([]);
    expect(dated[1]!.periods.map((p) => p.id)).toEqual(["national-day-2026"]);
    expect(shutOn(plan[1]!, "2026-10-12", [nationalDay])).toHaveLength(1);
  });
});

describe("moving the start by a day when a shut sight has no swap", () => {
  const closed = (...weekdays: ClosedOn["weekdays"]): ClosedOn => ({ weekdays, holidaysOpen: false, partly: false });
  const xian = { city: { slug: "xian", name: "Xi'an" } };
  // Day 1 (the landing, which cannot move) has a Monday-closed sight; day 2 is a travel day.
  const trip = (day2: ClosedOn) => [
    day(1, [{ name: "Palace", closedOn: closed("monday") }]),
    day(2, [{ name: "Museum", closedOn: day2 }], { ...xian, travel: true }),
    day(3, [], xian),
  ];
  const monday = "2026-12-07";
  it("names the one way that works when the other shuts another sight", () => {
    expect(weekdayOf(monday)).toBe("monday");
    // A day later puts the Wednesday-closed museum on a Wednesday.
    expect(shiftDirections(trip(closed("wednesday")), monday, [])).toEqual(["earlier"]);
    expect(shiftWords(["earlier"])).toBe(
      "Start a day earlier instead: then every sight is open or has a swap (a day later shuts another).",
    );
    expect(shiftDirections(trip(closed("monday")), monday, [])).toEqual(["later"]);
  });
  it("gives both ways when both work, and none when neither does", () => {
    expect(shiftDirections(trip(closed("friday")), monday, [])).toEqual(["earlier", "later"]);
    expect(shiftDirections(trip(closed("monday", "wednesday")), monday, [])).toEqual([]);
    expect(shiftWords([])).toMatch(/^Moving the start by a day does not help either way/);
  });
});
