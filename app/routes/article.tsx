import { pageData } from "../lib/page-data";
import { Icon } from "../components/icon";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Accordion } from "../components/accordion";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CheckList } from "../components/content/link-cards";
import { OfferCard } from "../components/content/offer-card";
import { RelatedGuides } from "../components/content/related-guides";
import { Prose } from "../components/prose";
import { Badge, Divider } from "../components/ui";
import { countWords } from "../lib/content/words";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { OfflineSave } from "../components/offline-save";
import { registry } from "../lib/registry";
import { relatedEntries, widgetKeywords } from "../lib/related";
import type { PageHandle } from "../lib/page-scripts";
import { searchMeta, weight } from "../lib/search-ranking";

const WORDS_PER_MINUTE = 230;

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "article");
  const words = countWords(page.record.body.text);
  return {
    record: page.record,
    path: page.path,
    ...rest,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    related: relatedEntries(registry().catalogue, { keywords: widgetKeywords(page.keywords), currentPath: page.path }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function ArticlePage() {
  const { record, path, breadcrumbs, reviewed, changes, ending, sources, minutes, related } =
    useLoaderData<typeof loader>();
  const slug = path.slice(1);
  const jumps = [
    { id: "quick-answer", title: "Quick answer" },
    ...record.body.sections.map((s) => ({ id: s.id, title: s.title })),
    ...(record.faqs?.length ? [{ id: "faq", title: "FAQ" }] : []),
  ];
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <header className="border-b border-line bg-gradient-to-b from-paper to-paper-deep/70">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16">
          <Breadcrumbs items={breadcrumbs} />
          <span data-pagefind-ignore>
            <Badge tone="trust" className="mt-8">
              {record.badge}
            </Badge>
          </span>
          <h1
            {...weight("title")}
            {...searchMeta("topic")}
            className="mt-4 max-w-4xl text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-5xl"
          >
            {record.title}
          </h1>
          <Prose as="p" className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft" value={record.intro} />
          <p data-pagefind-ignore className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            <LastChecked reviewed={reviewed} />
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" /> {minutes} min read
            </span>
          </p>
          <PageUpdates ending={ending} changes={changes} />
          <OfflineSave />
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="prose-guide min-w-0">
          <section
            id="quick-answer"
            aria-labelledby="quick-answer-h"
            className="scroll-mt-24 rounded-[var(--radius-card)] border border-trust/25 bg-trust-soft/60 p-6 sm:p-8"
          >
            <h2 id="quick-answer-h" data-pagefind-ignore className="flex items-center gap-2 text-2xl text-trust-deep">
              <Icon name="zap" className="size-5" /> Quick Answer
            </h2>
            <Prose as="p" className="mt-3 text-ink" value={record.quickAnswer.summary} />
            <CheckList items={record.quickAnswer.points} />
          </section>

          {record.tableOfContents && (
            <nav aria-label="Table of contents" className="mt-8 rounded-2xl border border-line bg-white p-6">
              <p className="font-serif text-lg font-semibold text-ink">In this guide</p>
              <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                {jumps.map((j, i) => (
                  <li key={j.id}>
                    <a href={`#${j.id}`} className="inline-flex min-h-9 items-center text-[0.98rem]">
                      {i + 1}. {j.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}

          {record.body.sections.map((s) => (
            <div key={s.id}>
              <Divider />
              <section id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
                <h2 id={`${s.id}-h`} className="text-[1.75rem] leading-tight sm:text-3xl">
                  {s.title}
                </h2>
                <div dangerouslySetInnerHTML={{ __html: s.html }} />
              </section>
            </div>
          ))}

          {record.faqs && record.faqs.length > 0 && (
            <>
              <Divider />
              <section id="faq" aria-labelledby="faq-h" className="scroll-mt-24">
                <h2 id="faq-h" data-pagefind-ignore className="mb-6 text-[1.75rem] leading-tight sm:text-3xl">
                  Frequently asked questions
                </h2>
                <Accordion
                  group={`faq-${slug}`}
                  items={record.faqs.map((f) => ({ question: f.question, answer: <Prose value={f.answer} /> }))}
                />
              </section>
            </>
          )}

          <div className="mt-14 lg:hidden">
            <OfferCard placement={`article_bottom_${slug}`} />
          </div>

          <RelatedGuides entries={related} />

          <SourcesList sources={sources} />
        </div>

        <aside data-pagefind-ignore className="hidden lg:block" aria-label="Offer and page tools">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] space-y-6 overflow-y-auto pb-4">
            <OfferCard placement={`article_sidebar_${slug}`} />
            <nav aria-label="Jump to section" className="rounded-2xl border border-line bg-white p-5">
              <p className="mb-2 text-sm font-semibold text-ink">Jump to</p>
              <ul className="space-y-0.5 text-sm">
                {jumps.map((j) => (
                  <li key={j.id}>
                    <a href={`#${j.id}`} className="flex min-h-8 items-center text-ink-soft hover:text-trust">
                      {j.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Related guides" className="rounded-2xl border border-line bg-white p-5">
              <p className="mb-2 text-sm font-semibold text-ink">Related Guides</p>
              <ul className="space-y-1 text-sm">
                {record.relatedGuides.map((g) => (
                  <li key={g.title}>
                    {g.link && !g.comingSoon ? (
                      <Link to={g.link} className="flex min-h-8 items-center font-medium text-trust hover:underline">
                        {g.title}
                      </Link>
                    ) : (
                      <span className="flex min-h-8 items-center gap-2 text-ink-muted" aria-disabled="true">
                        {g.title} <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs">Coming Soon</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
      </div>
    </main>
  );
}
