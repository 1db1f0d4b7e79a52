/**
 * How many sights a city guide carries (style guide, "Depth per page type"):
 * three at least, five on the cities most first-time visitors plan around.
 */
export const MIN_SIGHTS = 3;
export const MIN_SIGHTS_MAJOR = 5;
export const MAJOR_CITIES: readonly string[] = [
  "beijing",
  "shanghai",
  "xian",
  "chengdu",
  "guilin",
  "yangshuo",
  "hangzhou",
];

export const minSightsFor = (slug: string) => (MAJOR_CITIES.includes(slug) ? MIN_SIGHTS_MAJOR : MIN_SIGHTS);
