import type { ChangeLists, ChangeMonth, PageChange } from "../../lib/changes";
import { site } from "../../config/site";
import { formatDate } from "../../lib/dates";
import { CHANGES_FEED_PATH } from "../../lib/paths";
import { Icon } from "../icon";

/** The id of the corrections section on /changes: `/changes#corrections`. */
export const CORRECTIONS_ID = "corrections";
/** The id of the section with every page's changes. */
export const BY_PAGE_ID = "by-page";

const pageLink = "inline-flex min-h-6 items-center font-semibold text-trust hover:underline";

/**
 * Every change on the site (/changes): links to its three lists, then the corrections readers'
 * reports led to (or a plain word that there are none yet), every change by month, then day,
 * newest first, and last every page's own changes under an id the page's line of changes links
 * to. Kept out of the search index: a search for a fee should find the page, not this list.
 */
export function ChangeList({ lists }: { lists: ChangeLists }) {
  return (
    <div data-pagefind-ignore className="mt-8 max-w-3xl">
      <ul className="flex flex-col gap-1">
        <li>
          <a href={`#${CORRECTIONS_ID}`} className="inline-block py-2.5 font-semibold text-trust">
            Corrections from readers’ reports ({lists.corrections.length})
          </a>
        </li>
        <li>
          <a href={`#${BY_PAGE_ID}`} className="inline-block py-2.5 font-semibold text-trust">
            Every page’s changes, page by page
          </a>
        </li>
        <li>
          {/* An inline link, so on a narrow screen the arrow wraps with the words rather than to the far edge. */}
          <a
            href={CHANGES_FEED_PATH}
            type="application/atom+xml"
            className="inline-block py-2.5 font-semibold text-trust"
          >
            Follow these changes in a feed reader (Atom feed){" "}
            <Icon name="arrow-right" className="inline size-4 align-[-0.125em]" />
          </a>
        </li>
      </ul>
      <Corrections corrections={lists.corrections} />
      <Months months={lists.months} />
      <ByPage pages={lists.pages} />
    </div>
  );
}

/** The corrections readers' reports led to, dated, with how to report one. */
function Corrections({ corrections }: { corrections: PageChange[] }) {
  return (
    <section id={CORRECTIONS_ID} aria-labelledby={`${CORRECTIONS_ID}-h`} className="mt-10 scroll-mt-24">
      <h2 id={`${CORRECTIONS_ID}-h`} className="text-3xl">
        Corrections from readers’ reports
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">
        Found something wrong? Tap “Report a mistake” under the date at the top of any page, or in the box that opens
        from any figure: it starts an email to{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-trust underline underline-offset-4">
          {site.supportEmail}
        </a>{" "}
        with the page filled in. Each correction a report leads to is listed here, with its date.
      </p>
      {corrections.length ? (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {corrections.map((c) => (
            <li key={`${c.path} ${c.date} ${c.ordinal}`} className="px-4 py-3 sm:px-5">
              <p className="text-sm font-semibold text-ink-muted">
                <time dateTime={c.date}>{formatDate(c.date)}</time>
              </p>
              <a href={c.path} className={pageLink}>
                {c.page}
              </a>
              <p className="leading-relaxed text-ink-soft">{c.note}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p data-no-corrections className="mt-4 rounded-2xl border border-line bg-white px-4 py-3 text-ink-soft sm:px-5">
          No change has come from a reader’s report yet.
        </p>
      )}
    </section>
  );
}

/** Every change by month, then day, newest first; under each day the pages changed, with one line per change. */
function Months({ months }: { months: ChangeMonth[] }) {
  return months.map((m) => (
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
                <a href={p.path} className={pageLink}>
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
  ));
}

/** Every page's changes under the page's own id, where the line of changes on the page links to. */
function ByPage({ pages }: { pages: ChangeLists["pages"] }) {
  return (
    <section id={BY_PAGE_ID} aria-labelledby={`${BY_PAGE_ID}-h`} className="mt-14 scroll-mt-24">
      <h2 id={`${BY_PAGE_ID}-h`} className="text-3xl">
        Every page’s changes
      </h2>
      <p className="mt-3 text-ink-soft">The same changes again, listed under each page, newest first.</p>
      {pages.map((p) => (
        <section key={p.path} id={p.anchor} aria-labelledby={`${p.anchor}-h`} className="mt-6 scroll-mt-24">
          <h3 id={`${p.anchor}-h`} className="font-sans text-base">
            <a href={p.path} className={pageLink}>
              {p.page}
            </a>
          </h3>
          <ul className="mt-1 space-y-1 text-[0.95rem] leading-relaxed text-ink-soft">
            {p.changes.map((c, i) => (
              <li key={i}>
                <time dateTime={c.date} className="font-semibold whitespace-nowrap text-ink-muted">
                  {formatDate(c.date)}
                </time>
                : {c.note}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
