import { Icon } from "./icon";
import { trackBuyClick } from "../lib/analytics";
import { formatUsd, LAUNCH_PRICE, purchaseUrl } from "../lib/pricing";
import { buttonClass, type ButtonSize } from "./button";

/** The buy-button labels the spec uses. */
export const BUY_LABELS = {
  complete: "Complete MY Guide",
  getComplete: "Get MY Complete Guide",
  get: "Get MY Guide",
} as const;

/**
 * The one buy button: a link to the storefront product page (opens the payment
 * form directly), in a new tab without opener or referrer. A click records the
 * placement and price.
 */
export function BuyButton({
  placement,
  label = "get",
  size = "md",
  price = LAUNCH_PRICE,
  className = "",
  onClick,
}: {
  placement: string;
  label?: keyof typeof BUY_LABELS;
  size?: ButtonSize;
  price?: number;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <a
      href={purchaseUrl()}
      target="_blank"
      rel="noopener noreferrer"
      data-placement={placement}
      className={buttonClass("buy", size, className)}
      onClick={() => {
        trackBuyClick(placement, price);
        onClick?.();
      }}
    >
      <span>
        {BUY_LABELS[label]} <span className="whitespace-nowrap">· {formatUsd(price)}</span>
      </span>
      <Icon name="arrow-right" className="size-4 shrink-0" />
      <span className="sr-only">(opens the storefront in a new tab)</span>
    </a>
  );
}
