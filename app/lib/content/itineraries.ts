/**
 * Trip plans against the guides and the legs: every day's city has a guide,
 * every sight is one that guide lists, every travel day's leg exists and joins
 * the day before's city to this one. And the plan as a page reads it: each
 * day with its city's page and sights, each leg with its stations and facts,
 * the deadlines (train sales and sight bookings) and the train fares added up.
 */
import type { City } from "../../content/schemas/city";
import type { Itinerary } from "../../content/schemas/itinerary";
import type { Leg, TrainLegs } from "../../content/schemas/train-legs";
import { cityPath } from "../paths";
import { routeDiagram, type RouteDiagram } from "../route-diagram";
import type { EntryOf } from "./records";
import { factById, formatFact } from "./facts";
import { saleText } from "./sale-window";
import type { ClosedOn } from "../tools/trip-days";

const at = (plan: EntryOf<"itinerary">, field: readonly PropertyKey[]) =>
  `${plan.source.file}:${plan.source.locate(field)}: ${field.join(".")}`;

/** The leg a day rides, in the direction the plan goes, or why it cannot. */
function legOf(legs: readonly Leg[], id: string, fromCity: string, toCity: string, reverse: boolean) {
  const leg = legs.find((l) => l.id === id);
  if (!leg) return { problem: `no leg ${id} in app/content/data/train-legs.yaml` };
  const [from, to] = reverse ? [leg.to, leg.from] : [leg.from, leg.to];
  if (from.city !== fromCity || to.city !== toCity)
    return {
      problem: `${id} goes ${from.city} to ${to.city}, not ${fromCity} to ${toCity}${reverse ? "" : " (reverse: true?)"}`,
    };
  return { leg, from, to };
}

export function itineraryProblems(
  plans: readonly EntryOf<"itinerary">[],
  cities: ReadonlyMap<string, City>,
  legs: readonly Leg[],
  broken: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  for (const plan of plans)
    plan.record.days.forEach((d, i) => {
      const previous = plan.record.days[i - 1];
      if (broken.has(d.city) || (previous && broken.has(previous.city))) return;
      const city = cities.get(d.city);
      if (!city) return problems.push(`${at(plan, ["days", i, "city"])}: no city guide "${d.city}"`);
      d.sights.forEach((name, j) => {
        if (!city.topAttractions.some((a) => a.name === name))
          problems.push(
            `${at(plan, ["days", i, "sights", j])}: "${name}" is not a sight of the ${city.cityName} guide`,
          );
      });
      if (d.stay && !city.whereToStay.areas.some((a) => a.name === d.stay))
        problems.push(
          `${at(plan, ["days", i, "stay"])}: "${d.stay}" is not an area to stay of the ${city.cityName} guide (${city.whereToStay.areas.map((a) => a.name).join("; ")})`,
        );
      if (d.leg && previous) {
        const found = legOf(legs, d.leg, previous.city, d.city, d.reverse);
        if ("problem" in found) problems.push(`${at(plan, ["days", i, "leg"])}: ${found.problem}`);
      }
    });
  return problems;
}

/** A fact as a plan shows it: its value in words and its key, for the page to cite. */
export interface ShownFact {
  key: string;
  text: string;
}
const shown = (key: string | undefined): ShownFact | undefined => {
  const fact = key ? factById(key) : undefined;
  return fact && key ? { key, text: formatFact(fact) } : undefined;
};

export interface PlanLeg {
  id: string;
  mode: Leg["mode"];
  from: { city: string; name: string; station?: string; stationName?: string };
  to: { city: string; name: string; station?: string; stationName?: string };
  hours: ShownFact;
  secondClass?: ShownFact;
  firstClass?: ShownFact;
  daily?: ShownFact;
  sleeper?: string;
  note: string;
}

export interface PlanSight {
  name: string;
  nameZh: string;
  hours: string;
  /** The sight's closing day, as its city record words it ("Mondays, except public holidays", "Open daily"). */
  closed: string;
  price: string;
  /** The adult entry ticket in yuan as the cost line adds it (¥0 for a free sight), where the record gives one. */
  ticket?: number | readonly [number, number];
  /** Where the sight lies outside its guide's prefecture, that prefecture as the entry rules name it. */
  prefecture?: string;
  closedOn?: ClosedOn;
  booking?: string;
  /** How long before the visit tickets go on sale, where the sight has a set window. */
  bookingOpens?: ShownFact;
}

export interface PlanDay {
  number: number;
  city: { slug: string; name: string; nameZh: string; path: string };
  title: string;
  plan: Itinerary["days"][number]["plan"];
  sights: PlanSight[];
  leg?: PlanLeg;
  /** Where to sleep tonight: the guide's area (named on the day it starts, and carried on); none on the last day. */
  stay?: { name: string; nameZh: string; first: boolean };
  /** Tomorrow's journey leaves from here: the station the night's area should suit. */
  nextStation?: { name: string; nameZh?: string };
  /** A day the traveller may skip: the entry verdict warns on its places instead of resting on them. */
  optional?: true;
}

const stationName = (city: City, zh?: string) => city.gettingAround.hubs?.find((h) => h.nameZh === zh)?.name;

