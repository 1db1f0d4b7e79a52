import { site } from "../config/site";

/** Launch price of the guide, in US dollars (spec section 9). */
export const LAUNCH_PRICE = 19;
/** Regular price as the landing page states it. */
export const LANDING_REGULAR_PRICE = 49;
/** Regular price as the article pages state it. */
export const ARTICLE_REGULAR_PRICE = 29;
export { CURRENCY, PRODUCT_NAME } from "./product";

export interface Offer {
  price: number;
  regular: number;
  /** Dollars saved against the regular price. */
  savings: number;
  /** Rounded percentage off the regular price. */
  percentOff: number;
}

export function makeOffer(price: number, regular: number): Offer {
  if (!(price > 0 && regular > price))
    throw new Error(`An offer needs 0 < price < regular (got ${price}, ${regular}).`);
  return { price, regular, savings: regular - price, percentOff: Math.round(((regular - price) / regular) * 100) };
}

/** The landing page's offer: $19 instead of $49. */
export const landingOffer = makeOffer(LAUNCH_PRICE, LANDING_REGULAR_PRICE);
/** The articles' offer: $19 instead of $29. */
export const articleOffer = makeOffer(LAUNCH_PRICE, ARTICLE_REGULAR_PRICE);

export const formatUsd = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The storefront link every buy button uses: `wanted=true` opens the payment form directly. */
export function purchaseUrl(base: string = site.storefrontUrl): string {
  const url = new URL(base);
  url.searchParams.set("wanted", "true");
  return url.toString();
}
