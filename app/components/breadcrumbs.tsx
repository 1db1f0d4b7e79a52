import { Icon } from "./icon";
import { Link } from "react-router";
import type { Crumb } from "../lib/registry";

/** Home first; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav data-pagefind-ignore aria-label="Breadcrumb" className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={c.url} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link
                    to={c.url}
                    className="text-ink-muted no-underline underline-offset-2 hover:text-ink hover:underline"
                  >
                    {c.name}
                  </Link>
                  <Icon name="chevron-right" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
