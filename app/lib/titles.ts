/** Page-title helpers that browser code may import (the registry must stay build-time only). */
export const comparisonTitle = (c: { optionAName: string; optionBName: string }) =>
  `${c.optionAName} vs ${c.optionBName} for China Travel (2025)`;
