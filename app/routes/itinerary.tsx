import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SourcesList } from "../components/content/page-facts";
import { HeaderBand, PageStatus } from "../components/content/page-frame";
import { PlanDayCard } from "../components/itinerary/plan-day";
import { RoutePicture } from "../components/itinerary/route-picture";
import { Prose } from "../components/prose";
import { Badge } from "../components/ui";
import { BestTime } from "../components/itinerary/best-time";
import { PlanCostSection } from "../components/itinerary/plan-cost";
import { PlanEntrySection } from "../components/itinerary/plan-entry";
import { planDays, planDeadlines, planPicture } from "../lib/content/itineraries";
import { tripDaysOf } from "../lib/content/plan-tasks";
import { planCost } from "../lib/content/plan-cost";
import { planPlaces } from "../lib/content/plan-entry";
import { facts } from "../lib/content/facts";
import { today } from "../lib/content/freshness";
import { HOLIDAYS_TOPIC, holidayPeriods, periodsInMonths } from "../lib/holidays";
import { closingNotes } from "../lib/tools/trip-days";
import { planEntry } from "../lib/tools/trip-entry";
import { pageData } from "../lib/page-data";
import { cityPath, toolPath } from "../lib/paths";
import { getPage, registry } from "../lib/registry";
import { pagePath } from "../lib/page-path";
import { searchMeta, weight } from "../lib/search-ranking";
import { touristTrip } from "../lib/structured-data";

export function loader({ request }: LoaderFunctionArgs) {
  const { pages, datasets } = registry();
  const cities = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
  const plan = getPage(pagePath(request), "itinerary");
  const legs = datasets["train-legs"]?.data.legs ?? [];
  const days = planDays(plan.record, cities, legs);
  const rules = datasets["entry-rules"]!.data;
  const periods = holidayPeriods([...facts().values()].filter((f) => f.topic === HOLIDAYS_TOPIC));
  // The holidays still ahead on the day the page is built, in the plan's best months.
  const ahead = periodsInMonths(plan.record.bestMonths, periods)
    .map((y) => ({ ...y, periods: y.periods.filter((p) => p.end >= today()) }))
    .filter((y) => y.periods.length > 0);
  const stops = [...new Map(days.map((d) => [d.city.slug, d.city])).values()];
  const trip = touristTrip({
    name: plan.record.title,
    description: plan.description,
    path: plan.path,
    stops: stops.map((c) => ({ name: c.name, path: cityPath(c.slug) })),
  });
  const { page, ...rest } = pageData(request, "itinerary", [trip]);
  return {
    plan: page.record,
    ...rest,
    days,
    deadlines: planDeadlines(days),
    closing: closingNotes(tripDaysOf(days)),
    entry: planEntry(rules, planPlaces(days, cities, rules), days.length, {
      bestMonths: plan.record.bestMonths,
      today: today(),
    }),
    holidays: ahead,
    cost: planCost(days, legs),
    ...planPicture(days),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

function Deadlines({
  deadlines,
  slug,
}: {
  deadlines: ReturnType<typeof useLoaderData<typeof loader>>["deadlines"];
  slug: string;
}) {
  const dated = deadlines.filter((d) => d.task);
  const undated = deadlines.filter((d) => !d.task);
  return (
    <section aria-labelledby="deadlines-h" className="mt-14">
      <h2 id="deadlines-h" data-pagefind-ignore className="text-3xl">
        What to book, and when
      </h2>
      <p className="mt-3 text-ink-soft">
        The{" "}
        <a href={`${toolPath("china-trip-checklist")}?plan=${slug}`} className="text-link">
          trip checklist
        </a>{" "}
        puts each of these on your own dates, with a calendar file: it opens with this plan chosen; add the day you
        land.
      </p>
      <ul className="mt-5 space-y-3">
        {dated.map((d) => (
          <Booking key={d.task} {...d} />
        ))}
      </ul>
      {undated.length > 0 && (
        <>
          <h3 className="mt-8 text-xl">Also booked, with no set window found</h3>
          <p className="mt-2 text-ink-soft">
            No source we found says how many days ahead these open, so the checklist cannot date them: book as soon as
            your dates are fixed, and check the sight&apos;s own channel.
          </p>
          <ul className="mt-4 space-y-3">
            {undated.map((d, i) => (
              <Booking key={i} {...d} task="" />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function ItineraryPage() {
  const { plan, days, deadlines, closing, entry, holidays, cost, diagram, caption, sources, ...record } =
    useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <HeaderBand breadcrumbs={record.breadcrumbs} width="max-w-4xl px-4 pt-8 pb-12 sm:px-6">
        <span data-pagefind-ignore>
          <Badge tone="trust" className="mt-8">
            Trip plan · {days.length} days
          </Badge>
        </span>
        <h1 {...weight("title")} {...searchMeta("topic")} className="mt-4 text-[2.1rem] leading-[1.1] sm:text-5xl">
          {plan.title}
        </h1>
        {plan.intro.map((p, i) => (
          <Prose key={i} as="p" className="mt-4 text-lg leading-relaxed text-ink-soft" value={p} />
        ))}
        <BestTime bestFor={plan.bestFor} years={holidays} />
        <PageStatus reviewed={record.reviewed} changes={record.changes} ending={record.ending} />
      </HeaderBand>
      <div className="prose-guide mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <RoutePicture diagram={diagram} caption={caption} />
        <section aria-labelledby="days-h" className="mt-14">
          <h2 id="days-h" data-pagefind-ignore className="text-3xl">
            Day by day
          </h2>
          <ol className="mt-6 space-y-5">
            {days.map((d) => (
              <PlanDayCard key={d.number} day={d} closing={closing.filter((n) => n.day === d.number)} />
            ))}
          </ol>
        </section>
        <PlanEntrySection entry={entry} />
        <Deadlines deadlines={deadlines} slug={plan.slug} />
        <PlanCostSection cost={cost} />
        <SourcesList sources={sources} />
      </div>
    </main>
  );
}

/** One booking of a plan's "what to book" list: its day, what to book and when (`task`: the checklist's key, or none). */
function Booking({ task, day, what, when }: { task?: string; day: number; what: string; when: string }) {
  return (
    <li data-deadline={task} className="rounded-xl border border-line bg-white px-4 py-3">
      <p className="font-semibold text-ink">
        Day {day}: {what}
      </p>
      <p className="text-[0.95rem] text-ink-soft">{when}</p>
    </li>
  );
}
