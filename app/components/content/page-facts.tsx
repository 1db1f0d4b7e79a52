import type { Change, Source } from "../../content/schemas/common";
import { tierWords } from "../../lib/content/tier-words";
import { formatDate } from "../../lib/dates";
import { CHANGES_PATH } from "../../lib/paths";
import { ExternalLink } from "../external-link";
import { Fold } from "../fold";
import { Icon } from "../icon";
import { TitledBox } from "../ui";
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
 * "What changed": the page's latest changes (app/lib/changes.ts latestChanges), one dated line
 * each, under its "Last checked" date, and the way to every change on the site. Nothing while
 * the page has not changed. Kept out of the search index: the notes say what changed, not what
 * the page is about.
 */
export function WhatChanged({ changes }: { changes: Change[] }) {
  if (!changes.length) return null;
  // One date line over the notes of that day: several changes often share one.
  const days: { date: string; notes: string[] }[] = [];
  for (const c of changes)
    if (days.at(-1)?.date === c.date) days.at(-1)!.notes.push(c.note);
    else days.push({ date: c.date, notes: [c.note] });
  return (
    <TitledBox
      id="what-changed-h"
      data={{ "data-pagefind-ignore": true }}
      className="mt-4 rounded-xl border border-line bg-white/70 px-4 pt-3 pb-1 text-sm leading-relaxed text-ink-soft"
      titleClassName="font-sans text-sm font-semibold"
      title="What changed"
    >
      {days.map((d) => (
        <div key={d.date} className="mt-1.5">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <time dateTime={d.date}>{formatDate(d.date)}</time>
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-ink-muted">
            {d.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ))}
      <a href={CHANGES_PATH} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-trust">
        Every change on the site <Icon name="arrow-right" className="size-4" />
      </a>
    </TitledBox>
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
 * What moved on the page, under its heading on every page type: the rules it relies on that end on
 * a given day, then its latest changes.
 */
export function PageUpdates({ ending, changes }: { ending: EndingFact[]; changes: Change[] }) {
  return (
    <>
      <EndDates facts={ending} />
      <WhatChanged changes={changes} />
    </>
  );
}
