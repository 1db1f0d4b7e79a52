/**
 * Numbered source references after a rule, "[3, 7]", each a link to its entry
 * in the page's list of sources. The number is the source's place in `order`
 * (the list as the page prints it).
 */
export function SourceRefs({
  ids,
  order,
  anchor,
  describe,
}: {
  ids: string[];
  order: string[];
  anchor: (id: string) => string;
  /** Extra words for the link's accessible name (e.g. the publisher). */
  describe?: (id: string) => string | undefined;
}) {
  if (!ids.length) return null;
  const number = (id: string) => order.indexOf(id) + 1;
  return (
    // A long list may wrap between references, never inside one.
    <span className="text-sm text-ink-muted">
      {" "}
      [
      {ids.map((id, i) => {
        const extra = describe?.(id);
        return (
          <span key={id} className="whitespace-nowrap">
            {i > 0 && ", "}
            <a
              href={`#${anchor(id)}`}
              aria-label={`source ${number(id)}${extra ? `: ${extra}` : ""}`}
              className="inline-block min-w-6 text-center text-ink-muted underline underline-offset-2"
            >
              {number(id)}
            </a>
          </span>
        );
      })}
      ]
    </span>
  );
}
