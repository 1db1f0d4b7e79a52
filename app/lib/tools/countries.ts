/**
 * Passports and places for the entry checker's form. The codes are the current
 * ISO 3166-1 alpha-2 list as the i18n-iso-countries package maintains it (plus
 * Kosovo's XK, which it carries as the code every issuing authority uses);
 * withdrawn and alias codes (DD, UK, YU…) are never listed, only mapped to
 * their successor by `canonicalCode` (browser-safe, in ./country-codes). The
 * names come from the build's ICU data (Node's Intl), so the page and its
 * hydrated island show the same short names whatever the reader's browser has.
 * Build-time only.
 */
import isoCountries from "i18n-iso-countries";
import { MAINLAND } from "./country-codes";

export interface Country {
  code: string;
  name: string;
}

/** Current codes that name no place anyone lives in or departs from: uninhabited or reserved territories. */
const uninhabited = new Set(["AQ", "BV", "GS", "HM", "IO", "TF", "UM"]);

/** Every current ISO 3166-1 alpha-2 code. */
export const currentCodes: ReadonlySet<string> = new Set(Object.keys(isoCountries.getAlpha2Codes()));

/** Every country and region a journey can start or end in, outside mainland China, by English name. */
export function places(): Country[] {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const all: Country[] = [];
  for (const code of currentCodes) {
    if (code === MAINLAND || uninhabited.has(code)) continue;
    const name = names.of(code);
    if (!name || name === code) throw new Error(`no English name for the country code ${code}`);
    all.push({ code, name: name.replace(" SAR China", "") });
  }
  return all.sort((x, y) => x.name.localeCompare(y.name, "en"));
}
