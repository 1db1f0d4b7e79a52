/** The sections of a comparison page after its header, in reading order. */
import { Link } from "react-router";
import { Accordion } from "../accordion";
import { buttonClass } from "../button";
import { BuyButton } from "../buy-button";
import { ComparisonTable } from "../comparison-table";
import { LinkCards } from "../content/link-cards";
import { DarkOffer } from "../content/page-frame";
import { Icon } from "../icon";
import { Prose } from "../prose";
import type { Comparison } from "../../content/schemas/comparison";
import { GUIDE } from "../../lib/product";
import { Review } from "./review";

type Props = { c: Comparison };

/** The winner and the short verdict, first. */
export function Verdict({ c }: Props) {
  const winnerLabel =
    c.quickWinner === "both" ? "Both, for different jobs" : c.quickWinner === "A" ? c.optionAName : c.optionBName;
  return (
    <section
      aria-labelledby="verdict-h"
      className="rounded-[var(--radius-card)] border-2 border-trust/30 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="verdict-h" data-pagefind-ignore className="flex items-center gap-2 text-2xl">
        <Icon name="trophy" className="size-6 text-gold" /> Our recommendation
      </h2>
      <p className="mt-3 text-base font-semibold text-trust-deep">Winner: {winnerLabel}</p>
      <Prose as="p" className="mt-2 text-ink" value={c.quickVerdict} />
      <a href="#comparison-table" data-pagefind-ignore className={buttonClass("outline", "md", "mt-5 no-underline")}>
        See full comparison <Icon name="arrow-down" className="size-4" />
      </a>
    </section>
  );
}

/** The feature table, then each option reviewed. */
export function InDetail({ c }: Props) {
  return (
    <>
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
    </>
  );
}

export function WhenToChoose({ c }: Props) {
  const columns = [
    { name: c.optionAName, items: c.whenToChooseA },
    { name: c.optionBName, items: c.whenToChooseB },
  ];
  return (
    <section aria-labelledby="when-h" className="mt-14">
      <h2 id="when-h" data-pagefind-ignore className="mb-6 text-3xl">
        When to choose which
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        {columns.map((col) => (
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
  );
}

export function PersonalVerdict({ c }: Props) {
  const answers = [
    ["What we used", c.finalVerdict.whatWeUsed],
    ["Why we chose it", c.finalVerdict.whyWeChoseIt],
    ["Would we recommend it?", c.finalVerdict.wouldRecommend],
  ] as const;
  return (
    <section aria-labelledby="final-h" className="mt-14 rounded-[var(--radius-card)] bg-trust-soft/60 p-6 sm:p-8">
      <h2 id="final-h" data-pagefind-ignore className="text-3xl">
        Our personal verdict
      </h2>
      <dl className="mt-5 space-y-4">
        {answers.map(([question, answer]) => (
          <div key={question}>
            <dt className="font-semibold text-ink">{question}</dt>
            <Prose as="dd" className="mt-1" value={answer} />
          </div>
        ))}
      </dl>
      {c.finalVerdict.expandedVerdict.map((p, i) => (
        <p key={i} className="mt-4">
          <Prose value={p} />
        </p>
      ))}
    </section>
  );
}

/** The questions, the complete guide's offer and the related comparisons. */
export function ComparisonEnd({ c }: Props) {
  return (
    <>
      <section aria-labelledby="faq-h" className="mt-14">
        <h2 id="faq-h" data-pagefind-ignore className="mb-6 text-3xl">
          Frequently asked questions
        </h2>
        <Accordion
          group={`faq-${c.slug}`}
          items={c.faqs.map((f) => ({ question: f.question, answer: <Prose value={f.answer} /> }))}
        />
      </section>

      <DarkOffer
        id="cmp-cta-h"
        tone="ink"
        heading="Every choice like this, made for you"
        actions={
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <BuyButton placement={`comparison_${c.slug}`} label="get" size="lg" />
            <Link to={c.relatedGuideLink} className="font-medium text-white underline underline-offset-4">
              What is in the guide
            </Link>
          </div>
        }
      >
        The complete guide covers payments, data, apps, transport and {GUIDE.cityGuides} cities, tested on the ground in
        2025.
      </DarkOffer>

      <section aria-labelledby="related-cmp-h" data-pagefind-ignore className="mt-14">
        <h2 id="related-cmp-h" className="mb-6 text-3xl">
          Related comparisons
        </h2>
        <LinkCards links={c.relatedComparisons} />
      </section>
    </>
  );
}
