import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ChecklistReference } from "../../components/tools/checklist-reference";
import { Island } from "../../components/tools/island";
import { ToolPage } from "../../components/tools/tool-page";
import { TripChecklist } from "../../components/tools/trip-checklist";
import { planDays } from "../../lib/content/itineraries";
import { mapCityOf } from "../../lib/maps/driver-cards";
import { checklistPlan } from "../../lib/content/plan-tasks";
import { landingPort, planPlaces } from "../../lib/content/plan-entry";
import { facts } from "../../lib/content/facts";
import { HOLIDAYS_TOPIC, holidayPeriods } from "../../lib/holidays";
import { places } from "../../lib/tools/countries";
import { OTHER_REGIONS } from "../../lib/tools/country-codes";
import { checkerRules } from "../../lib/tools/entry-rules-props";
import type { PageHandle } from "../../lib/page-scripts";
import { pagePath } from "../../lib/page-path";
import { registry } from "../../lib/registry";
import { absoluteUrl } from "../../lib/seo";
import { toolPageData } from "../../lib/tools/tool-page";

/** Only the checklist's island hydrates; the rest of the page is plain HTML. The driver-card
 * script opens the reader's own hotel cards full screen. */
export const handle: PageHandle = { island: "tripChecklist", scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const checklist = registry().datasets["trip-checklist"];
  if (!checklist) throw new Error("app/content/data/trip-checklist.yaml is missing: the checklist has no tasks.");
  const cities = registry()
    .pages.flatMap((p) =>
      p.type === "city"
        ? [{ slug: p.record.slug, name: p.record.cityName, nameZh: mapCityOf(p.record), path: p.path }]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const { pages, datasets } = registry();
  const records = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
  const legs = datasets["train-legs"]?.data.legs ?? [];
  const rules = datasets["entry-rules"]!.data;
  const plans = pages.flatMap((p) => {
    if (p.type !== "itinerary") return [];
    const days = planDays(p.record, records, legs);
    const places = planPlaces(days, records, rules);
    return [
      checklistPlan({ slug: p.record.slug, title: p.record.title, path: p.path }, days, {
        places,
        port: landingPort(places, rules),
      }),
    ];
  });
  return {
    page: toolPageData(pagePath(request)),
    checklist: checklist.data,
    cities,
    plans,
    entryRules: checkerRules(rules),
    passports: places().filter((c) => !OTHER_REGIONS.includes(c.code)),
    periods: holidayPeriods([...facts().values()].filter((f) => f.topic === HOLIDAYS_TOPIC)),
    origin: new URL(absoluteUrl("/")).origin,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.page.head ?? [];

export default function TripChecklistPage() {
  const { page, checklist, cities, plans, entryRules, passports, periods, origin } = useLoaderData<typeof loader>();
  return (
    <ToolPage
      page={page}
      tool={
        <Island
          name="tripChecklist"
          component={TripChecklist}
          props={{
            tasks: checklist.tasks,
            tibetCities: checklist.tibetCities,
            cities,
            plans,
            entryRules,
            passports,
            periods,
            sourceIds: checklist.sources.map((s) => s.id),
            origin,
            reviewed: checklist.reviewed,
          }}
        />
      }
      reference={<ChecklistReference checklist={checklist} cities={cities} />}
    />
  );
}
