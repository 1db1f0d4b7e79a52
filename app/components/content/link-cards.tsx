import { Link } from "react-router";
import type { RelatedLink } from "../../content/schemas/common";
import { Icon } from "../icon";
import { Prose, type ProseTree } from "../prose";

/** Hand-picked related pages (a record's relatedSolutions / relatedComparisons) as cards; not in site search. */
export function LinkCards({ links }: { links: RelatedLink[] }) {
  return (
    <ul data-print-hide data-pagefind-ignore className="grid gap-4 sm:grid-cols-3">
      {links.map((r) => (
        <li key={r.link}>
          <Link
            to={r.link}
            className="card-link group flex h-full flex-col rounded-2xl border border-line bg-white p-5 no-underline hover:shadow-[var(--shadow-card)]"
          >
            <span className="card-title font-serif text-lg font-semibold leading-snug text-ink group-hover:text-trust">
              {r.title}
            </span>
            <span className="mt-2 flex-1 text-sm leading-relaxed font-normal text-ink-muted">{r.description}</span>
            <Icon name="arrow-right" className="mt-3 size-4 text-trust" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A list of rich-text points, each behind a check mark (quick answers, key points). */
export function CheckList({ items }: { items: ProseTree[] }) {
  return (
    <ul className="mt-4 space-y-2.5">
      {items.map((text, i) => (
        <li key={i} className="flex gap-2.5">
          <Icon name="check" className="mt-1.5 size-4 shrink-0 text-trust" strokeWidth={2.5} />
          <Prose as="span" value={text} />
        </li>
      ))}
    </ul>
  );
}
