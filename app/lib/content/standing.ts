/**
 * What a rule's sources can confirm (docs/decisions/0027-source-tiers.md). A rule or figure that
 * decides an answer (a visa verdict, a fee, a limit, a closing day, a booking window) is confirmed
 * by one official source, or by two press reports from different outlets of the same act; resting
 * on anything less it is shown as unconfirmed, with where to check; resting only on reprints and
 * commercial pages it is refused at build. Two press reports are two outlets only when neither is a
 * copy of the other's text: a source's outlet is the register id of the publisher whose words it
 * carries (decision 0037), so a Xinhua wire in People's Daily and in China Daily is one outlet, Xinhua.
 */
import type { SourceTier } from "../../content/schemas/common";

export type Standing = "official" | "press" | "unconfirmed" | "refused";

export interface TieredSource {
  tier: SourceTier;
  /** The register id of the outlet or body whose text it is (the original's, for a copy). */
  outlet: string;
}

/** The standing of a rule that rests on `sources`. */
export function standing(sources: readonly TieredSource[]): Standing {
  if (sources.some((s) => s.tier === "official")) return "official";
  const press = new Set(sources.filter((s) => s.tier === "press").map((s) => s.outlet));
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
