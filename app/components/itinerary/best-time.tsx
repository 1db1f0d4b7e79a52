import { formatPeriod } from "../../lib/dates";
import { periodAdvice, periodStatus, type PeriodsInYear } from "../../lib/holidays";

/**
 * The plan's best months, and the public holidays and peak periods inside them (app/lib/holidays.ts),
 * year by year: when trains sell out as sales open and sights reach their daily caps.
 */
export function BestTime({ bestFor, years }: { bestFor: string; years: readonly PeriodsInYear[] }) {
  return (
    <div data-best-time className="mt-3 text-sm text-ink-muted">
      <p>Best for: {bestFor}</p>
      {years.map((y) => {
        return (
          <p key={y.year} className="mt-1">
            Holidays inside those months in {y.year}:{" "}
            {y.periods.map((p, i) => (
              <span key={p.id} data-period-status={p.published ? "published" : p.expected ? "expected" : "statutory"}>
                {i > 0 && "; "}
                {p.name}, {formatPeriod(p.start, p.end).replace(`, ${y.year}`, "")}
                {periodStatus(p) ? ` (${periodStatus(p).replaceAll(`, ${y.year}`, "")})` : ""}
              </span>
            ))}
            . {periodAdvice.holiday}
          </p>
        );
      })}
    </div>
  );
}
