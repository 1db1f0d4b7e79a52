import { site } from "../config/site";
import { buttonClass } from "./button";

/**
 * The analytics choice, shown by app/client/consent.ts to a reader who has not
 * chosen yet (and never with Global Privacy Control on). Rendered only when a
 * measurement ID is configured; hidden until the script shows it.
 */
export function ConsentChoice() {
  if (!site.analyticsId) return null;
  return (
    <div
      data-consent
      data-measurement-id={site.analyticsId}
      hidden
      role="region"
      aria-label="Analytics choice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-lift)]"
    >
      <p className="text-sm leading-relaxed text-ink-soft">
        May we count your visit with Google Analytics? It tells us which guides help. Nothing is sent until you agree;
        see the <a href="/privacy-policy">privacy policy</a>.
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" data-consent-accept className={buttonClass("trust", "sm")}>
          Accept
        </button>
        <button type="button" data-consent-decline className={buttonClass("outline", "sm")}>
          Decline
        </button>
      </div>
    </div>
  );
}
