import type { ReactNode } from "react";

/**
 * A captioned table. Wide tables scroll inside their own box (keyboard
 * focusable), never the page.
 */
export function DataTable({
  caption,
  columns,
  rows,
  rowHeaders = true,
}: {
  caption: string;
  columns: ReactNode[];
  rows: ReactNode[][];
  rowHeaders?: boolean;
}) {
  return (
    <div
      className="my-6 overflow-x-auto rounded-2xl border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-[0.95rem]">
        <caption className="px-5 pt-4 pb-2 text-left text-sm font-semibold text-ink-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-paper">
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-5 py-3 font-semibold text-ink">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-line/70 last:border-0">
              {row.map((cell, c) =>
                c === 0 && rowHeaders ? (
                  <th key={c} scope="row" className="px-5 py-3 font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="px-5 py-3 text-ink-soft">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
