import type { ReactNode } from "react";
import { formatDate } from "../lib/dates";
import { formatFact, unconfirmed, type FactInForce } from "../lib/content/facts";
import { tierWords } from "../lib/content/tier-words";
import { factReportHref, PAGE_PATH_SLOT } from "../lib/report-mistake";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/**
 * A figure from the facts collection as a page shows it: the value, which a tap
 * (or a click, or Enter) opens into its source and the day it was checked. The
 * browser's own popover does this without script; hovering shows the same in a
 * tooltip. Rendered at build time by the Markdown pipeline (`:fact[topic.id]`).
 * Its "Report a mistake in this figure" link names the fact and the value; the
 * page's path is filled in where the page renders the prose (app/lib/report-mistake.ts).
 */
export function FactValue({ fact, uid, children }: { fact: FactInForce; uid: string; children: ReactNode }) {
  const source = fact.sourceList[0]!;
  // The report names the value as the page shows it (a holiday's "at least October 1–3, 2027").
  const shown = typeof children === "string" ? children : formatFact(fact);
  const checked = formatDate(fact.checked);
  const doubt = unconfirmed(fact);
  return (
    <span className="fact">
      <button
        type="button"
        popoverTarget={uid}
        title={`${fact.label}. Source: ${source.publisher}; checked ${checked}.`}
        className="cursor-help underline decoration-ink-muted decoration-dotted decoration-1 underline-offset-4 hover:decoration-trust"
      >
        {children}
      </button>
      {doubt && <span className="ml-1 text-sm font-semibold text-gold-deep"> (unconfirmed)</span>}
      <span
        id={uid}
        popover="auto"
        data-pagefind-ignore
        className="fact-popover m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-5 text-left text-base leading-relaxed text-ink shadow-xl backdrop:bg-ink/25"
      >
        <span className="block font-semibold">{fact.label}</span>
        <span className="mt-1 block text-2xl">{children}</span>
        {doubt && (
          <span className="mt-2 block text-ink">
            <strong className="text-gold-deep">Unconfirmed:</strong> no official text or two press reports back this
            figure yet; check with {fact.whereToCheck}.
          </span>
        )}
        {fact.note && <span className="mt-2 block text-ink-soft">{fact.note}</span>}
        {fact.ends && (
          <span className="mt-2 block text-ink-soft">
            As announced until {formatDate(fact.ends)}. After that, if nothing new is announced: {fact.afterEnd}
          </span>
        )}
        <span className="mt-3 block text-sm text-ink-soft">
          Source:{" "}
          <ExternalLink href={source.url} className="underline">
            {source.publisher}
          </ExternalLink>
          {` (${tierWords[source.tier]})`}, “{source.title}”. Checked {checked}.
        </span>
        <a
          href={factReportHref({ path: PAGE_PATH_SLOT, factId: fact.key, label: fact.label, value: shown })}
          className="mt-1 flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-trust"
        >
          <Icon name="mail" className="size-4" /> Report a mistake in this figure
        </a>
        <button
          type="button"
          popoverTarget={uid}
          popoverTargetAction="hide"
          className="mt-3 min-h-11 rounded-full border border-line px-4 text-sm font-semibold"
        >
          Close
        </button>
      </span>
    </span>
  );
}
