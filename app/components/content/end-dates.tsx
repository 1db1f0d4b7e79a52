import { formatDate } from "../../lib/dates";
import { today } from "../../lib/content/freshness";
import type { EndingFact } from "../../lib/content/fact-usage";
import { Icon } from "../icon";
import { TitledBox } from "../ui";

/**
 * "Until a day": each end-dated rule the page relies on (a visa-free scheme, a trial, an offer), with
 * what happens after that day if nothing new is announced, said plainly near the top of the page.
 * A rule whose day has passed (as of the build) says that it ended and what holds now. Nothing when
 * the page relies on none.
 */
export function EndDates({
  facts,
  now = today(),
  className = "mt-4",
}: {
  facts: EndingFact[];
  now?: string;
  className?: string;
}) {
  if (!facts.length) return null;
  return (
    <TitledBox
      id="end-dates-h"
      data={{ "data-pagefind-ignore": true }}
      className={`${className} rounded-xl border border-gold/40 bg-gold-soft/60 px-4 py-3 text-sm leading-relaxed text-ink`}
      titleClassName="flex items-center gap-1.5 font-sans text-sm font-semibold"
      title={
        <>
          <Icon name="clock" className="size-4 text-gold" /> Rules with an end date
        </>
      }
    >
      <ul className="mt-1.5 space-y-1.5">
        {facts.map((f) =>
          f.ends < now ? (
            <li key={f.key}>
              <strong>{f.label}:</strong> ended <time dateTime={f.ends}>{formatDate(f.ends)}</time>. Since then:{" "}
              {f.afterEnd}
            </li>
          ) : (
            <li key={f.key}>
              <strong>{f.label}:</strong> <time dateTime={f.ends}>{formatDate(f.ends)}</time>. If nothing new is
              announced by then: {f.afterEnd}
            </li>
          ),
        )}
      </ul>
    </TitledBox>
  );
}
