/**
 * The city guide as a list of sections (spec section 3, "City guide"): each
 * one's anchor, kicker, heading and body. The page renders them in order and
 * the "On this page" bar lists them, so a new section is one entry here.
 */
import { NameZh } from "../name-zh";
import { Icon } from "../icon";
import { Prose } from "../prose";
import type { City } from "../../content/schemas/city";
import type { EmergencyNumbers } from "../../lib/emergency-numbers";
import { daySights } from "../../lib/city/days";
import { searchMeta } from "../../lib/search-ranking";
import { Days } from "./days";
import { Sights } from "./sights";
import { StayAreas } from "./stay";
import { Transport } from "./transport";

export interface SectionProps {
  city: City;
  emergency: EmergencyNumbers;
}

interface CitySection {
  id: string;
  /** Its name in the "On this page" bar. */
  label: string;
  kicker: string;
  heading: (city: City) => string;
  /** A heading the same on every city guide stays out of search. */
  generic?: boolean;
  /** Search metadata the section carries. */
  meta?: (city: City) => Record<string, string>;
  /** Whether the guide has this section (all have it when absent). */
  shown?: (city: City) => boolean;
  Body: (props: SectionProps) => React.ReactNode;
}

const counted = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"];

function BestTime({ city }: SectionProps) {
  return (
    <>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-trust-soft px-4 py-2 text-[0.95rem] font-semibold text-trust-deep">
        <Icon name="calendar-days" className="size-4" /> Best months: {city.bestMonth}
      </p>
      {city.peakSeason.map((p, i) => (
        <p key={i} className="mt-4">
          <Prose value={p} />
        </p>
      ))}
    </>
  );
}

function Food({ city }: SectionProps) {
  return (
    <>
      <Prose as="p" className="mt-4" value={city.whatToEat.intro} />
      <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
        {city.whatToEat.dishes.map((d) => (
          <li key={d.name} className="p-5">
            <h3 className="text-lg">
              <NameZh name={d.name} zh={d.nameZh} pinyin={d.pinyin} />
            </h3>
            <Prose as="p" className="mt-1.5 text-[0.97rem]" value={d.description} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Safety({ city }: SectionProps) {
  return (
    <>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-trust-soft px-4 py-2 text-[0.95rem] font-semibold text-trust-deep">
        <Icon name="shield-check" className="size-4" /> {city.safetyRating}
      </p>
      <Prose as="p" className="mt-4" value={city.safetyTips.overall} />
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-trust">
        {city.safetyTips.tips.map((t, i) => (
          <li key={i} className="pl-1">
            <Prose value={t} />
          </li>
        ))}
      </ul>
      <p data-pagefind-ignore className="mt-4 text-sm text-ink-muted">
        Safety ratings are our editorial judgment from official advice and traveler reports, not an official statistic.
      </p>
    </>
  );
}

export const citySections: readonly CitySection[] = [
  {
    id: "best-time",
    label: "Best time",
    kicker: "Peak season",
    heading: (c) => `Best time to visit ${c.cityName}`,
    Body: BestTime,
  },
  {
    id: "attractions",
    label: "Attractions",
    kicker: "Top attractions",
    heading: (c) => `${counted[c.topAttractions.length] ?? c.topAttractions.length} places not to miss`,
    generic: true,
    meta: (c) => searchMeta("places", c.topAttractions.map((a) => a.name).join(", ")),
    Body: Sights,
  },
  {
    id: "days",
    label: "1-3 days",
    kicker: "Days in the city",
    heading: (c) => `One, two or three days in ${c.cityName}`,
    shown: (c) => daySights(c.topAttractions) !== undefined,
    Body: Days,
  },
  {
    id: "transport",
    label: "Transport",
    kicker: "Getting around",
    heading: (c) => `Getting to and around ${c.cityName}`,
    Body: Transport,
  },
  {
    id: "accommodation",
    label: "Where to stay",
    kicker: "Where to stay",
    heading: (c) => `Best areas to stay in ${c.cityName}`,
    Body: StayAreas,
  },
  { id: "food", label: "Food", kicker: "What to eat", heading: (c) => `What to eat in ${c.cityName}`, Body: Food },
  {
    id: "safety",
    label: "Safety",
    kicker: "Safety and tips",
    heading: (c) => `Staying safe in ${c.cityName}`,
    Body: Safety,
  },
];

/** The sections a city's guide has, in order. */
export const sectionsOf = (city: City) => citySections.filter((s) => s.shown?.(city) ?? true);

/** One section: its kicker and heading, then its body. */
export function CitySectionView({ section, first, ...props }: SectionProps & { section: CitySection; first: boolean }) {
  const { id, kicker, heading, generic, meta, Body } = section;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      {...meta?.(props.city)}
      className={first ? "scroll-mt-32" : "mt-16 scroll-mt-32"}
    >
      <p data-pagefind-ignore className="text-xs font-semibold uppercase tracking-[0.16em] text-trust">
        {kicker}
      </p>
      <h2 id={`${id}-h`} data-pagefind-ignore={generic || undefined} className="mt-2 text-3xl leading-tight">
        {heading(props.city)}
      </h2>
      <Body {...props} />
    </section>
  );
}
