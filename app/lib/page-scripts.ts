/**
 * What each page type ships to the browser (docs/decisions/0009-lean-client.md).
 * Content pages get no React runtime: only the small modules in app/client/,
 * named in their route module's `handle`. A page hydrates React only if its
 * route id is one of the traveller tools; a `hydrate` anywhere else stops the
 * build, so no page can opt in by accident.
 */

/** The browser modules, bundled and content-hashed by the build (scripts/client-scripts-plugin.ts). */
export const clientModules = {
  site: "app/client/site.ts",
  banner: "app/client/banner.ts",
  notFound: "app/client/not-found.ts",
  consent: "app/client/consent.ts",
  offline: "app/client/offline.ts",
  search: "app/client/search.ts",
  driverCard: "app/client/driver-card.ts",
} as const;
export type ClientScript = keyof typeof clientModules;

/** Scripts inlined in the head of every page: the buy-click listener must run before any click. */
export const inlineClientScripts = { buyClicks: "app/client/buy-clicks.ts" } as const;

/** Route handle: which modules the page loads, or `hydrate` for a page that runs React in the browser. */
export interface PageHandle {
  scripts?: ClientScript[];
  hydrate?: boolean;
}

/** Route ids allowed to hydrate: the interactive tool pages. */
export const mayHydrate = (routeId: string) => routeId.startsWith("tool-");

export interface ScriptPlan {
  hydrate: boolean;
  modules: ClientScript[];
}

/**
 * The scripts for the matched routes. No match at all stands for the SPA
 * fallback shell the build renders; React Router requires it to keep its scripts.
 */
export function scriptPlan(matches: { id: string; handle?: unknown }[], analytics: boolean): ScriptPlan {
  const page = matches.filter((m) => m.id !== "root");
  if (page.length === 0) return { hydrate: true, modules: [] };
  const handles = page.map((m) => ({ id: m.id, handle: (m.handle ?? {}) as PageHandle }));
  for (const { id, handle } of handles)
    if (handle.hydrate && !mayHydrate(id))
      throw new Error(
        `Route "${id}" asks to hydrate React in the browser; only tool pages may (app/lib/page-scripts.ts).`,
      );
  const hydrate = handles.some((h) => h.handle.hydrate);
  const modules = new Set<ClientScript>(hydrate ? [] : ["site", "offline"]);
  for (const { handle } of handles) for (const s of handle.scripts ?? []) modules.add(s);
  if (analytics) modules.add("consent");
  return { hydrate, modules: [...modules] };
}

/**
 * The inline loader that starts a page's modules once the page has loaded, so
 * they never compete with the first paint (measured: module scripts in the
 * head delayed LCP by 10-25% at Lighthouse's mobile throttle; after `load`
 * the page paints exactly like its script-free twin). The modules only add
 * behaviour to HTML that already works; buy-click tracking does not wait for
 * them (it is inline in the head).
 */
export function moduleLoader(urls: string[]): string {
  return (
    `addEventListener("load",function(){${JSON.stringify(urls)}.forEach(function(u){` +
    `var s=document.createElement("script");s.type="module";s.src=u;document.head.appendChild(s)})})`
  );
}
