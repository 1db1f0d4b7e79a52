/**
 * What each page type ships to the browser (docs/decisions/0009-lean-client.md,
 * 0013-tool-islands.md). Content pages get no React runtime: only the small
 * modules in app/client/, named in their route module's `handle`. A traveller
 * tool page adds one React island (app/client/islands/): React hydrates the
 * tool's own element, nothing else. Only route ids of tools may name an
 * island; an island anywhere else stops the build, so no page can opt in by
 * accident. React Router's own scripts run on no page.
 */

/** The browser modules, bundled and content-hashed by the build (scripts/build/client-scripts-plugin.ts). */
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

/** The React islands of the tool pages: each bundles React and its tool, and hydrates the tool's element. */
export const islandModules = {
  entryChecker: "app/client/islands/entry-checker.tsx",
  tripChecklist: "app/client/islands/trip-checklist.tsx",
  paymentTroubleshooter: "app/client/islands/payment-troubleshooter.tsx",
} as const;
export type Island = keyof typeof islandModules;

/** Scripts inlined in the head of every page: the buy-click listener must run before any click. */
export const inlineClientScripts = { buyClicks: "app/client/buy-clicks.ts" } as const;

/** Route handle: which modules the page loads, and for a tool page the React island it hydrates. */
export interface PageHandle {
  scripts?: ClientScript[];
  island?: Island;
}

/** Route ids allowed to run React in the browser: the interactive tool pages. */
export const mayHydrate = (routeId: string) => routeId.startsWith("tool-");

export interface ScriptPlan {
  /** React Router's own scripts: only for the SPA fallback shell the build renders and discards. */
  hydrate: boolean;
  modules: (ClientScript | Island)[];
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
    if (handle.island && !mayHydrate(id))
      throw new Error(
        `Route "${id}" asks to run React in the browser (island "${handle.island}"); only tool pages may (app/lib/page-scripts.ts).`,
      );
  const modules = new Set<ClientScript | Island>(["site", "offline"]);
  for (const { handle } of handles) for (const s of handle.scripts ?? []) modules.add(s);
  for (const { handle } of handles) if (handle.island) modules.add(handle.island);
  if (analytics) modules.add("consent");
  return { hydrate: false, modules: [...modules] };
}

/** How long after `load` the loader waits for a first paint the browser may never report, ms. */
export const PAINT_WAIT_MS = 3000;

/**
 * The inline loader that starts a page's modules once the page has loaded, its
 * first contentful paint is on screen and the browser is idle, so they never
 * compete with the first paint (measured: module scripts in the head delayed
 * LCP by 10-25% at Lighthouse's mobile throttle; started right at `load` still
 * 8-17%). `load` alone is not enough: a short page often fires it before its
 * first frame reaches the screen, and an idle moment can come before that frame
 * too. Where the browser has no paint timing, or never reports a paint, the
 * modules start after `load` and an idle moment (at most PAINT_WAIT_MS later). The modules
 * only add behaviour to HTML that already works; buy-click tracking does not wait
 * for them (it is inline in the head).
 */
export function moduleLoader(urls: string[]): string {
  return (
    `addEventListener("load",function(){var done=0,go=function(){if(done++)return;` +
    `${JSON.stringify(urls)}.forEach(function(u){` +
    `var s=document.createElement("script");s.type="module";s.src=u;document.head.appendChild(s)})},` +
    `idle=function(){window.requestIdleCallback?requestIdleCallback(go,{timeout:1000}):go()},` +
    `P=window.PerformanceObserver,fcp="first-contentful-paint";` +
    `if(performance.getEntriesByName(fcp).length||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return idle();` +
    `setTimeout(idle,${PAINT_WAIT_MS});new P(function(l,o){if(l.getEntriesByName(fcp).length){o.disconnect();idle()}})` +
    `.observe({type:"paint",buffered:true})})`
  );
}
