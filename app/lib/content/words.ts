/** Counts words the way a reader would: runs of letters, digits and their joiners. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
