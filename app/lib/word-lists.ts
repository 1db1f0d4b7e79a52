/** Names in a sentence, the site's way (no comma before the last): "a, b and c", "a, b or c". Browser-safe. */
export const listWords = (items: readonly string[], last: "and" | "or" = "and"): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as the site writes it in prose: a word to twelve ("six"), figures above ("21"); "Six" at a sentence's start. */
export const countWord = (n: number, capital = false): string => {
  const word = NUMBER_WORDS[n] ?? String(n);
  return capital ? word[0]!.toUpperCase() + word.slice(1) : word;
};

/**
 * Text with each `{name}` of `counts` written as its count ("{plans} China trip plans" is "Six China trip
 * plans" with six): a description that counts pages from the registry, never from a literal. A name not in
 * `counts` is left as it is.
 */
export const fillCounts = (text: string, counts: Readonly<Record<string, number>>): string =>
  text.replace(/\{([a-z]+)\}/g, (all, name: string, at: number) =>
    name in counts ? countWord(counts[name]!, at === 0 || /[.!?]\s+$/.test(text.slice(0, at))) : all,
  );
