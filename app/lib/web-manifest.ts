import type { SiteConfig } from "../config/site";
import { BRAND_MARK } from "./brand-mark";
import { palette } from "./palette";

/** Page background and header colour (`palette.paper`), for the install splash and the browser bar. */
export const THEME_COLOR = palette.paper;

/**
 * The web app manifest: lets a reader install the site to the home screen
 * (on iPhone an installed site keeps its saved pages; Safari may clear a
 * website's storage after weeks without a visit). Icons are drawn from the
 * brand seal by scripts/assets/make-images.ts.
 */
export function webManifest(config: SiteConfig) {
  return {
    name: `${config.brandName}: China travel guides`,
    short_name: config.brandName,
    description: "Offline-ready guides for a first trip to China: payments, internet, trains, metro and 21 cities.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: BRAND_MARK.seal,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
