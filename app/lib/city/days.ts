/**
 * One, two and three days in a city, from its sights as full records: each day keeps to one or two areas
 * of the city (so it does not cross the city twice), takes the best-ranked sights first and fills about a
 * day's time on the spot. Day two adds to day one, and day three to both, so a reader with three days
 * reads the first two as the plan for two. Browser-safe and pure: the city guide renders it at build time.
 */
import type { SightRank } from "../../content/schemas/city";

export interface DaySight {
  id: string;
  name: string;
  rank: SightRank;
  area: string;
  /** Hours on the spot: one figure or the shortest and longest. */
  allowHours: number | readonly [number, number];
}

export interface SuggestedDay {
  /** The areas the day keeps to, in the order it visits them. */
  areas: string[];
  sights: DaySight[];
  /** Hours on the spot, as the sights' midpoints add up. */
  hours: number;
}

/** Hours on the spot a day holds, travel between two sights of an area not counted. */
export const DAY_HOURS = 7;
/** A second area joins a day only when this much time is left. */
const SECOND_AREA_MIN_HOURS = 1.5;
/** How much each rank weighs when the next area is chosen: one must-see outweighs any number of the rest. */
const RANK_WEIGHT: Record<SightRank, number> = { "must-see": 100, "worth-it": 10, "if-you-have-time": 1 };
const RANK_ORDER: Record<SightRank, number> = { "must-see": 0, "worth-it": 1, "if-you-have-time": 2 };

/** An area a day trip away from the city, as its name says ("Mutianyu (day trip, 70 km north)"): a day of its own. */
export const isDayTrip = (area: string) => /\bday (trip|out)\b/i.test(area);

export const hoursOf = (s: Pick<DaySight, "allowHours">) =>
  typeof s.allowHours === "number" ? s.allowHours : (s.allowHours[0] + s.allowHours[1]) / 2;

/**
 * The sights of the next day: the area of the first must-see left in the guide's own order (the editor lists
 * the sight a first visit cannot miss first), else the area whose remaining sights weigh most; its sights
 * best-ranked first while they fit (a sight longer than a day fills a day alone); then, with time left and
 * neither being a day trip, the sights that fit from the next area by weight. Sights taken leave `left`.
 */
function nextDay(left: DaySight[]): SuggestedDay | undefined {
  if (!left.length) return undefined;
  const byArea = new Map<string, DaySight[]>();
  for (const s of left) byArea.set(s.area, [...(byArea.get(s.area) ?? []), s]);
  const weight = (sights: DaySight[]) => sights.reduce((n, s) => n + RANK_WEIGHT[s.rank], 0);
  const areas = [...byArea.entries()]
    .map(([area, sights]) => ({
      area,
      sights: [...sights].sort((a, b) => RANK_ORDER[a.rank] - RANK_ORDER[b.rank] || left.indexOf(a) - left.indexOf(b)),
    }))
    .sort((a, b) => weight(b.sights) - weight(a.sights) || left.indexOf(a.sights[0]!) - left.indexOf(b.sights[0]!));
  const firstMustSee = left.find((s) => s.rank === "must-see");
  if (firstMustSee)
    areas.unshift(
      ...areas.splice(
        areas.findIndex((a) => a.area === firstMustSee.area),
        1,
      ),
    );
  const day: SuggestedDay = { areas: [], sights: [], hours: 0 };
  const take = (area: string, sights: DaySight[]) => {
    for (const s of sights) {
      const h = hoursOf(s);
      if (day.hours + h > DAY_HOURS && day.sights.length) continue;
      day.sights.push(s);
      day.hours += h;
      if (!day.areas.includes(area)) day.areas.push(area);
    }
  };
  take(areas[0]!.area, areas[0]!.sights);
  if (DAY_HOURS - day.hours >= SECOND_AREA_MIN_HOURS && !isDayTrip(areas[0]!.area))
    for (const next of areas.slice(1).filter((a) => !isDayTrip(a.area))) {
      const fits = next.sights.filter((s) => hoursOf(s) <= DAY_HOURS - day.hours);
      if (!fits.length) continue;
      take(next.area, fits);
      break;
    }
  for (const s of day.sights) left.splice(left.indexOf(s), 1);
  return day;
}

/** Up to `days` suggested days from a city's sights (fewer when the sights run out). */
export function suggestDays(sights: readonly DaySight[], days = 3): SuggestedDay[] {
  const left = [...sights];
  const out: SuggestedDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = nextDay(left);
    if (!day) break;
    out.push(day);
  }
  return out;
}

/** A city's sights as the day planner reads them, or undefined while any of them lacks a rank, area or time. */
export function daySights(
  sights: readonly { id: string; name: string; rank?: SightRank; area?: string; allowHours?: DaySight["allowHours"] }[],
): DaySight[] | undefined {
  const full = sights.filter((s): s is DaySight => Boolean(s.rank && s.area && s.allowHours !== undefined));
  return full.length === sights.length ? full : undefined;
}
