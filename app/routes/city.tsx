import { pageData } from "../lib/page-data";
import { GUIDE } from "../lib/product";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { DarkOffer } from "../components/content/page-frame";
import { RelatedGuides } from "../components/content/related-guides";
import { SourcesList } from "../components/content/page-facts";
import { CityHero } from "../components/city/city-hero";
import { OtherCities } from "../components/city/other-cities";
import { QuickFacts } from "../components/city/quick-facts";
import { CitySectionView, sectionsOf } from "../components/city/sections";
import type { City } from "../content/schemas/city";
import { emergencyNumbers } from "../lib/emergency-numbers";
import { getPage, registry } from "../lib/registry";
import { cityPath } from "../lib/paths";
import { relatedEntries, widgetKeywords } from "../lib/related";
import type { PageHandle } from "../lib/page-scripts";

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "city");
  const city = page.record;
  const otherCities = city.relatedCities
    .map((slug) => getPage(cityPath(slug), "city"))
    .map((p) => ({ path: p.path, name: p.record.cityName, nameZh: p.record.nameZh, province: p.record.province }));
  const { catalogue, datasets, pages } = registry();
  // The trip plans that spend a day here.
  const plans = pages.flatMap((p) =>
    p.type === "itinerary" && p.record.days.some((d) => d.city === city.slug) ? [{ path: p.path, name: p.name }] : [],
  );
  return {
    city,
    slug: city.slug,
    ...rest,
    emergency: emergencyNumbers(datasets),
    otherCities,
    plans,
    related: relatedEntries(
      catalogue.filter((e) => e.category !== "city"),
      { keywords: widgetKeywords(page.keywords), currentPath: page.path, max: 4 },
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

/** The sections' anchors, kept in view while reading. */
function OnThisPage({ city }: { city: City }) {
  return (
    <nav aria-label="On this page" className="sticky top-16 z-20 border-b border-line bg-paper/95 backdrop-blur">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {sectionsOf(city).map((a) => (
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
  );
}

/** The trip plans that include the city, each a link. */
function TripPlans({ cityName, plans }: { cityName: string; plans: { path: string; name: string }[] }) {
  if (!plans.length) return null;
  return (
    <section aria-labelledby="trip-plans-h" data-pagefind-ignore className="mt-16">
      <h2 id="trip-plans-h" className="text-2xl sm:text-3xl">
        Trip plans with {cityName}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-trust">
        {plans.map((p) => (
          <li key={p.path}>
            <Link to={p.path} className="font-medium text-trust underline underline-offset-4">
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The complete guide's offer at the end of the guide. */
function CityOffer({ cityName, slug }: { cityName: string; slug: string }) {
  return (
    <DarkOffer
      id="city-cta-h"
      tone="trust"
      placement={`city_guide_bottom_${slug}`}
      heading={
        <>
          Take {cityName} and {GUIDE.cityGuides} more cities offline
        </>
      }
    >
      The complete guide adds day-by-day routes, payment and transport set-up, and fixes for the{" "}
      {GUIDE.problemSolutions} problems first-timers hit most.
    </DarkOffer>
  );
}

export default function CityGuide() {
  const { city, slug, otherCities, plans, related, sources, emergency, ...record } = useLoaderData<typeof loader>();
  const quickFacts = <QuickFacts city={city} placement={`city_guide_sidebar_${slug}`} />;
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <CityHero city={city} {...record} />
      <OnThisPage city={city} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="prose-guide min-w-0">
          <div className="mb-12 lg:hidden">{quickFacts}</div>
          {sectionsOf(city).map((s, i) => (
            <CitySectionView key={s.id} section={s} first={i === 0} city={city} emergency={emergency} />
          ))}
          <CityOffer cityName={city.cityName} slug={slug} />
          <OtherCities cities={otherCities} />
          <TripPlans cityName={city.cityName} plans={plans} />
          <RelatedGuides entries={related} heading={`Plan your ${city.cityName} trip`} />
          <SourcesList sources={sources} />
        </div>

        {/* The same quick facts as above the guide on a phone: indexed once. */}
        <aside data-pagefind-ignore className="hidden lg:block" aria-label={`${city.cityName} quick facts`}>
          <div className="sticky top-32">{quickFacts}</div>
        </aside>
      </div>
    </main>
  );
}
