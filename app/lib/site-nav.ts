/** In-page sections of the landing page that the header and footer link to. */
export const landingSections = [
  { id: "whats-inside", label: "What's Inside" },
  { id: "pricing", label: "Pricing" },
  { id: "faq", label: "FAQ" },
] as const;
export type LandingSectionId = (typeof landingSections)[number]["id"];

/** The hubs and site pages the header and footer link to on every page. */
export const siteSections = [
  { to: "/guides", label: "Guides" },
  { to: "/phrases", label: "Phrases" },
  { to: "/cities", label: "Cities" },
  { to: "/tools", label: "Tools" },
  { to: "/search", label: "Search" },
] as const;
/** Hubs the footer lists beside the header's: the header has no room left at tablet widths. */
export const footerHubs = [{ to: "/itineraries", label: "Trip plans" }] as const;
export const companyLinks = [
  { to: "/about", label: "About and fact-checking" },
  { to: "/offline", label: "Save guides offline" },
] as const;

/** The five guide pages the footer links to (labels are navigation labels, not page titles). */
export const footerGuides = [
  { to: "/best-time-to-visit-china", label: "Best time to visit China" },
  { to: "/how-to-use-alipay-in-china", label: "Using Alipay in China" },
  { to: "/best-vpn-for-china", label: "Best VPN for China" },
  { to: "/china-esim-guide", label: "China eSIM guide" },
  { to: "/is-china-safe-for-tourists", label: "Is China safe?" },
] as const;

export const legalLinks = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
] as const;

/** Scroll positions (px) the spec fixes for the landing page's chrome. */
export const NAV_OPAQUE_AFTER = 10;
export const STICKY_BANNER_AFTER = 400;
/** Delay before scrolling to a section after navigating to `/#section` from another path. */
export const CROSS_PATH_SCROLL_DELAY = 100;
