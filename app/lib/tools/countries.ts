/**
 * Passports and places for the entry checker's form, named by the ICU region
 * data of the build (Node's Intl), so the page and its hydrated island show
 * the same names whatever the reader's browser has. Build-time only.
 */
import { MAINLAND } from "./entry-check";

export interface Country {
  code: string;
  name: string;
}

/** Codes that are not passports or places of departure: groupings, uninhabited or reserved territories. */
const notPlaces = new Set("AC AQ BV CP DG EA EU EZ GS HM IC IO QO TA TF UM UN XA XB ZZ".split(" "));

/** Every country and region a journey can start or end in, outside mainland China, by English name. */
export function places(): Country[] {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const all: Country[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = notPlaces.has(code) ? undefined : names.of(code);
      if (name && name !== code) all.push({ code, name: name.replace(" SAR China", "") });
    }
  all.sort((x, y) => x.name.localeCompare(y.name, "en"));
  return all.filter((c) => c.code !== MAINLAND);
}
