import { pageData } from "../lib/page-data";
import { Icon } from "../components/icon";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Prose } from "../components/prose";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { weight } from "../lib/search-ranking";

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "legal");
  return { record: page.record, ...rest };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function LegalPage() {
  const { record, reviewed, changes, ending, sources } = useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-trust hover:underline">
        <Icon name="arrow-left" className="size-4" /> Back to home
      </Link>
      <h1 {...weight("title")} className="mt-6 text-4xl leading-tight sm:text-5xl">
        {record.title}
      </h1>
      <p data-pagefind-ignore className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-ink-muted">
        <span>Last Updated {record.lastUpdated}</span>
        <LastChecked reviewed={reviewed} />
      </p>
      <PageUpdates ending={ending} changes={changes} />
      <div className="prose-guide mt-8">
        <Prose as="p" className="text-lg" value={record.intro} />
        <nav aria-label="Sections" className="mt-8 rounded-2xl border border-line bg-white p-5">
          <p className="mb-2 text-sm font-semibold text-ink">On this page</p>
          <ol className="grid gap-1 text-[0.95rem] sm:grid-cols-2">
            {record.body.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-link inline-flex min-h-8 items-center">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {record.body.sections.map((s, i) => (
          <section key={s.id} id={s.id} className="mt-10 scroll-mt-24" aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`} className="mb-3 text-2xl">
              {i + 1}. {s.title}
            </h2>
            <Prose as="div" value={s} />
          </section>
        ))}
        <SourcesList sources={sources} />
      </div>
    </main>
  );
}
