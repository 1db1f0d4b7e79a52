import { NameZh } from "../name-zh";
import { Link } from "react-router";
import { Icon } from "../icon";
import { Prose } from "../prose";
import type { PlanDay, PlanLeg } from "../../lib/content/itineraries";
import { weekdayWord, type ClosingNote } from "../../lib/tools/trip-days";
import { listWords } from "../../lib/word-lists";

/** A travel day's journey: stations, time, fares and trains a day, each figure from the facts. */
function LegBox({ leg }: { leg: PlanLeg }) {
  const station = (end: PlanLeg["from"]) =>
    end.station ? (
      <>
        {end.stationName ?? end.name} (<span lang="zh-Hans">{end.station}</span>)
      </>
    ) : (
      end.name
    );
  const rows = [
    ["From", station(leg.from)],
    ["To", station(leg.to)],
    ["Journey", leg.hours.text],
    ["Second class", leg.secondClass?.text],
    ["First class", leg.firstClass?.text],
    ["Direct trains a day", leg.daily?.text],
    ["Sleeper", leg.sleeper],
  ].filter(([, v]) => v) as [string, React.ReactNode][];
  return (
    <div data-leg={leg.id} className="mt-4 rounded-xl bg-sky-soft/60 p-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon
          name={leg.mode === "flight" ? "plane" : leg.mode === "bus" ? "bus" : "train"}
          className="size-4 text-sky"
        />
        {leg.from.name} to {leg.to.name} by {leg.mode}
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="inline font-semibold text-ink">{label}: </dt>
            <dd className="inline text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-soft">{leg.note}</p>
    </div>
  );
}

/**
 * A sight's closing day on a plan day, from its record's `closedOn`: the weekday to avoid, with the
 * exception in the record's words, and the day of the same city to swap with (app/lib/tools/trip-days.ts).
 */
function ClosingDay({ note, closed }: { note: ClosingNote; closed: string }) {
  const days = listWords(
    note.closedOn.weekdays.map((w) => weekdayWord(w)),
    "or",
  );
  return (
    <p data-closing-day className="mt-1 text-ink">
      <strong>Avoid a {days} for this day:</strong> {closed}. {note.closedOn.partly ? "Part of it is shut then. " : ""}
      {note.swapWith ? (
        <>
          If the day falls on one, swap it with <a href={`#day-${note.swapWith.number}`}>day {note.swapWith.number}</a>{" "}
          ({note.swapWith.title}).
        </>
      ) : (
        "If the day falls on one, move it."
      )}
    </p>
  );
}

/** Where to sleep tonight, from the city guide's areas, and tomorrow's station when a journey follows. */
function Stay({ day }: { day: PlanDay }) {
  // Said on the first night in an area, and on the night before a journey (with its station).
  if (!day.stay || (!day.stay.first && !day.nextStation)) return null;
  return (
    <p data-stay className="mt-3 text-[0.95rem] text-ink-soft">
      <Icon name="hotel" className="mr-1 inline size-4 align-[-2px] text-trust" />
      <strong className="text-ink">{day.stay.first ? "Sleep in" : "Sleep again in"}:</strong> {day.stay.name} (
      <span lang="zh-Hans">{day.stay.nameZh}</span>), as the{" "}
      <Link to={`${day.city.path}#accommodation`} className="text-link">
        {day.city.name} guide
      </Link>{" "}
      describes it.
      {day.nextStation && (
        <>
          {" "}
          Tomorrow&apos;s train leaves from {day.nextStation.name}
          {day.nextStation.nameZh && (
            <>
              {" "}
              (<span lang="zh-Hans">{day.nextStation.nameZh}</span>)
            </>
          )}
          : allow for the ride there and the security check.
        </>
      )}
    </p>
  );
}

/** One day: its city (linked to the guide), what to do, the sights with their hours and tickets, the journey. */
export function PlanDayCard({ day, closing }: { day: PlanDay; closing: readonly ClosingNote[] }) {
  return (
    <li id={`day-${day.number}`} className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-6">
      <p className="text-xs font-semibold uppercase tracking-[0.16em] text-trust">
        Day {day.number} ·{" "}
        <Link to={day.city.path} className="text-trust underline underline-offset-4">
          {day.city.name}
        </Link>
      </p>
      <h3 className="mt-1 text-xl leading-snug">{day.title}</h3>
      {day.leg && <LegBox leg={day.leg} />}
      <Prose as="p" className="mt-3" value={day.plan} />
      <Stay day={day} />
      {day.sights.length > 0 && (
        <ul className="mt-4 space-y-2 text-[0.95rem]">
          {day.sights.map((s) => (
            <li key={s.name} className="rounded-xl bg-paper-deep/60 px-4 py-3">
              <p className="font-semibold text-ink">
                <NameZh name={s.name} zh={s.nameZh} />
              </p>
              <p className="text-ink-soft">
                {s.hours}. {s.price}.
              </p>
              {closing
                .filter((n) => n.sight === s.name)
                .map((n) => (
                  <ClosingDay key={n.sight} note={n} closed={s.closed} />
                ))}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
