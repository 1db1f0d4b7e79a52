/** Strips the two inline marks richText allows, leaving the words a reader sees. */
export function plainText(rich: string): string {
  return rich.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, "");
}

/** Counts words the way a reader would: runs of letters, digits and their joiners. */
export function countWords(value: string): number {
  return plainText(value)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Every string inside a value, depth first, skipping the keys named in `skip`. */
export function collectStrings(value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((v) => collectStrings(v, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : collectStrings(v, skip)));
  }
  return [];
}

/** Internal link targets written inside rich text: `[text](/path)`. */
export function inlineLinks(rich: string): string[] {
  return [...rich.matchAll(/\[[^\]]+\]\((\/[^)]*)\)/g)].map((m) => m[1] ?? "");
}
