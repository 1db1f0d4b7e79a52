/**
 * Buy-click analytics from the first paint: one delegated listener, inlined in
 * the head so it runs before any other script. Every buy link carries its
 * placement and price (`data-track-placement`, `data-track-price`); the link
 * itself navigates whatever happens here.
 */
import { trackBuyClick } from "../lib/analytics";
import { TRACK_ATTRS } from "../lib/track-attrs";

document.addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTRS.placement}]`) : null;
    if (!target) return;
    trackBuyClick(target.getAttribute(TRACK_ATTRS.placement) ?? "", Number(target.getAttribute(TRACK_ATTRS.price)));
  },
  { capture: true },
);
