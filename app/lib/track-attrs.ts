/** The data attributes a buy link carries for the click listener (app/client/buy-clicks.ts). */
export const TRACK_ATTRS = { placement: "data-track-placement", price: "data-track-price" } as const;

/** The attributes for one tracked element, for JSX spreading. */
export const trackAttrs = (placement: string, price: number) => ({
  [TRACK_ATTRS.placement]: placement,
  [TRACK_ATTRS.price]: String(price),
});
