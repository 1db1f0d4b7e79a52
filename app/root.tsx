import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { site } from "./config/site";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The analytics tag, only when a measurement ID is configured. */
function Analytics() {
  if (!site.analyticsId) return null;
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${site.analyticsId}`} />
      <script src="/analytics-init.js" data-measurement-id={site.analyticsId} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f3" />
        <Meta />
        <Links />
        <Analytics />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        {children}
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets CSS tell a hydrated page from one whose scripts never ran.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  let message = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) {
    message = error.message;
    stack = import.meta.env.DEV ? error.stack : undefined;
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-soft">{message}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-xl bg-ink p-4 text-sm text-white">{stack}</pre>}
    </main>
  );
}
