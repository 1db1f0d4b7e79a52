/**
 * The whole pre-trip checklist as a reader can use it by hand: every task,
 * grouped by when it is due, with the answers that add it in words, its guide
 * and its sources. It is the checklist's reduced form without JavaScript (and
 * prints as it is), and the place the tasks' source links point to.
 */
import { SourceRefs } from "./source-refs";
import { FoldedSourceItems } from "../content/page-facts";
import type { TripChecklist } from "../../content/schemas/trip-checklist";
import { formatDate } from "../../lib/dates";
import { HUBS } from "../../lib/paths";
import { bucketInfo, buckets, conditionText, daysBeforeOf, type ChecklistCity } from "../../lib/tools/trip-checklist";
import { checklistSourceAnchor } from "./trip-checklist";

const dueText = (days: number) =>
  days === 0 ? "On the day you land" : days === 1 ? "The day before you land" : `${days} days before you land`;

export function ChecklistReference({ checklist, cities }: { checklist: TripChecklist; cities: ChecklistCity[] }) {
  const order = checklist.sources.map((s) => s.id);
  return (
    <section id="whole-checklist" aria-labelledby="whole-checklist-h" className="mt-14 scroll-mt-24">
      <h2 id="whole-checklist-h" className="text-3xl">
        The whole checklist
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Every task the checklist can give, grouped by when it is due, with the answers that add it. Checked on{" "}
        {formatDate(checklist.reviewed)}; numbers in brackets point to the sources at the end.
      </p>
      <nav aria-label="Checklist timeline" className="mt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {buckets.map((b) => (
            <li key={b}>
              <a href={`#checklist-${b}`} className="text-link">
                {bucketInfo[b].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {buckets.map((b) => (
        <section key={b} id={`checklist-${b}`} aria-labelledby={`checklist-${b}-h`} className="mt-10 scroll-mt-24">
          <h3 id={`checklist-${b}-h`} className="text-2xl">
            {bucketInfo[b].title}
          </h3>
          <ul className="mt-3 max-w-3xl space-y-4 empty:hidden">
            {checklist.tasks
              .filter((t) => t.when === b)
              .sort((x, y) => daysBeforeOf(y) - daysBeforeOf(x))
              .map((t) => (
                <li key={t.id} data-reference-task={t.id} className="break-inside-avoid border-l-4 border-line pl-4">
                  <p className="font-semibold text-ink">
                    <span aria-hidden="true">☐ </span>
                    {t.forEachCity ? t.title.replaceAll("{city}", "city") : t.title}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t.forEachCity ? "For each city you visit" : conditionText(t.if, cities)} ·{" "}
                    {dueText(daysBeforeOf(t))}
                  </p>
                  <p className="mt-1 leading-relaxed text-ink-soft">
                    {t.text.replaceAll("{city}", "the city")}
                    <SourceRefs ids={t.sources} order={order} anchor={checklistSourceAnchor} />
                  </p>
                  <p className="mt-1 text-sm">
                    <a href={t.forEachCity ? HUBS.cities : t.link} className="text-link">
                      {t.forEachCity ? "City guides" : t.linkLabel}
                    </a>
                  </p>
                </li>
              ))}
          </ul>
          {b === "during" && (
            <p className="mt-3 max-w-3xl text-ink-soft">
              A trip plan adds its own dated tasks here: each train&rsquo;s ticket sale and each sight booked a set
              number of days ahead, counted back from the plan&rsquo;s days. Each plan lists them under &ldquo;What to
              book, and when&rdquo;:{" "}
              <a href={HUBS.itineraries} className="text-link">
                trip plans
              </a>
              .
            </p>
          )}
        </section>
      ))}

      <h3 id="checklist-sources" className="mt-10 scroll-mt-24 text-2xl">
        Sources of the checklist
      </h3>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">
        Official pages where they could be read; otherwise the news report or reprint of an announcement, and for Tibet,
        travel agencies, since no official page states the rules today.
      </p>
      <FoldedSourceItems sources={checklist.sources} anchor={checklistSourceAnchor} />
    </section>
  );
}
