import { Icon } from "../icon";
import type { Landing } from "../../content/schemas/landing";
import { STATS } from "../../lib/social-proof";
import { StarRating } from "../star-rating";
import { Section } from "../ui";

export function Testimonials({ content }: { content: Landing["testimonials"] }) {
  return (
    <div className="bg-paper-deep/60">
      <Section eyebrow="Reviews" title={content.title} centered className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <ul className="grid gap-5 md:grid-cols-3">
          {content.items.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                <StarRating value={t.rating} label={`Rated ${t.rating} out of 5`} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink">“{t.quote}”</blockquote>
                <figcaption className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4 text-sm">
                  <span>
                    <span className="font-semibold text-ink">{t.name}</span>
                    <span className="text-ink-muted"> · {t.location}</span>
                  </span>
                  <span className="inline-flex items-center gap-1 font-medium text-trust">
                    <Icon name="badge-check" className="size-4" />
                    Verified Purchase
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {/* One card: a row per figure on a phone, three columns from 640 px; the figure reads first. */}
        <dl className="mt-10 grid grid-cols-1 divide-y divide-line rounded-2xl bg-white sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {STATS.map((s) => (
            <div
              key={s.label}
              className="grid grid-cols-2 items-baseline gap-3 px-4 py-4 sm:flex sm:flex-col-reverse sm:items-center sm:gap-1 sm:py-6"
            >
              <dt className="col-start-2 row-start-1 text-sm font-medium text-ink-muted">{s.label}</dt>
              <dd className="col-start-1 row-start-1 text-right font-serif text-3xl font-semibold text-trust-deep sm:text-4xl">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
