import { pageData } from "../lib/page-data";
import { GUIDE } from "../lib/product";
import { Icon } from "../components/icon";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Accordion } from "../components/accordion";
import { Breadcrumbs } from "../components/breadcrumbs";
import { buttonClass } from "../components/button";
import { BuyButton } from "../components/buy-button";
import { ComparisonTable } from "../components/comparison-table";
import { LinkCards } from "../components/content/link-cards";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { OfflineSave } from "../components/offline-save";
import { ProsCons } from "../components/pros-cons";
import { Quote } from "../components/quote";
import { Prose } from "../components/prose";
import { Badge } from "../components/ui";
import type { Comparison } from "../content/schemas/comparison";
import { comparisonTitle } from "../lib/titles";
import { weight } from "../lib/search-ranking";

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "comparison");
  return { c: page.record, ...rest };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

function Review({ name, review }: { name: string; review: Comparison["optionAReview"] }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
      <h3 className="text-2xl">{name}</h3>
      <h4 data-pagefind-ignore className="mt-5 text-sm font-semibold uppercase tracking-[0.1em] text-ink-muted">
        What it is
      </h4>
      <Prose as="p" className="mt-2" value={review.whatItIs} />
      <ProsCons
        pros={review.pros.map((p, i) => (
          <Prose key={i} value={p} />
        ))}
        cons={review.cons.map((p, i) => (
          <Prose key={i} value={p} />
        ))}
      />
      <h4 data-pagefind-ignore className="text-sm font-semibold uppercase tracking-[0.1em] text-ink-muted">
        Best for
      </h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-trust">
        {review.bestFor.map((b, i) => (
          <li key={i}>
            <Prose value={b} />
          </li>
        ))}
      </ul>
      <Quote attribution="Our experience, September 2025">
        <Prose value={review.ourExperience} />
      </Quote>
    </div>
  );
}

