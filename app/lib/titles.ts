import { EDITION_YEAR } from "./product";

/** Page-title helpers that browser code may import (the registry must stay build-time only). */
export const comparisonTitle = (c: { optionAName: string; optionBName: string }) =>
  `${c.optionAName} vs ${c.optionBName} for China Travel (${EDITION_YEAR})`;

/** A city guide's heading: the spec's "{City} Travel Guide" with the edition year. */
export const cityHeading = (cityName: string) => `${cityName} Travel Guide ${EDITION_YEAR}`;
