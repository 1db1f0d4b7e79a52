import type { Source } from "../../content/schemas/common";
import { tierWords } from "../../lib/content/tier-words";
import { formatDate } from "../../lib/dates";
import type { PageRecord } from "../../lib/page-data";
import { ExternalLink } from "../external-link";
import { Fold } from "../fold";
import { Icon } from "../icon";
import type { EndingFact } from "../../lib/content/fact-usage";
import { EndDates } from "./end-dates";

/**
 * "Last checked <date>": the day a person last checked the page's facts (the record's `reviewed`).
 * Not in site search: a date says when, not what the page is about.
 */
export function LastChecked({ reviewed, className = "" }: { reviewed: string; className?: string }) {
  return (
    <span data-pagefind-ignore className={`inline-flex items-center gap-1.5 ${className}`}>
      <Icon name="badge-check" className="size-4 text-trust" />
      <span>
        Last checked <time dateTime={reviewed}>{formatDate(reviewed)}</time>
      </span>
    </span>
  );
}

/**
 * The page's changes in one line under its "Last checked" date, so the answer a reader came for
 * stays near the top on a phone: the newest change (its note cut short), the way to all of the
 * page's changes on /changes, and "Report a mistake", an email to us with the page filled in
 * (app/lib/report-mistake.ts). Kept out of the search index: the notes say what changed, not
 * what the page is about.
 */
export function PageChanges({ changes }: { changes: PageRecord["changes"] }) {
  const { latest, count, all, report } = changes;
  const link =
    "inline-flex min-h-6 shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-trust underline-offset-4 hover:underline";
  return (
    <p
      data-page-changes
      data-pagefind-ignore
      className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm leading-relaxed text-ink-muted sm:flex-nowrap"
    >
      {/* On a wider screen the whole line stays one line: the note gives way, cut with an ellipsis. */}
      {latest && (
        <span className="min-w-0 sm:truncate">
          <span className="font-semibold text-ink-soft">
            Changed <time dateTime={latest.date}>{formatDate(latest.date)}</time>:
          </span>
          {` ${latest.note}`}
        </span>
      )}
      {latest && (
        <a href={all} className={link}>
          {count > 1 ? `All ${count} changes` : "Change history"}
        </a>
      )}
      <a href={report} className={link}>
        <Icon name="mail" className="size-4" /> Report a mistake
      </a>
    </p>
  );
}

/**
 * A numbered list of sources: title (a link), publisher, date published when
 * known, date accessed. With `anchor`, each entry carries the id that numbered
 * references (SourceRefs) link to.
 */
export function SourceItems({
  sources,
  anchor,
}: {
  sources: (Source & { id?: string; published?: string })[];
  anchor?: (id: string) => string;
}) {
  return (
    <ol className="mt-4 list-decimal space-y-2 pl-6 text-[0.95rem] text-ink-soft marker:text-ink-muted">
      {sources.map((s) => (
        <li
          key={s.id ?? s.url}
          id={anchor && s.id ? anchor(s.id) : undefined}
          className={anchor ? "scroll-mt-24 pl-1" : "pl-1"}
        >
          <ExternalLink href={s.url} className="font-medium">
            {s.title}
          </ExternalLink>
          , {s.publisher} ({s.machineRewritten ? "machine-rewritten reprint" : tierWords[s.tier]})
          {s.published && `, ${s.published}`}, accessed <time dateTime={s.accessed}>{formatDate(s.accessed)}</time>
        </li>
      ))}
    </ol>
  );
}

/** A long numbered source list folded under a line that counts it: the tools' datasets have dozens. */
export function FoldedSourceItems(props: Parameters<typeof SourceItems>[0]) {
  return (
    <Fold summary={`The ${props.sources.length} sources, with the dates we read them`}>
      <SourceItems {...props} />
    </Fold>
  );
}

/**
 * The page's sources, as the last section of its content; nothing when there are none. Not in
 * site search: the titles of other sites' pages would make a search for their subject find this one.
 */
export function SourcesList({ sources }: { sources: Source[] }) {
  if (!sources.length) return null;
  return (
    <section
      id="sources"
      aria-labelledby="sources-h"
      data-pagefind-ignore
      className="mt-14 scroll-mt-24 border-t border-line pt-8"
    >
      <h2 id="sources-h" className="text-2xl">
        Sources
      </h2>
      <SourceItems sources={sources} />
    </section>
  );
}

/**
 * What moved on the page, under its date on every page type: its line of changes (with "Report a
 * mistake"), then the rules it relies on that end on a given day.
 */
export function PageUpdates({ ending, changes }: { ending: EndingFact[]; changes: PageRecord["changes"] }) {
  return (
    <>
      <PageChanges changes={changes} />
      <EndDates facts={ending} />
    </>
  );
}
