import { CURRENCY, PRODUCT_NAME } from "./product";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;
declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Sends an event through the global tag function when it exists; never throws. */
export function track(name: string, params: Record<string, unknown>): void {
  try {
    if (typeof window !== "undefined" && typeof window.gtag === "function") window.gtag("event", name, params);
  } catch {
    // Analytics must never break a page or a purchase.
  }
}

/**
 * A click on a buy button (spec section 7): `cta_click` (engagement) and
 * `begin_checkout` (ecommerce, with GA4's currency, value and items).
 */
export function trackBuyClick(placement: string, price: number): void {
  track("cta_click", { event_category: "engagement", event_label: placement, value: price });
  track("begin_checkout", {
    event_category: "ecommerce",
    event_label: placement,
    currency: CURRENCY,
    value: price,
    items: [{ item_id: "china-travel-guide", item_name: PRODUCT_NAME, price, quantity: 1 }],
  });
}
