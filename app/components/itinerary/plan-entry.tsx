import { Link } from "react-router";
import { formatDate } from "../../lib/dates";
import { toolPath } from "../../lib/paths";
import { listWords } from "../../lib/word-lists";
import { optionalDayWords, visaFreeVerdict, type PlanEntry } from "../../lib/tools/trip-entry";

/** Passports most of the site's readers carry, named first where a list is cut short. */
const familiar = [
  "United Kingdom",
  "France",
  "Germany",
  "Australia",
  "Canada",
  "New Zealand",
  "Japan",
  "South Korea",
  "Italy",
  "Spain",
  "Netherlands",
  "Ireland",
  "Switzerland",
  "United States",
];
const rank = (name: string) => (familiar.includes(name) ? familiar.indexOf(name) : familiar.length);

/** A few names, the familiar ones first, then how many more. */
const some = (all: readonly string[], shown = 8) => {
  const names = [...all].sort((a, b) => rank(a) - rank(b));
  return names.length <= shown
    ? listWords(names)
    : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
};

/**
 * "Entering China for this plan": which ways in cover the plan's length and places, read from the entry
 * checker's dataset (app/lib/tools/trip-entry.ts), for which passports in words, and where the 240-hour
 * area ends on the route. The checker gives the answer for a passport and dates.
 */
export function PlanEntrySection({ entry }: { entry: PlanEntry }) {
  const { visaFree, transit, mutual } = entry;
  const checker = toolPath("china-entry-checker");
  const outsideNames = transit.outside.map((p) =>
    p.why === "prefecture" ? `${p.name}, in ${p.prefecture}` : `${p.name}, in ${p.province}`,
  );
  return (
    <section aria-labelledby="entry-h" className="mt-14">
      <h2 id="entry-h" data-pagefind-ignore className="text-3xl">
        Entering China for this plan
      </h2>
      <p className="mt-3 text-ink-soft">
        The plan is {entry.days} days, arrival and departure days included. Which way in fits depends on your passport;
        the{" "}
        <Link to={checker} className="text-link">
          entry checker
        </Link>{" "}
        answers for your passport and dates, and the border officer decides.
      </p>
      <ul className="mt-5 space-y-3">
        <li data-entry="visa-free" className="rounded-xl border border-line bg-white px-4 py-3">
          <p className="font-semibold text-ink">30-day visa-free entry: {visaFreeVerdict(visaFree)}</p>
          <p className="text-[0.95rem] text-ink-soft">
            For ordinary passports of {visaFree.countries.length} countries, among them {some(visaFree.countries)}: up
            to {visaFree.stayDays} days, for tourism, family, business and exchanges, entering by{" "}
            {formatDate(visaFree.until)} as announced. Later entries need the scheme extended: check before you book.
          </p>
        </li>
        {mutual.map((m) => (
          <li key={m.stayDays} data-entry="mutual" className="rounded-xl border border-line bg-white px-4 py-3">
            <p className="font-semibold text-ink">A visa exemption agreement of {m.stayDays} days: covers the plan</p>
            <p className="text-[0.95rem] text-ink-soft">For ordinary passports of {some(m.countries)}.</p>
          </li>
        ))}
        <li data-entry="transit" className="rounded-xl border border-line bg-white px-4 py-3">
          <p className="font-semibold text-ink">
            {transit.hours}-hour visa-free transit:{" "}
            {!transit.fits
              ? "too short for this plan"
              : transit.outside.length > 0
                ? "covers the plan's length, but not all of its places"
                : transit.optionalOutside.length > 0
                  ? "can cover this plan, without its optional day"
                  : "can cover this plan"}
          </p>
          <p className="text-[0.95rem] text-ink-soft">
            For passports of {transit.countries} countries, on a journey from one country to a different third country
            (an onward ticket out of China, not back to where you came from), entering at one of the listed ports. You
            may stay until midnight on the tenth day after the day you arrive
            {transit.fits ? `, which fits ${entry.days} days` : `, and this plan needs ${entry.days}`}.
            {transit.outside.length > 0 && (
              <> The permitted area ends before {listWords(outsideNames)}: going there needs another way in.</>
            )}
            {transit.optionalOutside.map((p) => (
              <span key={p.name} data-entry-warning>
                {" "}
                {optionalDayWords(p, transit.hours)}
              </span>
            ))}
            {transit.transitOnly.length > 0 && (
              <>
                {" "}
                It is the only visa-free way in for passports of {some(transit.transitOnly)}
                {transit.fits && transit.outside.length === 0 ? "" : ", who need a visa for this plan"}.
              </>
            )}
          </p>
        </li>
        <li data-entry="visa" className="rounded-xl border border-line bg-white px-4 py-3">
          <p className="font-semibold text-ink">A tourist (L) visa: covers any plan</p>
          <p className="text-[0.95rem] text-ink-soft">
            For every other passport, or a trip the options above do not fit. Apply through the Chinese visa centre
            where you live, weeks ahead.
          </p>
        </li>
      </ul>
    </section>
  );
}
