import { Icon } from "./icon";
import { trackBuyClick } from "../lib/analytics";
import { formatUsd, landingOffer } from "../lib/pricing";
import { scrollToAnchor } from "../lib/scroll";
import { useSessionFlag } from "../lib/session-flag";
import { STICKY_BANNER_AFTER } from "../lib/site-nav";
import { useScrolledPast } from "../lib/use-scroll";
import { buttonClass } from "./button";

const DISMISSED_KEY = "sticky-banner-dismissed";

/**
 * The landing page's bottom banner: appears once the page is scrolled past
 * 400 px, hides again above it, and once closed stays closed for the rest of
 * the visit (this tab, reloads included).
 */
export function StickyBanner({ travelers }: { travelers: string }) {
  const past = useScrolledPast(STICKY_BANNER_AFTER);
  const [dismissed, dismiss] = useSessionFlag(DISMISSED_KEY, true);

  if (dismissed) return null;
  return (
    <div
      role="region"
      aria-label="Launch offer"
      data-testid="sticky-banner"
      hidden={!past}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 shadow-[0_-10px_30px_-20px_rgb(29_35_48/0.6)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <p className="min-w-0 flex-1 text-sm leading-snug text-ink-soft">
          <span className="font-semibold text-ink">Launch price {formatUsd(landingOffer.price)}</span>{" "}
          <span className="hidden sm:inline">· joined by {travelers} travelers · </span>
          <span className="text-buy">{landingOffer.percentOff}% off</span>
        </p>
        <button
          type="button"
          className={buttonClass("buy", "sm")}
          onClick={() => {
            trackBuyClick("sticky_cta", landingOffer.price);
            scrollToAnchor("pricing");
          }}
        >
          See the offer
        </button>
        <button
          type="button"
          aria-label="Close offer banner"
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
          onClick={dismiss}
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
    </div>
  );
}
