/**
 * Where each page type lives: the one home of the path patterns. No fs, no
 * content: browser code may import it.
 */
export const articlePath = (slug: string) => `/${slug}`;
export const cityPath = (slug: string) => `/${slug}-travel-guide-2025`;
export const solutionPath = (slug: string) => `/how-to-${slug}`;
export const comparisonPath = (slug: string) => `/${slug}`;
export const legalPath = (slug: string) => `/${slug}`;
export const sitePagePath = (slug: string) => `/${slug}`;
export const toolPath = (slug: string) => `/tools/${slug}`;
/** A trip plan: the days, the legs between the cities and the deadlines. */
export const itineraryPath = (slug: string) => `/itineraries/${slug}`;

/** The hubs every page's breadcrumb leads through, and the site pages the header and footer link to. */
export const HUBS = { guides: "/guides", cities: "/cities", tools: "/tools", itineraries: "/itineraries" } as const;
export const SEARCH_PATH = "/search";
export const ABOUT_PATH = "/about";
/** Phrases to show staff, and the emergency numbers (app/content/pages/phrases.md, app/content/data/phrases.yaml). */
export const PHRASES_PATH = "/phrases";
/** Every change to every page, by month (app/content/pages/changes.md), and the same list as an Atom feed. */
export const CHANGES_PATH = "/changes";
export const CHANGES_FEED_PATH = "/changes.xml";
/** The web app manifest the build writes (scripts/build/hosting-files.ts) and every page links. */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/** The regular legacy readings of a path (spec section 2), answered with a 301. */
export const cityAliasPath = (slug: string) => `/cities/${slug}`;
export const solutionAliasPath = (slug: string) => `/solutions/${slug}`;
export const comparisonAliasPath = (slug: string) => `/comparisons/${slug}`;
