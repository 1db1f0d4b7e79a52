import { formatPeriod } from "../../lib/dates";
import { periodAdvice, type PeriodsInYear } from "../../lib/holidays";

/**
 * The plan's best months, and the public holidays and peak periods inside them (app/lib/holidays.ts),
 * year by year: when trains sell out as sales open and sights reach their daily caps.
 */
export function BestTime({ bestFor, years }: { bestFor: string; years: readonly PeriodsInYear[] }) {
  return (
    <div data-best-time className="mt-3 text-sm text-ink-muted">
      <p>Best for: {bestFor}</p>
      {years.map((y) => {
        const unpublished = y.periods.some((p) => !p.published);
        return (
          <p key={y.year} className="mt-1">
            Holidays inside those months in {y.year}
            {unpublished
              ? " (the days fixed by law; the State Council has not yet published the full days off)"
              : ""}:{" "}
            {y.periods.map((p, i) => (
              <span key={p.id}>
                {i > 0 && "; "}
                {p.name}, {formatPeriod(p.start, p.end).replace(`, ${y.year}`, "")}
              </span>
            ))}
            . {periodAdvice.holiday}
          </p>
        );
      })}
    </div>
  );
}
