/**
 * What a rule's sources can confirm (docs/decisions/0027-source-tiers.md). A rule or figure that
 * decides an answer (a visa verdict, a fee, a limit, a closing day, a booking window) is confirmed
 * by one official source, or by two press reports from different outlets of the same act; resting
 * on anything less it is shown as unconfirmed, with where to check; resting only on reprints and
 * commercial pages it is refused at build.
 */
import type { SourceTier } from "../../content/schemas/common";

export type Standing = "official" | "press" | "unconfirmed" | "refused";

export interface TieredSource {
  tier: SourceTier;
  publisher: string;
}

/** An outlet's name without the part that says what it reports or where it was read ("Kazinform (reporting …)"). */
export const outlet = (publisher: string): string =>
  publisher
    .replace(/\s*[(（,，].*$/, "")
    .trim()
    .toLowerCase();

/** The standing of a rule that rests on `sources`. */
export function standing(sources: readonly TieredSource[]): Standing {
  if (sources.some((s) => s.tier === "official")) return "official";
  const press = new Set(sources.filter((s) => s.tier === "press").map((s) => outlet(s.publisher)));
  if (press.size >= 2) return "press";
  if (sources.every((s) => s.tier === "reprint" || s.tier === "commercial")) return "refused";
  return "unconfirmed";
}

/** Confirmed: an official source, or two outlets' reports. */
export const confirmed = (s: Standing): boolean => s === "official" || s === "press";

/** Why a standing is not enough, in the words a build message uses. */
export function refusal(sources: readonly TieredSource[]): string {
  const tiers = [...new Set(sources.map((s) => s.tier))].join(" and ");
  return `decides an answer but rests only on ${tiers} sources: add an official source or two press reports of the same act`;
}
