/**
 * Site configuration: the one place for deployment-specific values.
 * Each value can be overridden at build time by the environment variable named
 * beside it (see README, "Configuration"). The defaults are placeholders.
 */
export interface SiteConfig {
  /** BRAND_NAME: the brand shown in the header, footer and titles. */
  brandName: string;
  /** SITE_URL: absolute origin used for canonical URLs, sitemap and Open Graph; no trailing slash. */
  siteUrl: string;
  /** STOREFRONT_URL: the paid guide's product page on the storefront. */
  storefrontUrl: string;
  /** GA_MEASUREMENT_ID: Google Analytics 4 ID; empty disables analytics entirely. */
  analyticsId: string;
  /** SUPPORT_EMAIL: where readers and buyers write to us. */
  supportEmail: string;
  /** TWITTER_SITE: the site's X/Twitter handle (e.g. `@chinaready`) for twitter:site and twitter:creator; empty omits both. */
  twitterHandle: string;
}

export const siteEnvKeys = [
  "BRAND_NAME",
  "SITE_URL",
  "STOREFRONT_URL",
  "GA_MEASUREMENT_ID",
  "SUPPORT_EMAIL",
  "TWITTER_SITE",
] as const;
type SiteEnv = Partial<Record<(typeof siteEnvKeys)[number], string>>;

export const placeholderConfig: SiteConfig = {
  brandName: "ChinaReady",
  siteUrl: "https://www.example.com",
  storefrontUrl: "https://store.example.com/l/china-travel-guide",
  analyticsId: "",
  supportEmail: "support@example.com",
  twitterHandle: "",
};

export function resolveSiteConfig(env: SiteEnv): SiteConfig {
  const pick = (value: string | undefined, fallback: string) => (value && value.trim()) || fallback;
  const siteUrl = pick(env.SITE_URL, placeholderConfig.siteUrl).replace(/\/+$/, "");
  const analyticsId = (env.GA_MEASUREMENT_ID ?? "").trim();
  if (analyticsId && !/^G-[A-Z0-9]{4,16}$/.test(analyticsId)) {
    throw new Error(`GA_MEASUREMENT_ID "${analyticsId}" is not a GA4 measurement ID (G-XXXXXXX).`);
  }
  const twitterHandle = (env.TWITTER_SITE ?? "").trim();
  if (twitterHandle && !/^@\w{1,15}$/.test(twitterHandle)) {
    throw new Error(
      `TWITTER_SITE "${twitterHandle}" is not an X/Twitter handle (@name, at most 15 letters, digits or _).`,
    );
  }
  return {
    brandName: pick(env.BRAND_NAME, placeholderConfig.brandName),
    siteUrl,
    storefrontUrl: pick(env.STOREFRONT_URL, placeholderConfig.storefrontUrl),
    analyticsId,
    supportEmail: pick(env.SUPPORT_EMAIL, placeholderConfig.supportEmail),
    twitterHandle,
  };
}

/** The subset of the environment the build passes to browser code (see vite.config.ts). */
export function siteEnvFrom(env: Record<string, string | undefined>): SiteEnv {
  return Object.fromEntries(siteEnvKeys.map((k) => [k, env[k] ?? ""]));
}

declare const __SITE_ENV__: SiteEnv | undefined;

export const site: SiteConfig = resolveSiteConfig(
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : siteEnvFrom(typeof process !== "undefined" ? process.env : {}),
);
