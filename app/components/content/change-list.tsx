import type { ChangeMonth } from "../../lib/changes";
import { formatDate } from "../../lib/dates";
import { CHANGES_FEED_PATH } from "../../lib/paths";
import { Icon } from "../icon";

/**
 * Every change on the site (/changes): by month, then day, newest first; under each day the
 * pages changed, each a link, with one line per change. Kept out of the search index: a search
 * for a fee should find the page, not this list.
 */
export function ChangeList({ months }: { months: ChangeMonth[] }) {
  return (
    <div data-pagefind-ignore className="mt-8 max-w-3xl">
      <p>
        {/* An inline link, so on a narrow screen the arrow wraps with the words rather than to the far edge. */}
        <a
          href={CHANGES_FEED_PATH}
          type="application/atom+xml"
          className="inline-block py-2.5 font-semibold text-trust"
        >
          Follow these changes in a feed reader (Atom feed){" "}
          <Icon name="arrow-right" className="inline size-4 align-[-0.125em]" />
        </a>
      </p>
      {months.map((m) => (
        <section key={m.id} aria-labelledby={`month-${m.id}`} className="mt-10">
          <h2 id={`month-${m.id}`} className="text-3xl">
            {m.label}
          </h2>
          {m.days.map((d) => (
            <div key={d.date} className="mt-6">
              <h3 className="font-sans text-base font-semibold text-ink-muted">
                <time dateTime={d.date}>{formatDate(d.date)}</time>
              </h3>
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
                {d.pages.map((p) => (
                  <li key={p.path} className="px-4 py-3 sm:px-5">
                    <a
                      href={p.path}
                      className="inline-flex min-h-6 items-center font-semibold text-trust hover:underline"
                    >
                      {p.page}
                    </a>
                    <ul className="mt-1 list-disc space-y-1 pl-5 leading-relaxed text-ink-soft marker:text-ink-muted">
                      {p.notes.map((n) => (
                        <li key={n}>{n}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
