/**
 * The chosen trip plan on the reader's dates (in the trip checklist): the entry checker's own answer for
 * the whole trip on their passport, then each day with its date and weekday, a sight on its closing day
 * flagged with a swap, and the public holidays and peak periods it falls in (app/lib/tools/trip-days.ts,
 * app/lib/tools/trip-entry.ts). Everything is worked out in the browser from the page's own data.
 */
import { memo, useMemo } from "react";
import { formatPeriod, shortDate } from "../../lib/dates";
import { periodAdvice, periodStatus, type HolidayPeriod } from "../../lib/holidays";
import type { EntryRules } from "../../lib/tools/entry-check";
import type { ChecklistPlan } from "../../lib/tools/trip-checklist";
import {
  datedDays,
  shiftDirections,
  shiftWords,
  weekdayWord,
  type DatedDay,
  type Shift,
  type TripDay,
} from "../../lib/tools/trip-days";
import { optionalDayWords, outsideWords, tripArea, tripEntry } from "../../lib/tools/trip-entry";
import { optionTitle, reasonText, summaryText } from "./entry-words";

const outcomeStyle = {
  free: "border-trust/40 bg-trust-soft",
  check: "border-gold/40 bg-gold-soft",
  visa: "border-buy/40 bg-buy-soft",
} as const;

/** The entry checker's answer for the plan's places and dates on this passport. */
function TripEntry({
  rules,
  plan,
  passport,
  passportName,
  start,
  checker,
}: {
  rules: EntryRules;
  plan: ChecklistPlan;
  passport: string;
  passportName: string;
  start: string;
  checker: string;
}) {
  const result = useMemo(
    () =>
      tripEntry(rules, { places: plan.places, days: plan.days.length, nationality: passport, start, port: plan.port }),
    [rules, plan, passport, start],
  );
  // What stands against the options this passport is listed for (with a visa as the answer, why
  // transit or an agreement does not fit); an option the passport is not listed for says nothing useful.
  const unlisted = ["visa-free-not-listed", "transit-not-listed"];
  const against = result.options
    .filter((o) => o.id !== "visa" && !o.reasons.some((r) => unlisted.includes(r.code)))
    .flatMap((o) => o.reasons.filter((r) => !r.ok).map((r) => ({ option: o.id, reason: r })));
  // The places that decide against transit, by name, and those on optional days, as warnings on their day.
  const area = useMemo(() => tripArea(rules, plan.places), [rules, plan]);
  const transit = result.options.find((o) => o.id === "transit");
  const hours = rules.transit.hours;
  const warnings =
    transit && transit.verdict !== "no" && !transit.reasons.some((r) => unlisted.includes(r.code))
      ? area.optionalOutside
      : [];
  return (
    <div data-trip-entry={result.outcome} className={`mt-4 rounded-2xl border p-4 ${outcomeStyle[result.outcome]}`}>
      <p className="font-semibold text-ink">
        Entry on a {passportName} passport: {summaryText(result)}
      </p>
      {result.outcome !== "free" && against.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-[0.95rem] text-ink-soft">
          {against.map(({ option, reason }, i) => (
            <li key={i}>
              {optionTitle[option]}:{" "}
              {reason.code === "places-outside-transit" && area.outside.length
                ? `${area.outside.map((p) => outsideWords(p, hours)).join("; ")}.`
                : reasonText(reason)}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <p data-entry-warning className="mt-2 text-[0.95rem] text-ink-soft">
          {warnings.map((p) => optionalDayWords(p, hours)).join(" ")}
        </p>
      )}
      <p className="mt-2 text-sm text-ink-soft">
        Read for tourism, landing on day 1 at {plan.port || "a port not on the transit list"} (or another port on the
        transit list) and leaving on day {plan.days.length}, with your onward route not yet given. The{" "}
        <a href={checker} className="text-link">
          entry checker
        </a>{" "}
        answers for your own route and port; the border officer decides.
      </p>
    </div>
  );
}

/** One day on its date: a shut sight with the swap, the holiday or peak it falls in. */
function DayItem({ dated: d, day, shift }: { dated: DatedDay; day: TripDay; shift: readonly Shift[] }) {
  return (
    <li
      data-day={d.number}
      data-flag={d.shut.length ? "shut" : d.periods.length ? "holiday" : undefined}
      className="rounded-xl border border-line bg-white px-4 py-3"
    >
      <p className="font-semibold text-ink">
        Day {d.number}, {weekdayWord(d.weekday)} {shortDate(d.date).replace(/^\w+, /, "")}: {day.city.name}
        <span className="font-normal text-ink-soft"> · {day.title}</span>
      </p>
      {d.shut.length > 0 && (
        <p data-shut className="mt-1 text-[0.95rem] font-semibold text-buy">
          Shut on {weekdayWord(d.weekday, true)}:{" "}
          {d.shut.map((s) => `${s.name}${s.partly ? " (partly)" : ""}`).join("; ")}.{" "}
          {d.swap
            ? `Swap this day with day ${d.swap.number} (${shortDate(d.swap.date)}): every sight of both days is open then.`
            : d.shut.every((s) => s.partly)
              ? ""
              : `No other day in this city can take its place. ${shiftWords(shift)}`}
        </p>
      )}
      {d.periods.map((p) => (
        <p key={p.id} data-period={p.kind} className="mt-1 text-[0.95rem] text-gold-deep">
          {p.kind === "holiday" ? "Public holiday" : "Peak travel"}: {p.name} ({formatPeriod(p.start, p.end)}
          {periodStatus(p) ? `, ${periodStatus(p)}` : ""})
          {p.statutory && p.statutory.start <= d.date && d.date <= p.statutory.end ? "; a statutory day off" : ""}.{" "}
          {periodAdvice[p.kind]}
        </p>
      ))}
    </li>
  );
}

/** The plan's days on the reader's dates, each flagged where a sight is shut or a holiday falls. */
export const DatedPlan = memo(function DatedPlan({
  plan,
  start,
  periods,
  rules,
  passport,
  passportName,
  checker,
}: {
  plan: ChecklistPlan;
  start: string;
  periods: HolidayPeriod[];
  rules: EntryRules;
  passport: string;
  passportName: string;
  checker: string;
}) {
  const days = useMemo(() => datedDays(plan.days, start, periods), [plan, start, periods]);
  const shift = useMemo(() => shiftDirections(plan.days, start, periods), [plan, start, periods]);
  const flagged = days.filter((d) => d.shut.length > 0 || d.periods.length > 0).length;
  return (
    <section aria-labelledby="dated-plan-h" data-dated-plan className="mt-8 border-t border-line pt-6">
      <h2 id="dated-plan-h" className="text-3xl">
        {plan.title}, on your dates
      </h2>
      <p className="mt-1 text-ink-soft">
        {shortDate(days[0]!.date)} to {shortDate(days.at(-1)!.date)}:{" "}
        {flagged === 0
          ? "no sight is shut and no holiday falls on any day."
          : `${flagged} of ${days.length} days flagged.`}
      </p>
      {passport ? (
        <TripEntry
          rules={rules}
          plan={plan}
          passport={passport}
          passportName={passportName}
          start={start}
          checker={checker}
        />
      ) : (
        <p className="mt-4 text-ink-soft">Choose your passport above to see how you can enter China for these dates.</p>
      )}
      <ol className="mt-5 space-y-2">
        {days.map((d) => (
          <DayItem key={d.number} dated={d} day={plan.days[d.number - 1]!} shift={shift} />
        ))}
      </ol>
    </section>
  );
});
