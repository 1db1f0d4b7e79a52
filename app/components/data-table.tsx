import { isValidElement, type ReactNode } from "react";

/** The plain text of a header cell, for the label each cell shows when the table stacks on a phone. */
export const textOf = (node: ReactNode): string =>
  typeof node === "string" || typeof node === "number"
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join("")
      : isValidElement<{ children?: ReactNode }>(node)
        ? textOf(node.props.children)
        : "";

/**
 * A captioned table. On a phone it stacks: each row becomes a card and each
 * cell shows its column name (`table-stack` in app.css), so no column is ever
 * hidden off screen; wider screens show the table, scrolling inside its own
 * box (keyboard focusable) if it must, never the page.
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
      <table className="table-stack w-full min-w-[32rem] border-collapse text-left text-[0.95rem]">
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
                  <td key={c} data-label={textOf(columns[c])} className="px-5 py-3 text-ink-soft">
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