export default function ComparisonPage() {
  const { c, breadcrumbs, reviewed, changes, ending, sources } = useLoaderData<typeof loader>();
  const winnerLabel =
    c.quickWinner === "both" ? "Both, for different jobs" : c.quickWinner === "A" ? c.optionAName : c.optionBName;
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <header className="border-b border-line bg-gradient-to-b from-paper to-paper-deep/70">
        <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6">
          <Breadcrumbs items={breadcrumbs} />
          <span data-pagefind-ignore>
            <Badge tone="gold" className="mt-8">
              Comparison · {c.category}
            </Badge>
          </span>
          <h1 {...weight("title")} className="mt-4 text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-5xl">
            {comparisonTitle(c)}
          </h1>
          <p className="mt-4 font-serif text-xl text-ink">{c.headline}</p>
          <Prose as="p" className="mt-3 text-lg leading-relaxed text-ink-soft" value={c.subheadline} />
          <p className="mt-5 text-sm text-ink-muted">
            <LastChecked reviewed={reviewed} />
          </p>
          <PageUpdates ending={ending} changes={changes} />
          <OfflineSave />
        </div>
      </header>

      <div className="prose-guide mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <section
          aria-labelledby="verdict-h"
          className="rounded-[var(--radius-card)] border-2 border-trust/30 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        >
          <h2 id="verdict-h" data-pagefind-ignore className="flex items-center gap-2 text-2xl">
            <Icon name="trophy" className="size-6 text-gold" /> Our recommendation
          </h2>
          <p className="mt-3 text-base font-semibold text-trust-deep">Winner: {winnerLabel}</p>
          <Prose as="p" className="mt-2 text-ink" value={c.quickVerdict} />
          <a
            href="#comparison-table"
            data-pagefind-ignore
            className={buttonClass("outline", "md", "mt-5 no-underline")}
          >
            See full comparison <Icon name="arrow-down" className="size-4" />
          </a>
        </section>

        <section id="comparison-table" aria-labelledby="table-h" className="mt-14 scroll-mt-24">
          <h2 id="table-h" data-pagefind-ignore className="mb-6 text-3xl">
            Feature by feature
          </h2>
          <ComparisonTable rows={c.comparisonTable} a={c.optionAName} b={c.optionBName} />
        </section>

        <section aria-labelledby="reviews-h" className="mt-14">
          <h2 id="reviews-h" data-pagefind-ignore className="mb-6 text-3xl">
            The two options in detail
          </h2>
          <div className="space-y-6">
            <Review name={c.optionAName} review={c.optionAReview} />
            <Review name={c.optionBName} review={c.optionBReview} />
          </div>
        </section>

        <section aria-labelledby="when-h" className="mt-14">
          <h2 id="when-h" data-pagefind-ignore className="mb-6 text-3xl">
            When to choose which
          </h2>
          <div className="grid gap-5 md:grid-cols-2">
            {[
              { name: c.optionAName, items: c.whenToChooseA },
              { name: c.optionBName, items: c.whenToChooseB },
            ].map((col) => (
              <div key={col.name} className="rounded-2xl border border-line bg-white p-6">
                <h3 className="text-xl">Choose {col.name} if…</h3>
                <ul className="mt-4 space-y-4">
                  {col.items.map((w) => (
                    <li key={w.title}>
                      <p className="font-semibold text-ink">{w.title}</p>
                      <Prose as="p" className="mt-1 text-[0.97rem]" value={w.description} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="final-h" className="mt-14 rounded-[var(--radius-card)] bg-trust-soft/60 p-6 sm:p-8">
          <h2 id="final-h" data-pagefind-ignore className="text-3xl">
            Our personal verdict
          </h2>
          <dl className="mt-5 space-y-4">
            <div>
              <dt className="font-semibold text-ink">What we used</dt>
              <Prose as="dd" className="mt-1" value={c.finalVerdict.whatWeUsed} />
            </div>
            <div>
              <dt className="font-semibold text-ink">Why we chose it</dt>
              <Prose as="dd" className="mt-1" value={c.finalVerdict.whyWeChoseIt} />
            </div>
            <div>
              <dt className="font-semibold text-ink">Would we recommend it?</dt>
              <Prose as="dd" className="mt-1" value={c.finalVerdict.wouldRecommend} />
            </div>
          </dl>
          {c.finalVerdict.expandedVerdict.map((p, i) => (
            <p key={i} className="mt-4">
              <Prose value={p} />
            </p>
          ))}
        </section>

        <section aria-labelledby="faq-h" className="mt-14">
          <h2 id="faq-h" data-pagefind-ignore className="mb-6 text-3xl">
            Frequently asked questions
          </h2>
          <Accordion
            group={`faq-${c.slug}`}
            items={c.faqs.map((f) => ({ question: f.question, answer: <Prose value={f.answer} /> }))}
          />
        </section>

        <section
          aria-labelledby="cmp-cta-h"
          data-pagefind-ignore
          className="mt-14 rounded-[var(--radius-card)] bg-ink p-7 text-white sm:p-9"
        >
          <h2 id="cmp-cta-h" className="text-2xl text-white sm:text-3xl">
            Every choice like this, made for you
          </h2>
          <p className="mt-3 text-white/80">
            The complete guide covers payments, data, apps, transport and {GUIDE.cityGuides} cities, tested on the
            ground in 2025.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <BuyButton placement={`comparison_${c.slug}`} label="get" size="lg" />
            <Link to={c.relatedGuideLink} className="font-medium text-white underline underline-offset-4">
              What is in the guide
            </Link>
          </div>
        </section>

        <section aria-labelledby="related-cmp-h" data-pagefind-ignore className="mt-14">
          <h2 id="related-cmp-h" className="mb-6 text-3xl">
            Related comparisons
          </h2>
          <LinkCards links={c.relatedComparisons} />
        </section>

        <SourcesList sources={sources} />
      </div>
    </main>
  );
}
