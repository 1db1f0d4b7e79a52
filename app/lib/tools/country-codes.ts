/**
 * Country codes the entry engine and its form share. Browser-safe and tiny:
 * the full list of current codes and names is made at build time
 * (./countries.ts) and reaches the browser as the form's options.
 */

/** Mainland China in the place lists: a transit journey can neither start nor end there. */
export const MAINLAND = "CN";

/**
 * Hong Kong, Macao and Taiwan: outside mainland China for the entry rules (a
 * journey to or from them counts as going to another region), and not
 * passports (their residents enter on other documents).
 */
export const OTHER_REGIONS: readonly string[] = ["HK", "MO", "TW"];

/**
 * Codes that are not current ISO 3166-1 alpha-2 but name one country today:
 * the exceptionally reserved UK and EL, and withdrawn codes (ISO 3166-3) whose
 * country lives on under one successor. Codes of states that split into
 * several (YU, CS, SU, AN) have no single successor and are not mapped.
 */
export const formerCodes: Readonly<Record<string, string>> = {
  UK: "GB",
  EL: "GR",
  DD: "DE",
  FX: "FR",
  ZR: "CD",
  TP: "TL",
  BU: "MM",
  YD: "YE",
};

/** The current code for a code a traveller or an old record may hold: `UK` is `GB`, `DD` is `DE`. */
export const canonicalCode = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return formerCodes[upper] ?? upper;
};
