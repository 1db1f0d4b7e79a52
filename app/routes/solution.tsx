import { pageData } from "../lib/page-data";
import { GUIDE } from "../lib/product";
import { Icon } from "../components/icon";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs";
import { BuyButton } from "../components/buy-button";
import { CheckList, LinkCards } from "../components/content/link-cards";
import { OfferCard } from "../components/content/offer-card";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { OfflineSave } from "../components/offline-save";
import { Quote } from "../components/quote";
import { Prose } from "../components/prose";
import { SolutionIcon } from "../components/solution-icon";
import { Badge } from "../components/ui";
import type { PageHandle } from "../lib/page-scripts";
import { searchMeta, weight } from "../lib/search-ranking";

const anchors = [
  { id: "quick-solution", label: "Quick solution" },
  { id: "step-by-step", label: "Step by step" },
  { id: "troubleshooting", label: "Troubleshooting" },
  { id: "related", label: "Related" },
] as const;

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "solution");
  return { solution: page.record, ...rest };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function SolutionPage() {
  const { solution: s, breadcrumbs, reviewed, changes, ending, sources } = useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <article className="prose-guide min-w-0">
          <Breadcrumbs items={breadcrumbs} />
          <header className="mt-8">
            <div className="flex items-center gap-4">
              {s.heroImage && <SolutionIcon icon={s.heroImage.icon} label={s.heroImage.alt} />}
              <span data-pagefind-ignore>
                <Badge tone="trust">How-to guide</Badge>
              </span>
            </div>
            <h1
              {...weight("title")}
              {...searchMeta("task")}
              className="mt-5 text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-[2.75rem]"
            >
              {s.title}
            </h1>
            <p
              data-pagefind-ignore
              className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-ink-muted"
            >
              <span className="inline-flex items-center gap-2">
                <Icon name="clock" className="size-4" /> Time needed: {s.timeNeeded}
              </span>
              <LastChecked reviewed={reviewed} />
            </p>
            <PageUpdates ending={ending} changes={changes} />
            <OfflineSave />
          </header>

          {/* The answer first: a reader with a failing payment wants it before the background. */}
          <section
            id="quick-solution"
            aria-labelledby="quick-solution-h"
            className="mt-8 scroll-mt-24 rounded-[var(--radius-card)] border border-trust/25 bg-trust-soft/60 p-6 sm:p-8"
          >
            <h2 id="quick-solution-h" data-pagefind-ignore className="text-2xl text-trust-deep">
              Quick solution
            </h2>
            <Prose as="p" className="mt-3 text-ink" value={s.quickSolution.tldr} />
            <CheckList items={s.quickSolution.keyPoints} />
          </section>

          <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2">
            {anchors.map((a) => (
              <a
                key={a.id}
                href={`#${a.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft no-underline hover:border-trust/40 hover:text-trust"
              >
                {a.label}
              </a>
            ))}
          </nav>

          <section aria-labelledby="problem-h" className="mt-10">
            <h2 id="problem-h" data-pagefind-ignore className="text-2xl">
              The problem
            </h2>
            {s.problem.map((p, i) => (
              <p key={i} className="mt-3">
                <Prose value={p} />
              </p>
            ))}
          </section>

          <section aria-labelledby="experience-h" className="mt-8">
            <h2 id="experience-h" data-pagefind-ignore className="text-2xl">
              My Experience
            </h2>
            <Quote attribution="From our 14-day trip, September 2025">
              <Prose value={s.personalAnecdote} />
            </Quote>
          </section>

          <section id="step-by-step" aria-labelledby="step-by-step-h" className="mt-14 scroll-mt-24">
            <h2 id="step-by-step-h" data-pagefind-ignore className="text-3xl">
              Step-by-step guide
            </h2>
            <ol className="mt-6 space-y-6">
              {s.stepByStep.map((step, i) => (
                <li
                  key={step.step}
                  id={`step-${i + 1}`}
                  className="relative scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-6 pl-16 sm:pl-20"
                >
                  <span
                    aria-hidden="true"
                    data-pagefind-ignore
                    className="absolute top-6 left-5 flex size-9 items-center justify-center rounded-full bg-trust font-semibold text-white sm:left-6"
                  >
                    {step.step}
                  </span>
                  <h3 className="text-xl leading-snug">
                    <span data-pagefind-ignore className="sr-only">
                      Step {step.step}:{" "}
                    </span>
                    {step.title}
                  </h3>
                  <Prose as="p" className="mt-2" value={step.description} />
                  {step.tips && step.tips.length > 0 && (
                    <ul className="mt-4 space-y-2 rounded-xl bg-gold-soft/60 p-4 text-[0.97rem]">
                      {step.tips.map((t, j) => (
                        <li key={j} className="flex gap-2.5">
                          <Icon name="lightbulb" className="mt-1 size-4 shrink-0 text-gold" />
                          <Prose as="span" value={t} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>

          <section id="troubleshooting" aria-labelledby="troubleshooting-h" className="mt-14 scroll-mt-24">
            <h2 id="troubleshooting-h" data-pagefind-ignore className="text-3xl">
              Troubleshooting
            </h2>
            <dl className="mt-6 space-y-4">
              {s.troubleshooting.map((t) => (
                <div key={t.issue} className="rounded-2xl border border-line bg-white p-5">
                  <dt className="flex gap-2.5 font-semibold text-ink">
                    <Icon name="circle-alert" className="mt-1 size-4 shrink-0 text-buy" /> {t.issue}
                  </dt>
                  <Prose as="dd" className="mt-2 pl-6.5" value={t.solution} />
                </div>
              ))}
            </dl>
          </section>

          <section id="related" aria-labelledby="related-h" data-pagefind-ignore className="mt-14 scroll-mt-24">
            <h2 id="related-h" className="text-3xl">
              Related solutions
            </h2>
            <div className="mt-6">
              <LinkCards links={s.relatedSolutions} />
            </div>
          </section>

          <section
            aria-labelledby="solution-cta-h"
            data-pagefind-ignore
            className="mt-14 rounded-[var(--radius-card)] bg-ink p-7 text-white sm:p-9"
          >
            <h2 id="solution-cta-h" className="text-2xl text-white sm:text-3xl">
              Fix this and {GUIDE.problemSolutions - 1} other problems before they happen
            </h2>
            <p className="mt-3 text-white/80">
              The complete guide walks you through payments, data, transport and hotels in the order you need them, with
              20+ city guides.
            </p>
            <BuyButton placement={`problem_solution_bottom_${s.slug}`} label="getComplete" size="lg" className="mt-6" />
          </section>
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
