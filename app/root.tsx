import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  type LinksFunction,
} from "react-router";
import { inlineScripts, scriptImports, scriptUrls } from "virtual:client-scripts";
import { moduleLoader, scriptPlan, type ClientScript, type Island } from "./lib/page-scripts";
import { WEB_MANIFEST_PATH } from "./lib/paths";
import { THEME_COLOR } from "./lib/web-manifest";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ConsentChoice } from "./components/consent-choice";
import { PagePath } from "./components/prose";
import { site } from "./config/site";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: WEB_MANIFEST_PATH },
];

/** A module's URL, after the chunks it imports (an island's framework chunk), so the browser fetches them together. */
const moduleUrls = (name: ClientScript | Island) => [
  ...((scriptImports as Partial<Record<string, string[]>>)[name] ?? []),
  scriptUrls[name],
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The SPA fallback shell the build renders (and then discards) must keep React Router's scripts.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const matches = useMatches();
  const plan = scriptPlan(spaFallback ? [] : matches, Boolean(site.analyticsId));
  // The page's path, for the report links in its prose (components/prose.tsx); no trailing slash.
  const path = (matches.at(-1)?.pathname ?? "/").replace(/(.)\/+$/, "$1");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Buy-click tracking from the first paint (app/client/buy-clicks.ts); hashed into the page's CSP. Before
            the stylesheet: an inline script after it waits for the stylesheet, and the parser with it. */}
        <script dangerouslySetInnerHTML={{ __html: inlineScripts.buyClicks }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <PagePath value={path}>{children}</PagePath>
        <SiteFooter />
        <ConsentChoice />
        {plan.modules.length > 0 && (
          <script dangerouslySetInnerHTML={{ __html: moduleLoader(plan.modules.flatMap(moduleUrls)) }} />
        )}
        {plan.hydrate && <ScrollRestoration />}
        {plan.hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets CSS and tests tell a page whose scripts ran (hydrated React here) from one whose never did.
    document.documentElement.dataset.hydrated = "true";
    document.documentElement.dataset.enhanced = "true";
  }, []);
  return <Outlet />;
}

/**
 * npm run dev: what the error page shows under the message. A content problem (app/lib/content/errors.ts) shows its
 * `file:line: problem` lines, one a line, not a stack trace. The build never calls it: it stops on a content problem.
 */
const devDetail = (error: Error) => (error.name === "ContentError" ? error.message : error.stack);

export function ErrorBoundary({ error }: { error: unknown }) {
  let message = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) {
    message = error.message;
    stack = import.meta.env.DEV ? devDetail(error) : undefined;
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-soft">{message}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-xl bg-ink p-4 text-sm text-white">{stack}</pre>}
    </main>
  );
}
