import { HeaderBand, PageStatus } from "../content/page-frame";
import { CityEmblem } from "../city-emblem";
import { Icon } from "../icon";
import { Prose } from "../prose";
import { Badge, Chip } from "../ui";
import type { City } from "../../content/schemas/city";
import type { PageRecord } from "../../lib/page-data";
import { EDITION_YEAR } from "../../lib/product";
import { searchMeta, weight } from "../../lib/search-ranking";
import { cityHeading } from "../../lib/titles";

type HeroProps = { city: City } & Pick<PageRecord, "breadcrumbs" | "reviewed" | "changes" | "ending">;

/** Province, population, climate and safety as chips. */
function AtAGlance({ city }: { city: City }) {
  return (
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
  );
}

/** The city's name, introduction, chips, dates and the offline button, beside its emblem. */
export function CityHero({ city, breadcrumbs, reviewed, changes, ending }: HeroProps) {
  return (
    <HeaderBand
      breadcrumbs={breadcrumbs}
      width="max-w-6xl px-4 pt-8 pb-12 sm:px-6"
      meta={searchMeta("city", city.cityName)}
    >
      <div className="mt-8 grid items-center gap-10 md:grid-cols-[1fr_auto]">
        {/* A grid column is as wide as its longest line unless its box may shrink (min-w-0): the one-line
            "Changed …" under the dates would otherwise widen the page past the screen. */}
        <div className="min-w-0">
          <span data-pagefind-ignore>
            <Badge tone="trust">City guide · {EDITION_YEAR} edition</Badge>
          </span>
          <h1 {...weight("title")} className="mt-4 text-[2.3rem] leading-[1.08] tracking-[-0.015em] sm:text-5xl">
            {cityHeading(city.cityName)}
          </h1>
          <Prose as="p" className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft" value={city.intro} />
          <AtAGlance city={city} />
          <PageStatus reviewed={reviewed} changes={changes} ending={ending} />
        </div>
        <CityEmblem city={city} className="mx-auto h-auto w-56 md:w-72" />
      </div>
    </HeaderBand>
  );
}
