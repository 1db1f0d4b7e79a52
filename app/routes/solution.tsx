import { pageData } from "../lib/page-data";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { OfferCard } from "../components/content/offer-card";
import { EndDates } from "../components/content/end-dates";
import { SourcesList } from "../components/content/page-facts";
import { SolutionHeader } from "../components/solution/solution-header";
import {
  Background,
  OnThisPage,
  QuickSolution,
  SolutionEnd,
  Troubleshooting,
} from "../components/solution/solution-parts";
import { Steps } from "../components/solution/steps";
import type { PageHandle } from "../lib/page-scripts";

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "solution");
  return { solution: page.record, ...rest };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function SolutionPage() {
  const { solution: s, sources, ending, ...record } = useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <article className="prose-guide min-w-0">
          <SolutionHeader solution={s} {...record} />
          <QuickSolution solution={s} />
          <EndDates facts={ending} className="mt-6" />
          <OnThisPage />
          <Background solution={s} />
          <Steps steps={s.stepByStep} />
          <Troubleshooting solution={s} />
          <SolutionEnd solution={s} />
          <SourcesList sources={sources} />
        </article>

        <aside data-pagefind-ignore className="hidden lg:block" aria-label="Get the complete guide">
          <div className="sticky top-24">
            <OfferCard placement={`problem_solution_sticky_${s.slug}`} title="Get Complete Guide" />
          </div>
        </aside>
      </div>
    </main>
  );
}