/** The plan's days as the page reads them: cities, sights and legs resolved from their records. */
export function planDays(plan: Itinerary, cities: ReadonlyMap<string, City>, legs: TrainLegs["legs"]): PlanDay[] {
  const days = plan.days.map((d, i): PlanDay => {
    const city = cities.get(d.city)!;
    const previous = plan.days[i - 1];
    const found = d.leg && previous ? legOf(legs, d.leg, previous.city, d.city, d.reverse) : undefined;
    const leg =
      found && !("problem" in found)
        ? (() => {
            const fromCity = cities.get(found.from.city)!;
            return {
              id: found.leg.id,
              mode: found.leg.mode,
              from: {
                city: found.from.city,
                name: fromCity.cityName,
                station: found.from.station,
                stationName: stationName(fromCity, found.from.station),
              },
              to: {
                city: found.to.city,
                name: city.cityName,
                station: found.to.station,
                stationName: stationName(city, found.to.station),
              },
              hours: shown(found.leg.hours)!,
              secondClass: shown(found.leg.secondClass),
              firstClass: shown(found.leg.firstClass),
              daily: shown(found.leg.daily),
              sleeper: found.leg.sleeper,
              note: found.leg.note,
            };
          })()
        : undefined;
    return {
      number: i + 1,
      city: { slug: d.city, name: city.cityName, nameZh: city.nameZh, path: cityPath(d.city) },
      title: d.title,
      plan: d.plan,
      ...(d.optional ? { optional: d.optional } : {}),
      sights: d.sights.map((name) => {
        const s = city.topAttractions.find((a) => a.name === name)!;
        const bookingOpens = shown(s.bookingOpens);
        const ticket = s.ticket ?? (s.price.startsWith("Free") ? 0 : undefined);
        return {
          name: s.name,
          nameZh: s.nameZh,
          hours: s.hours,
          closed: s.closed,
          price: s.price,
          ...(ticket !== undefined ? { ticket } : {}),
          ...(s.prefecture ? { prefecture: s.prefecture } : {}),
          ...(s.closedOn ? { closedOn: s.closedOn } : {}),
          booking: s.booking,
          ...(bookingOpens ? { bookingOpens } : {}),
        };
      }),
      ...(leg ? { leg } : {}),
    };
  });
  return withStays(plan, cities, days);
}

/** Each night's area, carried from the day that names it until the city changes; and tomorrow's station. */
function withStays(plan: Itinerary, cities: ReadonlyMap<string, City>, days: PlanDay[]): PlanDay[] {
  let current: PlanDay["stay"];
  return days.map((d, i) => {
    const named = plan.days[i]!.stay;
    const city = cities.get(d.city.slug)!;
    if (i > 0 && plan.days[i - 1]!.city !== d.city.slug) current = undefined;
    const area = named ? city.whereToStay.areas.find((a) => a.name === named) : undefined;
    if (area) current = { name: area.name, nameZh: area.nameZh, first: true };
    else if (current) current = { ...current, first: false };
    const next = days[i + 1]?.leg;
    const last = i === days.length - 1;
    return {
      ...d,
      ...(current && !last ? { stay: current } : {}),
      ...(next && !last
        ? {
            nextStation: {
              name: next.from.stationName ?? next.from.name,
              ...(next.from.station ? { nameZh: next.from.station } : {}),
            },
          }
        : {}),
    };
  });
}

/** The key of a sight's booking task on a plan day: `sight:beijing:forbidden-city-palace-museum:2`. */
export const sightTaskKey = (d: Pick<PlanDay, "city" | "number">, s: Pick<PlanDay["sights"][number], "name">) =>
  `sight:${d.city.slug}:${s.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}:${d.number}`;

/** The key of a train's sale task on a plan day. */
export const trainTaskKey = (d: Pick<PlanDay, "number">, leg: Pick<PlanLeg, "id">) => `train:${leg.id}:${d.number}`;

/** What must be done by when, counted back from the day it is for: train sales open, sights booked. */
export interface Deadline {
  day: number;
  what: string;
  when: string;
  /** The key of the trip checklist's dated task for it (plan-tasks.ts); none where no set window is known. */
  task?: string;
}

/** Text as a sentence: ending in one full stop. */
const sentence = (t: string) => t.replace(/\.?\s*$/, ".");

/**
 * What the plan page lists to book: each train's sale and each sight's booking, the ones the trip checklist
 * dates (a train, a sight with a set window) carrying the key of its task, so the page and the tool list the
 * same dated bookings (plan-tasks.test.ts holds them equal for every plan).
 */
export function planDeadlines(days: readonly PlanDay[]): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const d of days) {
    if (d.leg?.mode === "train")
      deadlines.push({
        day: d.number,
        what: `Train, ${d.leg.from.name} to ${d.leg.to.name}`,
        when: saleText(`day ${d.number}`),
        task: trainTaskKey(d, d.leg),
      });
    for (const s of d.sights)
      if (s.booking || s.bookingOpens)
        deadlines.push({
          day: d.number,
          what: s.name,
          when: s.bookingOpens
            ? `${s.booking ? `${sentence(s.booking)} ` : ""}On sale ${s.bookingOpens.text} before day ${d.number}.`
            : s.booking!,
          ...(s.bookingOpens ? { task: sightTaskKey(d, s) } : {}),
        });
  }
  return deadlines;
}

/** The plan's route picture (each city once, each leg labelled with its time) and the same route in words. */
export function planPicture(days: readonly PlanDay[]): { diagram: RouteDiagram; caption: string } {
  const stops = [...new Map(days.map((d) => [d.city.slug, d.city])).values()];
  const legs = days.flatMap((d) => (d.leg ? [d.leg] : []));
  return {
    diagram: routeDiagram(
      stops.map((c) => ({ slug: c.slug, name: c.name })),
      legs.map((l) => ({ from: l.from.city, to: l.to.city, label: l.hours.text.replace(/^about /, "") })),
    ),
    caption: [stops[0]!.name, ...legs.map((l) => `${l.to.name} (${l.mode}, ${l.hours.text})`)].join(" → "),
  };
}
