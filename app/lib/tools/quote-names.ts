/**
 * Which quotes of a list name a country (app/content/data/entry-rules.yaml, Hainan's list): the schema refuses a
 * country no quote names, and the entry engine reads a country's standing from the sources of the quotes that
 * name it. Pure and browser-safe: the entry checker's island imports it.
 */
/** A country as a list's quotes may name it: its name, its Chinese name and its other names. */
export interface NamedCountry {
  name: string;
  nameZh: string;
  aka?: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The quotes that name a country: its English names as whole words (so "Niger" is not read in "Nigeria"),
 * its Chinese name as written (北马其顿 contains 马其顿, and both are North Macedonia).
 */
export function quotesNaming<Q extends { quote: string }>(quotes: readonly Q[], c: NamedCountry): Q[] {
  const english = [c.name, ...(c.aka ?? [])].map((n) => new RegExp(`(^|[^A-Za-z])${escape(n)}($|[^A-Za-z])`, "i"));
  return quotes.filter((q) => q.quote.includes(c.nameZh) || english.some((re) => re.test(q.quote)));
}
