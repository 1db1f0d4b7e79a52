import { pageData } from "../lib/page-data";
import { EDITION_YEAR, GUIDE } from "../lib/product";
import { formatDate } from "../lib/dates";
import { Icon } from "../components/icon";
import type { IconName } from "../components/icon-names";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AddressCard } from "../components/address-card";
import { NameZh } from "../components/name-zh";
import { Breadcrumbs } from "../components/breadcrumbs";
import { BuyButton } from "../components/buy-button";
import { CityEmblem } from "../components/city-emblem";
import { RelatedGuides } from "../components/content/related-guides";
import { Prose, type ProseHtml } from "../components/prose";
import { Badge, Chip } from "../components/ui";
import type { City } from "../content/schemas/city";
import {
  emergencyNumbers,
  FOREIGNERS_HOTLINE,
  type EmergencyNumbers as EmergencyNumbersData,
} from "../lib/emergency-numbers";
import { getPage, registry } from "../lib/registry";
import { cityPath } from "../lib/paths";
import { cityHeading } from "../lib/titles";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { ExternalLink } from "../components/external-link";
import { areaCard } from "../lib/maps/driver-cards";
import { OfflineSave } from "../components/offline-save";
import { articleOffer, formatUsd } from "../lib/pricing";
import { relatedEntries, widgetKeywords } from "../lib/related";
import type { PageHandle } from "../lib/page-scripts";
import { searchMeta, weight } from "../lib/search-ranking";

/** "Tiananmen East (天安门东), Line 1, Exit B": a sight's nearest station as a line of its facts. */
const metroLine = (m: NonNullable<City["topAttractions"][number]["metro"]>) =>
  `${m.station} (${m.stationZh}), ${m.lines}${m.exit ? `, ${m.exit}` : ""}`;

