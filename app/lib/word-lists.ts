/** Names in a sentence, the site's way (no comma before the last): "a, b and c", "a, b or c". Browser-safe. */
export const listWords = (items: readonly string[], last: "and" | "or" = "and"): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
