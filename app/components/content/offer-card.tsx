import { GUIDE } from "../../lib/product";
import { Icon } from "../icon";
import { articleOffer, formatUsd } from "../../lib/pricing";
import { BuyButton, BUY_LABELS } from "../buy-button";

const benefits = [
  `${GUIDE.cityGuides} city guides and ${GUIDE.problemSolutions} step-by-step fixes`,
  "Payments, data and apps set up before you fly",
  "Works offline · lifetime free updates",
];

/**
 * The launch offer as article-type pages state it: $19 instead of $29, save
 * $10 (about 34%). Used in side columns and, on phones, below the content.
 */
export function OfferCard({
  placement,
  title = "The complete China guide",
  label = "get",
}: {
  placement: string;
  title?: string;
  label?: keyof typeof BUY_LABELS;
}) {
  return (
    <div
      data-print-hide
      data-pagefind-ignore
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-buy">Launch price</p>
      <p className="mt-2 font-serif text-xl font-semibold text-ink">{title}</p>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="font-serif text-4xl font-semibold text-ink">{formatUsd(articleOffer.price)}</span>
        <span className="text-lg text-ink-muted line-through">{formatUsd(articleOffer.regular)}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-buy">
        Save {formatUsd(articleOffer.savings)}, about {articleOffer.percentOff}%
      </p>
      <ul className="mt-4 space-y-2">
        {benefits.map((b) => (
          <li key={b} className="flex gap-2 text-sm text-ink-soft">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-trust" strokeWidth={2.5} />
            {b}
          </li>
        ))}
      </ul>
      <BuyButton placement={placement} label={label} className="mt-5 w-full" />
    </div>
  );
}
