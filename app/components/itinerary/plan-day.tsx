import { NameZh } from "../name-zh";
import { Link } from "react-router";
import { Icon } from "../icon";
import { Prose } from "../prose";
import type { PlanDay, PlanLeg } from "../../lib/content/itineraries";

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

const WEEKDAY = /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days/;

/**
 * A sight's closing day on a plan day, as its city record words it: a sight shut on a weekday says to
 * move the day; one open daily with a part that closes names that part; one open daily says nothing.
 */
function ClosingDay({ closed }: { closed: string }) {
  if (!WEEKDAY.test(closed)) return null;
  return new RegExp(`^${WEEKDAY.source}`).test(closed) ? (
    <p className="mt-1 text-ink">
      <strong>Closing day:</strong> {closed}. If this day of the plan falls on it, swap it with another.
    </p>
  ) : (
    <p className="mt-1 text-ink-soft">Closing days: {closed}.</p>
  );
}

/** One day: its city (linked to the guide), what to do, the sights with their hours and tickets, the journey. */
export function PlanDayCard({ day }: { day: PlanDay }) {
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
              <ClosingDay closed={s.closed} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
