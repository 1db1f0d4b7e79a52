import type { SourceTier } from "../../content/schemas/common";

/** How a page names a source's tier beside it (docs/decisions/0027-source-tiers.md). */
export const tierWords: Record<SourceTier, string> = {
  official: "official",
  press: "press report",
  reference: "reference work",
  commercial: "commercial site",
  reprint: "reprint",
};
