/**
 * The primary actions: the controls a reader on a phone taps to buy, to move
 * around the site or to keep a guide, so each must be an easy target. The one
 * list of them: the page audit (audit.ts) measures every visible match at
 * 360 px wide and reports any box under MIN_TAP_TARGET in either direction;
 * the design system (docs/design-system.md) points here.
 */
export const MIN_TAP_TARGET = 44;

export const PRIMARY_ACTIONS: { what: string; selector: string; inMenu?: boolean }[] = [
  { what: "buy button", selector: "a[data-placement]" },
  { what: "tracked call to action", selector: "[data-track-placement]" },
  { what: "button-shaped link or button", selector: ".btn" },
  { what: "header menu button", selector: "details[data-menu] > summary" },
  { what: "search in the phone header", selector: "[data-header-search]" },
  { what: "quick link under the landing hero", selector: "[data-quick-links] a" },
  { what: "jump link at the top of a hub", selector: "[data-jump-links] a" },
  { what: "link in the phone menu", selector: "details[data-menu] nav a", inMenu: true },
  { what: "search button", selector: "[data-search-form] button" },
  { what: "save for offline", selector: "[data-offline-save], [data-offline-remove]" },
  { what: "analytics choice", selector: "[data-consent-accept], [data-consent-decline]" },
  { what: "show the driver", selector: "[data-driver-open]" },
  { what: "close the offer banner", selector: "[data-sticky-banner] [data-dismiss]" },
];
