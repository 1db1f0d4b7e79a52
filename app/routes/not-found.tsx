import { Icon } from "../components/icon";
import { useLoaderData, type MetaFunction } from "react-router";
import { registry } from "../lib/registry";
import { HUBS, SEARCH_PATH } from "../lib/paths";
import type { PageHandle } from "../lib/page-scripts";
import { ButtonLink, buttonClass } from "../components/button";
import { site } from "../config/site";
import { NOT_FOUND_HEADING } from "../lib/not-found";

export const meta: MetaFunction = () => [
  { title: `Page not found | ${site.brandName}` },
  {
    name: "description",
    content: "The page you asked for does not exist. Return to the home page to find our China travel guides.",
  },
  { name: "robots", content: "noindex" },
];

/** The page script logs the unknown path to the console (spec section 8). */
export const handle: PageHandle = { scripts: ["site", "notFound"] };

/** Every page's path and name, for the script that suggests the nearest page to a mistyped address. */
export function loader() {
  return {
    known: registry()
      .pages.filter((p) => !p.noindex)
      .map((p) => ({ path: p.path, name: p.name })),
  };
}

export default function NotFound() {
  const { known } = useLoaderData<typeof loader>();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-28 pb-20 text-center"
    >
      <Icon name="compass" className="size-12 text-trust" strokeWidth={1.5} />
      <p className="mt-6 font-serif text-7xl font-semibold text-buy">404</p>
      <h1 className="mt-4 text-3xl">{NOT_FOUND_HEADING}</h1>
      <p className="mt-4 text-lg text-ink-soft">
        The page you were looking for has moved or never existed. Everything we publish is one click from the home page.
      </p>
      <p data-nearest hidden className="mt-6 text-lg">
        Did you mean{" "}
        <a data-nearest-link href="/" className="font-semibold text-trust-deep underline underline-offset-4" />?
      </p>
      <ButtonLink to="/" variant="trust" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
      <nav aria-label="Other ways in" className="mt-10 w-full">
        <p className="text-ink-soft">Or find it another way:</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {[
            { to: HUBS.guides, label: "Guides by topic", icon: "file-text" as const },
            { to: HUBS.cities, label: "City guides", icon: "map-pin" as const },
            { to: SEARCH_PATH, label: "Search", icon: "search" as const },
          ].map((l) => (
            <li key={l.to}>
              <a href={l.to} className={buttonClass("outline", "md")}>
                <Icon name={l.icon} className="size-4" />
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <script
        type="application/json"
        id="known-pages"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(known).replace(/</g, "\\u003c") }}
      />
    </main>
  );
}
