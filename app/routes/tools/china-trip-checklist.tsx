import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ChecklistReference } from "../../components/tools/checklist-reference";
import { Island } from "../../components/tools/island";
import { ToolPage } from "../../components/tools/tool-page";
import { TripChecklist } from "../../components/tools/trip-checklist";
import { planDays } from "../../lib/content/itineraries";
import { mapCityOf } from "../../lib/maps/driver-cards";
import { checklistPlan } from "../../lib/content/plan-tasks";
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
  const plans = pages.flatMap((p) =>
    p.type === "itinerary"
      ? [checklistPlan({ slug: p.record.slug, title: p.record.title, path: p.path }, planDays(p.record, records, legs))]
      : [],
  );
  return {
    page: toolPageData(pagePath(request)),
    checklist: checklist.data,
    cities,
    plans,
    origin: new URL(absoluteUrl("/")).origin,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.page.head ?? [];

export default function TripChecklistPage() {
  const { page, checklist, cities, plans, origin } = useLoaderData<typeof loader>();
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
