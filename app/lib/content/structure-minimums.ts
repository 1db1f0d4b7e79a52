/**
 * How many sights a city guide carries (style guide, "Depth per page type"): seven at least, twelve on the
 * cities most first-time visitors plan days around. Every sight is a full record (app/content/schemas/city.ts).
 */
export const MIN_SIGHTS = 7;
export const MIN_SIGHTS_MAJOR = 12;
export const MAJOR_CITIES: readonly string[] = [
  "beijing",
  "shanghai",
  "xian",
  "chengdu",
  "chongqing",
  "hangzhou",
  "guilin",
];

export const minSightsFor = (slug: string) => (MAJOR_CITIES.includes(slug) ? MIN_SIGHTS_MAJOR : MIN_SIGHTS);
