import { pageData } from "../lib/page-data";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SourcesList } from "../components/content/page-facts";
import { ComparisonHeader } from "../components/comparison/comparison-header";
import {
  ComparisonEnd,
  InDetail,
  PersonalVerdict,
  Verdict,
  WhenToChoose,
} from "../components/comparison/comparison-parts";

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "comparison");
  return { c: page.record, ...rest };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function ComparisonPage() {
  const { c, sources, ...record } = useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <ComparisonHeader c={c} {...record} />
      <div className="prose-guide mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Verdict c={c} />
        <InDetail c={c} />
        <WhenToChoose c={c} />
        <PersonalVerdict c={c} />
        <ComparisonEnd c={c} />
        <SourcesList sources={sources} />
      </div>
    </main>
  );
}
