import { ProsCons } from "../pros-cons";
import { Prose } from "../prose";
import { Quote } from "../quote";
import type { Comparison } from "../../content/schemas/comparison";

/** One option in detail: what it is, pros and cons, who it suits and how it went for us. */
export function Review({ name, review }: { name: string; review: Comparison["optionAReview"] }) {
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
