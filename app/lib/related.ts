import type { CatalogueCategory } from "./content/records";

/** One entry of the related-link catalogue (spec section 3). */
export interface CatalogueEntry {
  title: string;
  url: string;
  description: string;
  category: CatalogueCategory;
  keywords: string[];
}

export const DEFAULT_MAX_RELATED = 6;
export const DEFAULT_RELATED_HEADING = "Related Guides You Might Find Helpful";

export const categoryBadges: Record<CatalogueCategory, string> = {
  city: "City Guide",
  solution: "Solution",
  comparison: "Comparison",
  blog: "Guide",
};

/** Words too common on this site to say anything about a page's topic. */
const GENERIC = new Set([
  "china",
  "chinese",
  "travel",
  "traveler",
  "travelers",
  "guide",
  "guides",
  "tourist",
  "tourists",
  "foreigner",
  "foreigners",
  "visit",
  "visiting",
  "trip",
  "best",
  "first",
  "time",
  "what",
  "when",
  "where",
  "with",
  "without",
  "from",
  "your",
  "2025",
  "2026",
  "how",
  "the",
  "for",
  "and",
  "use",
  "using",
  "tips",
]);

/**
 * The widget's input for a page: its search phrases plus their distinctive
 * words (e.g. "alipay", "metro", "beijing"), so pages on the same topic find
 * each other even when their phrases differ.
 */
export function widgetKeywords(keywords: string[]): string[] {
  const words = keywords
    .flatMap((k) => k.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 4 && !GENERIC.has(w));
  return [...new Set([...keywords.map((k) => k.toLowerCase()), ...words])];
}

/** How many of `keywords` match one of the entry's keywords (case-insensitive, either contains the other). */
export function relevanceScore(keywords: string[], entry: Pick<CatalogueEntry, "keywords">): number {
  const own = entry.keywords.map((k) => k.toLowerCase());
  return keywords
    .map((k) => k.toLowerCase())
    .filter((k) => k.length > 0 && own.some((e) => e.includes(k) || k.includes(e))).length;
}

/**
 * The related-content rule (spec section 7): leave out the current page, score
 * each entry, drop score 0, sort by score (ties keep catalogue order), keep `max`.
 */
export function relatedEntries(
  catalogue: CatalogueEntry[],
  { keywords, currentPath, max = DEFAULT_MAX_RELATED }: { keywords: string[]; currentPath: string; max?: number },
): CatalogueEntry[] {
  return catalogue
    .filter((e) => e.url !== currentPath)
    .map((entry, index) => ({ entry, index, score: relevanceScore(keywords, entry) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map((s) => s.entry);
}
