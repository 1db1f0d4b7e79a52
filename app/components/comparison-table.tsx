import { Icon } from "./icon";
import type { Comparison } from "../content/schemas/comparison";

type Row = Comparison["comparisonTable"][number];
/** The rows, and the names of the two sides compared. */
interface TableProps {
  rows: Row[];
  a: string;
  b: string;
}

/** A text value, or a boolean said with an icon and a word (a cross alone can read as "wrong"). */
function Value({ value }: { value: Row["optionA"] }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-ink">
      {value ? (
        <Icon name="check" className="size-5 shrink-0 text-trust" strokeWidth={2.5} />
      ) : (
        <Icon name="x" className="size-5 shrink-0 text-buy" strokeWidth={2.5} />
      )}
      {value ? "Yes" : "No"}
    </span>
  );
}

/** The winner column: a check for the winning side, a star for a tie, a neutral icon otherwise. */
function Winner({ row, a, b }: { row: Row; a: string; b: string }) {
  if (row.winner === "A" || row.winner === "B") {
    const name = row.winner === "A" ? a : b;
    return (
      <span className="inline-flex items-start gap-1.5 font-semibold text-trust-deep">
        <Icon name="check" className="mt-[0.2em] size-4 shrink-0" strokeWidth={3} />
        <span>{name}</span>
      </span>
    );
  }
  if (row.winner === "tie") {
    return (
      <span className="inline-flex items-start gap-1.5 font-semibold text-gold">
        <Icon name="star" className="mt-[0.2em] size-4 shrink-0 fill-current" />
        <span>Tie</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1.5 text-ink-muted">
      <Icon name="circle-minus" className="mt-[0.2em] size-4 shrink-0" />
      <span>Depends</span>
    </span>
  );
}

/** Both sides of a row: each name, its value, and whether it wins the row. */
function sides(row: Row, a: string, b: string) {
  return [
    { name: a, value: row.optionA, wins: row.winner === "A" },
    { name: b, value: row.optionB, wins: row.winner === "B" },
  ];
}

/** On phones, each row as a card: the feature, its winner, and both values side by side. */
function ComparisonCards({ rows, a, b }: TableProps) {
  return (
    <ul data-pagefind-ignore className="space-y-3 sm:hidden" aria-label={`${a} and ${b} compared feature by feature`}>
      {rows.map((r) => (
        <li key={r.feature} className="rounded-2xl border border-line bg-white p-4">
          <p className="font-semibold text-ink">{r.feature}</p>
          <p className="mt-1 flex items-start gap-1.5 text-sm">
            <span className="text-ink-muted">Winner:</span>
            <Winner row={r} a={a} b={b} />
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {sides(r, a, b).map((side) => (
              <div
                key={side.name}
                className={`rounded-xl border p-3 ${side.wins ? "border-trust/30 bg-trust-soft/70" : "border-transparent bg-paper"}`}
              >
                <dt className="text-xs font-semibold uppercase tracking-[0.06em] text-ink-muted">{side.name}</dt>
                <dd className="mt-1 text-ink-soft">
                  <Value value={side.value} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

const cell = "px-5 py-3.5";

/** From 640 px: the table, with the column widths and the header row drawn from one list. */
function ComparisonGrid({ rows, a, b }: TableProps) {
  const columns = [
    { label: "Feature", width: "w-[25%]", tone: "text-ink-muted" },
    { label: a, width: "w-[26%]", tone: "text-ink" },
    { label: b, width: "w-[26%]", tone: "text-ink" },
    { label: "Winner", width: "w-[23%]", tone: "text-ink" },
  ];
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] border border-line bg-white sm:block">
      <table className="w-full table-fixed border-collapse text-left text-[0.95rem]">
        <caption data-pagefind-ignore className="sr-only">
          {a} and {b} compared feature by feature, with the winner of each row
        </caption>
        <colgroup>
          {columns.map((c, i) => (
            <col key={i} className={c.width} />
          ))}
        </colgroup>
        <thead data-pagefind-ignore>
          <tr className="border-b border-line bg-paper">
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`${cell} py-3 font-semibold ${c.tone}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.feature} className="border-b border-line/70 align-top last:border-0">
              <th scope="row" className={`${cell} font-medium text-ink`}>
                {r.feature}
              </th>
              {sides(r, a, b).map((side, i) => (
                <td key={i} className={`${cell} text-ink-soft ${side.wins ? "bg-trust-soft/50" : ""}`}>
                  <Value value={side.value} />
                </td>
              ))}
              <td data-pagefind-ignore className={cell}>
                <Winner row={r} a={a} b={b} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The feature table. From 640 px it is a table with a winner column, every
 * column on the same left edge and the winner wide enough for a name on one
 * line; on phones each row becomes a small card (feature, winner, both
 * values), so nothing scrolls sideways and the feature keeps the full width.
 * Site search indexes the features and values once (the table's rows), not
 * the cards, the column labels or each row's winner.
 */
export function ComparisonTable({ rows, a, b }: TableProps) {
  return (
    <>
      <ComparisonCards rows={rows} a={a} b={b} />
      <ComparisonGrid rows={rows} a={a} b={b} />
    </>
  );
}
