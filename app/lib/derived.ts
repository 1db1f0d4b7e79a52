/**
 * What the build derives from the registry's pages: the route table, the
 * prerender list and the sitemap. One function each, so a test can feed them
 * any page list (a fixture content folder) and see a new record flow through.
 */
import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { NOT_FOUND_PRERENDER_PATH } from "./hosting";
import { moduleOf, type PageEntry } from "./registry";
import { absoluteUrl } from "./seo";

/** One route entry per registered path, plus the not-found page for every other path. */
export const routesFor = (pages: PageEntry[]): RouteConfigEntry[] => [
  ...pages.map((p) =>
    p.path === "/" ? index(moduleOf(p), { id: p.routeId }) : route(p.path, moduleOf(p), { id: p.routeId }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
];

/** Every registered page is rendered to static HTML, plus the not-found page. */
export const prerenderPathsFor = (pages: PageEntry[]): string[] => [
  ...pages.map((p) => p.path),
  NOT_FOUND_PRERENDER_PATH,
];

/** sitemap.xml: canonical pages, lastmod = the record's `updated`. */
export const sitemapFor = (pages: PageEntry[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages
  .filter((p) => !p.noindex)
  .map((p) => `  <url><loc>${absoluteUrl(p.path)}</loc><lastmod>${p.dateModified}</lastmod></url>`)
  .join("\n")}
</urlset>
`;
