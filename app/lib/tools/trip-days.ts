/**
 * A trip plan's days against the calendar: which sight shuts on which weekday and which day to swap it
 * with (said on the plan page without a date), and, once the traveller gives a start date, each day's
 * date and weekday, the sights shut that day, the public holidays and peak periods it falls in, and a
 * swap that opens every sight of both days. Pure and browser-safe: the plan page and the trip checklist
 * read the same answers.
 */
import type { City } from "../../content/schemas/city";
import { weekdays as weekdayNames, type Weekday as WeekdayName } from "../../content/schemas/weekdays";
import { periodsOn, type HolidayPeriod } from "../holidays";
import { addDays } from "./dates";

export type { WeekdayName };

/** A sight's weekly closing day as the city record gives it (`closedOn`: weekdays, `holidaysOpen`, `partly`). */
export type ClosedOn = NonNullable<City["topAttractions"][number]["closedOn"]>;

/** What the calendar joins need of a plan day. */
export interface TripDay {
  number: number;
  city: { slug: string; name: string };
  title: string;
  sights: { name: string; closedOn?: ClosedOn }[];
  /** A travel day arrives from another city: it cannot move. */
  travel: boolean;
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): WeekdayName {
  const index = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return weekdayNames[index]!;
}

/** "Monday", "Mondays". */
export const weekdayWord = (day: WeekdayName, plural = false) =>
  `${day[0]!.toUpperCase()}${day.slice(1)}${plural ? "s" : ""}`;

const isHoliday = (date: string, periods: readonly HolidayPeriod[]) =>
  periodsOn(date, periods).some((p) => p.kind === "holiday");

/** The sights of a day that are shut on `date` (a closing weekday that is no holiday they open on). */
export function shutOn(day: Pick<TripDay, "sights">, date: string, periods: readonly HolidayPeriod[]) {
  const weekday = weekdayOf(date);
  return day.sights.filter(
    (s) => s.closedOn?.weekdays.includes(weekday) && !(s.closedOn.holidaysOpen && isHoliday(date, periods)),
  );
}

/**
 * Days of the same city that could change places with `day`: neither is a travel day, nor the plan's
 * first (the landing) or last (the flight home).
 */
const sameCityDays = (days: readonly TripDay[], day: TripDay) => {
  const fixed = (d: TripDay) => d.travel || d.number === 1 || d.number === days.length;
  return days
    .filter((d) => d !== day && d.city.slug === day.city.slug && !fixed(d) && !fixed(day))
    .sort((a, b) => Math.abs(a.number - day.number) - Math.abs(b.number - day.number));
};

/** On the plan page, with no date: a sight with a closing weekday, and the nearest day to swap with. */
export interface ClosingNote {
  day: number;
  sight: string;
  closedOn: ClosedOn;
  /** A day in the same city whose sights do not shut on those weekdays; none when the city has no such day. */
  swapWith?: { number: number; title: string };
}

export function closingNotes(days: readonly TripDay[]): ClosingNote[] {
  return days.flatMap((day) =>
    day.sights.flatMap((s) => {
      if (!s.closedOn) return [];
      const closedOn = s.closedOn;
      const other = sameCityDays(days, day).find(
        (d) => !d.sights.some((o) => o.closedOn?.weekdays.some((w) => closedOn.weekdays.includes(w))),
      );
      return [
        {
          day: day.number,
          sight: s.name,
          closedOn,
          ...(other ? { swapWith: { number: other.number, title: other.title } } : {}),
        },
      ];
    }),
  );
}

/** A plan day on the traveller's dates. */
export interface DatedDay {
  number: number;
  date: string;
  weekday: WeekdayName;
  /** Sights shut that day; `partly`: only part of it. */
  shut: { name: string; partly: boolean }[];
  periods: HolidayPeriod[];
  /** A day of the same city to swap with, so that every sight of both days is open on its new date. */
  swap?: { number: number; date: string };
}

/** The plan on real dates from `start` (day 1): weekdays, shut sights with a swap, holidays and peaks. */
export function datedDays(days: readonly TripDay[], start: string, periods: readonly HolidayPeriod[]): DatedDay[] {
  const dateOf = (d: TripDay) => addDays(start, d.number - 1);
  return days.map((day) => {
    const date = dateOf(day);
    const shut = shutOn(day, date, periods).map((s) => ({ name: s.name, partly: s.closedOn!.partly }));
    const fully = shut.some((s) => !s.partly);
    const other = fully
      ? sameCityDays(days, day).find(
          (d) => shutOn(day, dateOf(d), periods).length === 0 && shutOn(d, date, periods).length === 0,
        )
      : undefined;
    return {
      number: day.number,
      date,
      weekday: weekdayOf(date),
      shut,
      periods: periodsOn(date, periods),
      ...(other ? { swap: { number: other.number, date: dateOf(other) } } : {}),
    };
  });
}

export type Shift = "earlier" | "later";

/**
 * Which way moving the whole trip by one day works: the directions in which every sight shut on its day
 * is only partly shut or has a swap. A day's move can shut another sight, so each way is tried on the
 * whole plan; none when neither works.
 */
export function shiftDirections(days: readonly TripDay[], start: string, periods: readonly HolidayPeriod[]): Shift[] {
  const works = (from: string) => datedDays(days, from, periods).every((d) => d.swap || d.shut.every((s) => s.partly));
  return (
    [
      ["earlier", -1],
      ["later", 1],
    ] as const
  )
    .filter(([, by]) => works(addDays(start, by)))
    .map(([way]) => way);
}

/** What the dated plan says of a day that is shut with no swap: which way to move the start, or that neither works. */
export function shiftWords(ways: readonly Shift[]): string {
  if (ways.length === 2) return "Start a day earlier or a day later: either way every sight is open or has a swap.";
  if (ways.length === 1)
    return `Start a day ${ways[0]} instead: then every sight is open or has a swap (a day ${
      ways[0] === "earlier" ? "later" : "earlier"
    } shuts another).`;
  return "Moving the start by a day does not help either way: drop this sight or move it within the trip yourself.";
}
