import { Icon } from "./icon";
import { formatUsd, LAUNCH_PRICE, purchaseUrl } from "../lib/pricing";
import { trackAttrs } from "../lib/track-attrs";
import { buttonClass, type ButtonSize } from "./button";

/** The buy-button labels the spec uses. */
export const BUY_LABELS = {
  complete: "Complete MY Guide",
  getComplete: "Get MY Complete Guide",
  get: "Get MY Guide",
} as const;

/**
 * The one buy button: a link to the storefront product page (opens the payment
 * form directly), in a new tab without opener or referrer. The page's click
 * listener (app/client/buy-clicks.ts) records the placement and price it carries.
 */
export function BuyButton({
  placement,
  label = "get",
  size = "md",
  price = LAUNCH_PRICE,
  className = "",
}: {
  placement: string;
  label?: keyof typeof BUY_LABELS;
  size?: ButtonSize;
  price?: number;
  className?: string;
}) {
  return (
    <a
      href={purchaseUrl()}
      target="_blank"
      rel="noopener noreferrer"
      data-placement={placement}
      {...trackAttrs(placement, price)}
      className={buttonClass("buy", size, className)}
    >
      {/* The price sits in its own pill: on a narrow phone it wraps as a whole under the label. */}
      <span className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center">
        <span>{BUY_LABELS[label]}</span>
        <span className="rounded-full bg-black/20 px-2 py-px tabular-nums">{formatUsd(price)}</span>
      </span>
      <Icon name="arrow-right" className="hidden size-4 shrink-0 sm:block" />
      <span className="sr-only">(opens the storefront in a new tab)</span>
    </a>
  );
}
