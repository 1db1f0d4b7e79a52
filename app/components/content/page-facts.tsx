import type { Source } from "../../content/schemas/common";
import { formatDate } from "../../lib/dates";
import { ExternalLink } from "../external-link";
import { Fold } from "../fold";
import { Icon } from "../icon";

/** "Last checked <date>": the day a person last checked the page's facts (the record's `reviewed`). */
export function LastChecked({ reviewed, className = "" }: { reviewed: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <Icon name="badge-check" className="size-4 text-trust" />
      <span>
        Last checked <time dateTime={reviewed}>{formatDate(reviewed)}</time>
      </span>
    </span>
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
          , {s.publisher}
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

/** The page's sources, as the last section of its content; nothing when there are none. */
export function SourcesList({ sources }: { sources: Source[] }) {
  if (!sources.length) return null;
  return (
    <section id="sources" aria-labelledby="sources-h" className="mt-14 scroll-mt-24 border-t border-line pt-8">
      <h2 id="sources-h" className="text-2xl">
        Sources
      </h2>
      <SourceItems sources={sources} />
    </section>
  );
}
