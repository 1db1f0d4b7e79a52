import Check from "lucide-react/icons/check";
import CircleMinus from "lucide-react/icons/circle-minus";
import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import type { Comparison } from "../content/schemas/comparison";

type Row = Comparison["comparisonTable"][number];

function Value({ value }: { value: Row["optionA"] }) {
  if (value === true) return <><Check aria-hidden="true" className="size-5 text-trust" strokeWidth={2.5} /><span className="sr-only">Yes</span></>;
  if (value === false) return <><X aria-hidden="true" className="size-5 text-buy" strokeWidth={2.5} /><span className="sr-only">No</span></>;
  return <>{value}</>;
}

/** The winner column: a check for the winning side, a star for a tie, a neutral icon otherwise. */
function Winner({ row, a, b }: { row: Row; a: string; b: string }) {
  if (row.winner === "A" || row.winner === "B") {
    const name = row.winner === "A" ? a : b;
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-trust-deep">
        <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
        <span className="sr-only sm:not-sr-only">{name}</span>
        <span className="sm:hidden sr-only">{name} wins</span>
      </span>
    );
  }
  if (row.winner === "tie") {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-gold">
        <Star aria-hidden="true" className="size-4 shrink-0 fill-current" />
        <span className="sr-only sm:not-sr-only">Tie</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-muted">
      <CircleMinus aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only">Depends</span>
    </span>
  );
}

/**
 * The feature table. It fits a 360 px screen without scrolling: fixed column
 * widths, wrapping text, and on phones the winner column shows icons only
 * (their meaning is in screen-reader text).
 */
export function ComparisonTable({ rows, a, b }: { rows: Row[]; a: string; b: string }) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      <table className="w-full table-fixed border-collapse text-left text-sm sm:text-[0.95rem]">
        <caption className="sr-only">{a} and {b} compared feature by feature, with the winner of each row</caption>
        <colgroup>
          <col className="w-[31%]" />
          <col className="w-[28%]" />
          <col className="w-[28%]" />
          <col className="w-[13%] sm:w-[18%]" />
        </colgroup>
        <thead>
          <tr className="border-b border-line bg-paper">
            <th scope="col" className="px-3 py-3 font-semibold text-ink-muted sm:px-5">Feature</th>
            <th scope="col" className="px-3 py-3 font-semibold text-ink sm:px-5">{a}</th>
            <th scope="col" className="px-3 py-3 font-semibold text-ink sm:px-5">{b}</th>
            <th scope="col" className="px-2 py-3 font-semibold text-ink sm:px-5">Winner</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.feature} className="border-b border-line/70 align-top last:border-0">
              <th scope="row" className="px-3 py-3.5 font-medium break-words text-ink sm:px-5">{r.feature}</th>
              <td className={`px-3 py-3.5 break-words text-ink-soft sm:px-5 ${r.winner === "A" ? "bg-trust-soft/50" : ""}`}><Value value={r.optionA} /></td>
              <td className={`px-3 py-3.5 break-words text-ink-soft sm:px-5 ${r.winner === "B" ? "bg-trust-soft/50" : ""}`}><Value value={r.optionB} /></td>
              <td className="px-2 py-3.5 sm:px-5"><Winner row={r} a={a} b={b} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