const cityAnchors = [
  { id: "best-time", label: "Best time" },
  { id: "attractions", label: "Attractions" },
  { id: "transport", label: "Transport" },
  { id: "accommodation", label: "Where to stay" },
  { id: "food", label: "Food" },
  { id: "safety", label: "Safety" },
] as const;

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "city");
  const city = page.record;
  const otherCities = city.relatedCities
    .map((slug) => getPage(cityPath(slug), "city"))
    .map((p) => ({
      path: p.path,
      name: p.record.cityName,
      nameZh: p.record.nameZh,
      province: p.record.province,
      bestMonth: p.record.bestMonth,
    }));
  const { catalogue, datasets } = registry();
  return {
    city,
    slug: city.slug,
    ...rest,
    emergency: emergencyNumbers(datasets),
    otherCities,
    related: relatedEntries(
      catalogue.filter((e) => e.category !== "city"),
      { keywords: widgetKeywords(page.keywords), currentPath: page.path, max: 4 },
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

type Hub = NonNullable<City["gettingAround"]["hubs"]>[number];

/**
 * The stations and airports where a first taxi ride starts: each a driver card folded under its
 * names, so a phone shows a short list and one tap opens a card; printed, every card is open.
 */
function HubCards({ hubs, cityZh }: { hubs: readonly Hub[]; cityZh: string }) {
  return (
    <div data-hub-cards className="mt-5">
      <h4 data-pagefind-ignore className="text-base font-semibold">
        Stations and airports: show the driver
      </h4>
      <ul className="mt-2 grid gap-2 lg:grid-cols-2 print:grid-cols-2">
        {hubs.map((h) => (
          <li key={h.nameZh}>
            <AddressCard
              name={h.name}
              placeZh={h.nameZh}
              zh={h.addressZh}
              cityZh={h.cityZh ?? cityZh}
              pinyin={h.pinyin}
              note={h.note}
              summary={
                <span className="flex items-center gap-2.5">
                  <Icon name={h.kind === "airport" ? "plane" : "train"} className="size-4 shrink-0 text-sky" />
                  <span className="min-w-0 leading-snug">
                    <span className="block font-semibold text-ink">{h.name}</span>
                    <span lang="zh-Hans" className="zh-words block text-ink-muted">
                      {h.nameZh}
                    </span>
                  </span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The emergency numbers, from the facts collection: a tap calls on a phone; printed on the arrival sheet. */
function EmergencyNumbers({ emergency }: { emergency: EmergencyNumbersData }) {
  // The hotline, not for emergencies, gets a row of its own below the four.
  const hotline = emergency.numbers.find((n) => n.fact === FOREIGNERS_HOTLINE);
  const rest = emergency.numbers.filter((n) => n !== hotline);
  return (
    <div data-emergency className="mt-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h4 data-pagefind-ignore className="flex items-center gap-2 text-base font-semibold">
        <Icon name="life-buoy" className="size-4 text-buy" /> Emergency numbers in China
      </h4>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rest.map((n) => (
          <li key={n.fact}>
            <a
              href={`tel:${n.number}`}
              className="flex min-h-11 items-baseline gap-2 rounded-xl bg-paper-deep/60 px-3 py-2 no-underline"
            >
              <span className="text-xl font-bold text-ink tabular-nums">{n.number}</span>
              <span className="text-sm text-ink-soft">{n.name}</span>
            </a>
          </li>
        ))}
        {hotline && (
          <li className="col-span-2 sm:col-span-4">
            <a
              href={`tel:${hotline.number}`}
              className="flex min-h-11 items-baseline gap-2 rounded-xl bg-paper-deep/60 px-3 py-2 no-underline"
            >
              <span className="text-xl font-bold text-ink tabular-nums">{hotline.number}</span>
              <span className="text-sm text-ink-soft">
                {hotline.name}. {hotline.when}.
              </span>
            </a>
          </li>
        )}
      </ul>
      <p data-pagefind-ignore className="mt-3 text-xs leading-relaxed text-ink-muted">
        Checked {formatDate(emergency.checked)}. Sources:{" "}
        {emergency.sources.map((s, i) => (
          <span key={s.url}>
            {i > 0 && "; "}
            <ExternalLink href={s.url} className="underline">
              {s.publisher}
            </ExternalLink>
          </span>
        ))}
        .
      </p>
    </div>
  );
}

/** An area's driver card, folded under the place the driver heads for (its landmark, or its name). */
function AreaCard({ area, cityZh }: { area: City["whereToStay"]["areas"][number]; cityZh: string }) {
  const card = areaCard(area);
  if (!card) return null;
  return (
    <div className="mt-4">
      <AddressCard
        name={area.name}
        placeZh={card.placeZh}
        zh={area.addressZh}
        cityZh={cityZh}
        pinyin={card.pinyin}
        summary={
          <span className="flex items-center gap-2.5">
            <Icon name="car" className="size-4 shrink-0 text-buy" />
            <span lang="zh-Hans" className="font-semibold text-ink">
              {card.placeZh}
            </span>
          </span>
        }
      />
    </div>
  );
}

const counted = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
const placesHeading = (n: number) => `${counted[n] ?? n} places not to miss`;

function QuickFacts({ city, placement }: { city: City; placement: string }) {
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "calendar-days", label: "Best time", value: city.quickFacts.bestTime },
    { icon: "languages", label: "Language", value: city.quickFacts.language },
    { icon: "coins", label: "Currency", value: city.quickFacts.currency },
    { icon: "timer", label: "Time zone", value: city.quickFacts.timezone },
  ];
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <h2 className="font-serif text-xl">{city.cityName} quick facts</h2>
      <dl className="mt-4 space-y-3.5">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.08em] text-ink-muted">
              <Icon name={f.icon} className="size-4 shrink-0 text-trust" />
              {f.label}
            </dt>
            <dd className="mt-0.5 pl-6 text-[0.97rem] text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div data-pagefind-ignore className="mt-6 border-t border-line pt-5">
        <p className="text-sm text-ink-soft">
          This guide plus {GUIDE.cityGuides} more cities, offline, in the complete guide:{" "}
          <span className="font-semibold text-ink">{formatUsd(articleOffer.price)}</span>{" "}
          <span className="text-ink-muted line-through">{formatUsd(articleOffer.regular)}</span>
        </p>
        <BuyButton placement={placement} label="get" className="mt-4 w-full" />
      </div>
    </div>
  );
}

/** A section's kicker and heading; a `generic` heading, the same on every city guide, stays out of search. */
function SectionTitle({
  id,
  children,
  kicker,
  generic,
}: {
  id: string;
  children: React.ReactNode;
  kicker: string;
  generic?: boolean;
}) {
  return (
    <>
      <p data-pagefind-ignore className="text-xs font-semibold uppercase tracking-[0.16em] text-trust">
        {kicker}
      </p>
      <h2 id={`${id}-h`} data-pagefind-ignore={generic || undefined} className="mt-2 text-3xl leading-tight">
        {children}
      </h2>
    </>
  );
}

export default function CityGuide() {
  const { city, slug, breadcrumbs, otherCities, related, reviewed, changes, ending, sources, emergency } =
    useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <header
        {...searchMeta("city", city.cityName)}
        className="border-b border-line bg-gradient-to-b from-paper to-paper-deep/70"
      >
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6">
          <Breadcrumbs items={breadcrumbs} />
          <div className="mt-8 grid items-center gap-10 md:grid-cols-[1fr_auto]">
            <div>
              <span data-pagefind-ignore>
                <Badge tone="trust">City guide · {EDITION_YEAR} edition</Badge>
              </span>
              <h1 {...weight("title")} className="mt-4 text-[2.3rem] leading-[1.08] tracking-[-0.015em] sm:text-5xl">
                {cityHeading(city.cityName)}
              </h1>
              <Prose as="p" className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft" value={city.intro} />
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="At a glance">
                <li>
                  <Chip label="Province" value={city.province} />
                </li>
                <li>
                  <Chip label="Population" value={city.population} />
                </li>
                <li>
                  <Chip label="Climate" value={city.climate} />
                </li>
                <li>
                  <Chip
                    label="Safety"
                    value={city.safetyRating}
                    icon={<Icon name="shield-check" className="size-4 text-trust" />}
                  />
                </li>
              </ul>
              <p className="mt-5 text-sm text-ink-muted">
                <LastChecked reviewed={reviewed} />
              </p>
              <PageUpdates ending={ending} changes={changes} />
              <OfflineSave />
            </div>
            <CityEmblem city={city} className="mx-auto h-auto w-56 md:w-72" />
          </div>
        </div>
      </header>

      <nav aria-label="On this page" className="sticky top-16 z-20 border-b border-line bg-paper/95 backdrop-blur">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
          {cityAnchors.map((a) => (
            <li key={a.id} className="shrink-0">
              <a
                href={`#${a.id}`}
                className="inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-medium text-ink-soft hover:bg-ink/5 hover:text-ink"
              >
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="prose-guide min-w-0">
          <div className="mb-12 lg:hidden">
            <QuickFacts city={city} placement={`city_guide_sidebar_${slug}`} />
          </div>

          <section id="best-time" aria-labelledby="best-time-h" className="scroll-mt-32">
            <SectionTitle id="best-time" kicker="Peak season">
              Best time to visit {city.cityName}
            </SectionTitle>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-trust-soft px-4 py-2 text-[0.95rem] font-semibold text-trust-deep">
              <Icon name="calendar-days" className="size-4" /> Best months: {city.bestMonth}
            </p>
            {city.peakSeason.map((p, i) => (
              <p key={i} className="mt-4">
                <Prose value={p} />
              </p>
            ))}
          </section>

          <section
            id="attractions"
            aria-labelledby="attractions-h"
            {...searchMeta("places", city.topAttractions.map((a) => a.name).join(", "))}
            className="mt-16 scroll-mt-32"
          >
            <SectionTitle id="attractions" kicker="Top attractions" generic>
              {placesHeading(city.topAttractions.length)}
            </SectionTitle>
            <ol className="mt-6 space-y-5">
              {city.topAttractions.map((a, i) => (
                <li key={a.name} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
                  <h3 {...weight("place")} className="flex items-baseline gap-3 text-xl">
                    <span data-pagefind-ignore className="font-serif text-2xl text-buy" aria-hidden="true">
                      {i + 1}
                    </span>
                    <NameZh name={a.name} zh={a.nameZh} pinyin={a.pinyin} />
                  </h3>
                  <Prose as="p" className="mt-3" value={a.description} />
                  <dl className="mt-4 grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-2">
                    {(
                      [
                        ["Hours", a.hours],
                        ["Closed", a.closed],
                        ["Tickets", a.price],
                        ["Booking", a.booking],
                        ["Nearest metro", a.metro && metroLine(a.metro)],
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
                    ))}
                  </dl>
                  {a.addressZh && (
                    <AddressCard
                      name={a.name}
                      placeZh={a.nameZh}
                      dropOffZh={a.dropOffZh}
                      cityZh={city.nameZh}
                      zh={a.addressZh}
                      pinyin={a.pinyin}
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
              ))}
            </ol>
          </section>

          <section id="transport" aria-labelledby="transport-h" className="mt-16 scroll-mt-32">
            <SectionTitle id="transport" kicker="Getting around">
              Getting to and around {city.cityName}
            </SectionTitle>
            <div className="mt-6 space-y-5">
              {(
                [
                  { icon: "plane", title: "Arriving", text: city.gettingAround.arrival },
                  { icon: "train", title: "Metro and public transport", text: city.gettingAround.metro },
                  { icon: "car", title: "Taxis and ride-hailing", text: city.gettingAround.taxi },
                ] satisfies { icon: IconName; title: string; text: ProseHtml }[]
              ).map((t) => (
                // On a phone the icon sits beside the heading and the text takes the full width.
                <div key={t.title} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:gap-x-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-soft text-sky">
                    <Icon name={t.icon} className="size-5" />
                  </span>
                  <h3 data-pagefind-ignore className="text-lg">
                    {t.title}
                  </h3>
                  <Prose as="p" className="col-span-2 mt-2 sm:col-span-1 sm:col-start-2 sm:mt-1" value={t.text} />
                  {t.title === "Arriving" && (
                    <div className="col-span-2 sm:col-span-1 sm:col-start-2">
                      {city.gettingAround.hubs && <HubCards hubs={city.gettingAround.hubs} cityZh={city.nameZh} />}
                      <EmergencyNumbers emergency={emergency} />
                    </div>
                  )}
                </div>
              ))}
            </div>
            <h3 data-pagefind-ignore className="mt-8 flex items-center gap-2 text-lg">
              <Icon name="bus" className="size-5 text-trust" /> Transport tips
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-trust">
              {city.gettingAround.tips.map((t, i) => (
                <li key={i} className="pl-1">
                  <Prose value={t} />
                </li>
              ))}
            </ul>
          </section>

          <section id="accommodation" aria-labelledby="accommodation-h" className="mt-16 scroll-mt-32">
            <SectionTitle id="accommodation" kicker="Where to stay">
              Best areas to stay in {city.cityName}
            </SectionTitle>
            <Prose as="p" className="mt-4" value={city.whereToStay.intro} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {city.whereToStay.areas.map((a) => (
                <li key={a.name} className="rounded-2xl border border-line bg-white p-5">
                  <h3 className="flex items-start gap-2 text-lg leading-snug">
                    <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-buy" />
                    <NameZh name={a.name} zh={a.nameZh} pinyin={a.pinyin} />
                  </h3>
                  <span data-pagefind-ignore>
                    {a.foreignerFriendly ? (
                      <Badge tone="trust" className="mt-2">
                        Foreigner Friendly
                      </Badge>
                    ) : (
                      <Badge tone="neutral" className="mt-2">
                        Check foreigner registration
                      </Badge>
                    )}
                  </span>
                  <Prose as="p" className="mt-3 text-[0.97rem]" value={a.description} />
                  <AreaCard area={a} cityZh={city.nameZh} />
                </li>
              ))}
            </ul>
          </section>

          <section id="food" aria-labelledby="food-h" className="mt-16 scroll-mt-32">
            <SectionTitle id="food" kicker="What to eat">
              What to eat in {city.cityName}
            </SectionTitle>
            <Prose as="p" className="mt-4" value={city.whatToEat.intro} />
            <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
              {city.whatToEat.dishes.map((d) => (
                <li key={d.name} className="p-5">
                  <h3 className="flex flex-wrap items-baseline gap-x-3 text-lg">
                    {d.name}{" "}
                    <span lang="zh-Hans" className="font-normal text-ink-muted">
                      {d.nameZh}
                    </span>
                    <span className="text-base font-normal text-ink-muted italic">{d.pinyin}</span>
                  </h3>
                  <Prose as="p" className="mt-1.5 text-[0.97rem]" value={d.description} />
                </li>
              ))}
            </ul>
          </section>

          <section id="safety" aria-labelledby="safety-h" className="mt-16 scroll-mt-32">
            <SectionTitle id="safety" kicker="Safety and tips">
              Staying safe in {city.cityName}
            </SectionTitle>
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
              Safety ratings are our editorial judgment from official advice and traveler reports, not an official
              statistic.
            </p>
          </section>

          <section
            aria-labelledby="city-cta-h"
            data-pagefind-ignore
            className="mt-16 rounded-[var(--radius-card)] bg-trust-deep p-7 text-white sm:p-9"
          >
            <h2 id="city-cta-h" className="text-2xl text-white sm:text-3xl">
              Take {city.cityName} and {GUIDE.cityGuides} more cities offline
            </h2>
            <p className="mt-3 text-white/85">
              The complete guide adds day-by-day routes, payment and transport set-up, and fixes for the{" "}
              {GUIDE.problemSolutions} problems first-timers hit most.
            </p>
            <BuyButton placement={`city_guide_bottom_${slug}`} label="getComplete" size="lg" className="mt-6" />
          </section>

          <section aria-labelledby="other-cities-h" data-pagefind-ignore className="mt-16">
            <h2 id="other-cities-h" className="text-2xl sm:text-3xl">
              Other Cities You Might Want to Visit
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {otherCities.map((c) => (
                <li key={c.path}>
                  <Link
                    to={c.path}
                    className="card-link group flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-4 hover:shadow-[var(--shadow-card)]"
                  >
                    <span
                      lang="zh-Hans"
                      aria-hidden="true"
                      className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-paper-deep px-1 text-center font-[family-name:var(--font-cjk)] text-base leading-tight font-bold break-all text-trust-deep"
                    >
                      {c.nameZh}
                    </span>
                    <span className="min-w-0">
                      <span className="card-title block font-serif text-lg font-semibold text-ink group-hover:text-trust">
                        {c.name}
                      </span>
                      <span className="block text-sm text-ink-muted">{c.province}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <RelatedGuides entries={related} heading={`Plan your ${city.cityName} trip`} />

          <SourcesList sources={sources} />
        </div>

        {/* The same quick facts as above the guide on a phone: indexed once. */}
        <aside data-pagefind-ignore className="hidden lg:block" aria-label={`${city.cityName} quick facts`}>
          <div className="sticky top-32">
            <QuickFacts city={city} placement={`city_guide_sidebar_${slug}`} />
          </div>
        </aside>
      </div>
    </main>
  );
}
