import { AddressCard } from "../address-card";
import { Icon } from "../icon";
import { NameZh } from "../name-zh";
import { Prose } from "../prose";
import type { City, SightRank } from "../../content/schemas/city";
import { sightCard, sightMap } from "../../lib/maps/driver-cards";
import { weight } from "../../lib/search-ranking";
import { SIGHT_ANCHOR_PREFIX } from "../../lib/search-correction";

type Sight = City["topAttractions"][number];

/** "Tiananmen East (天安门东), Line 1, Exit B": a sight's nearest station as a line of its facts. */
const metroLine = (m: NonNullable<Sight["metro"]>) =>
  `${m.station} (${m.stationZh}), ${m.lines}${m.exit ? `, ${m.exit}` : ""}`;

/** "2-3 hours", "1 hour": a sight's time to allow. */
export const allowWords = (h: number | readonly [number, number]) =>
  typeof h === "number" ? `${h} hour${h === 1 ? "" : "s"}` : `${h[0]}-${h[1]} hours`;

/** How each rank reads on the page. */
const rankWords: Record<SightRank, string> = {
  "must-see": "Must see",
  "worth-it": "Worth it",
  "if-you-have-time": "If you have time",
};

/** The anchor of a sight on its city guide: what search, plans and the trip tool link to. */
export const sightAnchor = (id: string) => `${SIGHT_ANCHOR_PREFIX}${id}`;

/** Hours, tickets, booking and the nearest metro, as the facts a reader checks before going. */
function SightFacts({ sight }: { sight: Sight }) {
  const rows = (
    [
      ["Hours", sight.hours],
      ["Allow", sight.allowHours !== undefined && allowWords(sight.allowHours)],
      ["Closed", sight.closed],
      ["Tickets", sight.price],
      ["Booking", sight.booking],
      ["Nearest metro", sight.metro && metroLine(sight.metro)],
    ].filter(([, v]) => v) as [string, string][]
  ).map(([label, value]) => (
    <div
      key={label}
      // A station's name is not what the sight is about: "west lake" must not find Huashan West Road.
      data-pagefind-ignore={label === "Nearest metro" || undefined}
      className={label === "Booking" || label === "Nearest metro" ? "sm:col-span-2" : ""}
    >
      <dt className="inline font-semibold text-ink">{label}: </dt>
      <dd className="inline text-ink-soft">{value}</dd>
    </div>
  ));
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-2">
      {rows}
      {sight.noMetro && (
        // No station near: how to get there instead (stops and piers, like stations, stay out of search).
        <div data-pagefind-ignore data-no-metro className="sm:col-span-2">
          <dt className="inline font-semibold text-ink">Getting there: </dt>
          <Prose as="dd" className="inline text-ink-soft" value={sight.noMetro} />
        </div>
      )}
    </dl>
  );
}

/** One numbered sight: its names, what it is, its facts, its driver card and a tip. */
function SightCard({ sight: a, number, city }: { sight: Sight; number: number; city: City }) {
  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-white p-6">
      <h3 id={sightAnchor(a.id)} {...weight("place")} className="flex scroll-mt-24 items-baseline gap-3 text-xl">
        <span data-pagefind-ignore className="font-serif text-2xl text-buy" aria-hidden="true">
          {number}
        </span>
        <NameZh name={a.name} zh={a.nameZh} pinyin={a.pinyin} />
      </h3>
      {a.rank && (
        <p data-sight-rank={a.rank} className="mt-2 text-[0.95rem] text-ink-soft">
          <strong className="font-semibold text-trust">{rankWords[a.rank]}</strong>
          {a.why && <>: {a.why}</>}
        </p>
      )}
      <Prose as="p" className="mt-3" value={a.description} />
      <SightFacts sight={a} />
      {a.addressZh && (
        <AddressCard
          name={a.name}
          {...sightCard(a)}
          dropOffZh={a.dropOffZh}
          map={sightMap(a, city)}
          zh={a.addressZh}
          postalZh={a.postalAddressZh}
          note={a.addressNote}
        />
      )}
      <p className="mt-4 flex gap-2.5 rounded-xl bg-gold-soft/70 p-4 text-[0.97rem]">
        <Icon name="lightbulb" className="mt-1 size-4 shrink-0 text-gold" />
        <span>
          <strong>Pro tip: </strong>
          <Prose value={a.tip} />
        </span>
      </p>
    </li>
  );
}

export function Sights({ city }: { city: City }) {
  return (
    <ol className="mt-6 space-y-5">
      {city.topAttractions.map((a, i) => (
        <SightCard key={a.name} sight={a} number={i + 1} city={city} />
      ))}
    </ol>
  );
}
