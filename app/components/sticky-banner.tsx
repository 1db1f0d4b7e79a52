import { Icon } from "./icon";
import { formatUsd, landingOffer } from "../lib/pricing";
import { trackAttrs } from "../lib/track-attrs";
import { buttonClass } from "./button";

/**
 * The landing page's bottom banner. It is rendered hidden; the banner script
 * (app/client/banner.ts) shows it past 400 px, hides it above, and removes it
 * for the rest of the visit once closed. "See the offer" is a link to the
 * pricing section, tracked as a purchase-intent click (`sticky_cta`).
 */
export function StickyBanner({ travelers }: { travelers: string }) {
  return (
    <div
      role="region"
      aria-label="Launch offer"
      data-testid="sticky-banner"
      data-sticky-banner
      hidden
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 shadow-[var(--shadow-banner)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <p className="min-w-0 flex-1 text-sm leading-snug text-ink-soft">
          <span className="font-semibold text-ink">Launch price {formatUsd(landingOffer.price)}</span>{" "}
          <span className="hidden sm:inline">· joined by {travelers} travelers · </span>
          <span className="text-buy">{landingOffer.percentOff}% off</span>
        </p>
        <a href="#pricing" {...trackAttrs("sticky_cta", landingOffer.price)} className={buttonClass("buy", "sm")}>
          See the offer
        </a>
        <button
          type="button"
          data-dismiss
          aria-label="Close offer banner"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
    </div>
  );
}
