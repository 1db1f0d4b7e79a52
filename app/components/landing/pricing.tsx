import { Icon } from "../icon";
import type { Landing } from "../../content/schemas/landing";
import { formatUsd, landingOffer } from "../../lib/pricing";
import { BuyButton } from "../buy-button";
import { Prose } from "../prose";
import { Badge, Section } from "../ui";

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Icon name="check" label="Yes" className="mx-auto size-5 text-trust" strokeWidth={2.5} />;
  if (value === false) return <Icon name="minus" label="No" className="mx-auto size-5 text-ink/30" />;
  return <span>{value}</span>;
}

type PricingContent = Landing["pricing"];

/** Free resources, AI content and this guide, feature by feature; the guide's column (the third) stands out. */
function PricingComparison({ comparison }: { comparison: PricingContent["comparison"] }) {
  return (
    <div
      className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white"
      role="region"
      aria-label="Free resources, AI content and this guide compared"
      tabIndex={0}
    >
      <table className="table-stack w-full min-w-[34rem] border-collapse text-[0.95rem]">
        <caption className="sr-only">Free resources, AI content and this guide compared</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-4 text-left font-semibold text-ink-muted">
              What you get
            </th>
            {comparison.columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={`px-3 py-4 text-center font-semibold ${i === 2 ? "bg-trust-soft/70 text-trust-deep" : "text-ink"}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.feature} className="border-b border-line/70 last:border-0">
              <th scope="row" className="px-4 py-3.5 text-left font-medium text-ink">
                {row.feature}
              </th>
              {row.values.map((v, i) => (
                <td
                  key={i}
                  data-label={comparison.columns[i]}
                  className={`px-3 py-3.5 text-center text-ink-soft ${i === 2 ? "bg-trust-soft/50 font-medium text-trust-deep" : ""}`}
                >
                  <Cell value={v} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The offer: launch price against the regular one, what the guide includes, the buy button and how the guide is delivered. */
function OfferCard({ includes, delivery }: Pick<PricingContent, "includes" | "delivery">) {
  return (
    <div className="rounded-[var(--radius-card)] border-2 border-buy/70 bg-white p-7 shadow-[var(--shadow-lift)]">
      <Badge tone="buy">Launch price · {landingOffer.percentOff}% off</Badge>
      <p className="mt-5 flex items-end gap-3">
        <span className="font-serif text-6xl font-semibold leading-none text-ink">{formatUsd(landingOffer.price)}</span>
        <s className="pb-1.5 text-xl text-ink-muted">
          <span className="sr-only">Regular price </span>
          {formatUsd(landingOffer.regular)}
        </s>
      </p>
      <p className="mt-2 text-[0.95rem] font-medium text-buy">
        You save {formatUsd(landingOffer.savings)} · one payment, no subscription
      </p>
      <ul className="mt-6 space-y-3">
        {includes.map((i) => (
          <li key={i} className="flex gap-2.5 text-ink-soft">
            <Icon name="check" className="mt-0.5 size-4.5 shrink-0 text-trust" strokeWidth={2.5} />
            {i}
          </li>
        ))}
      </ul>
      <BuyButton placement="pricing_section" label="complete" size="lg" className="mt-7 w-full" />
      <p className="mt-3 text-center text-sm text-ink-muted">
        Secure checkout on our storefront · 30-day money-back guarantee
      </p>
      <Prose as="p" className="mt-4 border-t border-line pt-4 text-sm text-ink-soft" value={delivery} />
    </div>
  );
}

/** What the guide saves on the trip, item by item, beside a buyer's words. */
function SavingsPanel({ savings }: { savings: PricingContent["savings"] }) {
  return (
    <div className="mt-10 grid gap-6 surface-dark rounded-[var(--radius-card)] bg-trust-deep p-7 text-white sm:p-10 lg:grid-cols-2">
      <div>
        <h3 className="text-2xl text-white">{savings.title}</h3>
        <ul className="mt-5 divide-y divide-white/15">
          {savings.items.map((s) => (
            <li key={s.label} className="flex items-baseline justify-between gap-4 py-3">
              <span className="text-white/85">{s.label}</span>
              <span className="shrink-0 font-semibold text-sun">{s.amount}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 font-semibold">{savings.total}</p>
      </div>
      <figure className="flex flex-col justify-center rounded-2xl bg-white/10 p-6">
        <Icon name="quote" className="size-7 text-sun" />
        <blockquote className="mt-3 font-serif text-xl leading-relaxed">{savings.testimonial.quote}</blockquote>
        <figcaption className="mt-4 text-sm text-white/75">
          {savings.testimonial.name}, {savings.testimonial.location} · Verified Purchase
        </figcaption>
      </figure>
    </div>
  );
}

export function Pricing({ pricing }: { pricing: PricingContent }) {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title={pricing.title}
      intro={pricing.intro}
      centered
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <div className="grid items-start gap-8 lg:grid-cols-[1.25fr_0.75fr]">
        <PricingComparison comparison={pricing.comparison} />
        <OfferCard includes={pricing.includes} delivery={pricing.delivery} />
      </div>
      <SavingsPanel savings={pricing.savings} />
    </Section>
  );
}
