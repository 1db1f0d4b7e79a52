/**
 * Figures in page prose that cite no fact (docs/decisions/0026-uncited-figures-budget.md).
 *
 * A figure a traveller acts on has one home, the facts collection, and pages cite
 * it as `:fact[topic.id]`. This module finds the figures that are still written
 * into the prose itself: money amounts, durations, percentages, limits and counts,
 * closing days and the months of a season. It reads each prose field's Markdown
 * source with the `:fact[...]` directives taken out first, so a cited figure is
 * never counted. What is not a traveller's figure (years, dates, the paid guide's
 * own prices, ratings, phone numbers, line and exit numbers, temperatures) is
 * excluded by the rules below, each one named and tested.
 *
 * A sight's `hours`, `price`, `closed` and `booking`, and a city's best months,
 * are plain text fields: those figures have a home (their record) and are
 * reported apart, as read from their record.
 *
 * Pure: it reads loaded records, never files. The budget that only goes down
 * (app/content/facts/uncited-budget.json) is checked in ./uncited-budget.ts.
 */
import { ARTICLE_REGULAR_PRICE, LANDING_REGULAR_PRICE, LAUNCH_PRICE, articleOffer, landingOffer } from "../pricing";
import type { PageEntry } from "./records";
import { isCompiled } from "./prose";

export const FIGURE_KINDS = ["amount", "duration", "percent", "limit", "closing-day", "season"] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** One figure found in a string: its kind, the words matched, where, and the sentence around it. */
export interface FoundFigure {
  kind: FigureKind;
  match: string;
  /** Offset of the match in the string scanned (after the directives were taken out). */
  index: number;
  sentence: string;
}

/** A figure of a page that cites no fact. */
export interface UncitedFigure extends FoundFigure {
  /** The page's path. */
  page: string;
  file: string;
  /** The field path inside the record, e.g. `topAttractions.2.tip` (`body` for an article's body). */
  field: string;
  line: number;
  /** For a journey time: the other city the sentence names. */
  journeyTo?: string;
}

/** A figure read from a structured record field (a sight's price or hours): it has a home. */
export interface RecordFigure {
  page: string;
  file: string;
  field: string;
  line: number;
  value: string;
}

// ---------------------------------------------------------------------------------------------
// Preparing the source: what is taken out before any figure is looked for.

/**
 * A fact cited in prose: `:fact[topic.id]`, or a holiday's next days off, `:holiday[national-day]`, with optional
 * attributes. Its figure is cited, so it is never counted.
 */
const FACT_DIRECTIVE = /:(?:fact|holiday)\[[^\]]*\](?:\{[^}]*\})?/g;

/**
 * Markdown that is not prose: link targets, bare addresses, directive attributes (`{#anchor}`,
 * `{rating=5}`, `::address{…}` with its Chinese address), star ratings (`:stars[4]`) and code.
 */
const NOT_PROSE: RegExp[] = [
  /\]\([^)]*\)/g, // link targets: keep the `]`
  /https?:\/\/\S+/g,
  /::?[a-z-]+\{[^}]*\}/g, // leaf directives with attributes only (::address{…})
  /\{[^}\n]*\}/g, // attributes of a directive, heading anchors
  /:stars\[\d+\]/g,
  /`[^`\n]*`/g,
];

/** The prose with every cited figure and every non-prose part replaced by spaces of the same length (offsets keep their line). */
export function prepare(source: string): string {
  let out = source.replace(FACT_DIRECTIVE, (m) => "◆".padEnd(m.length, " "));
  for (const re of NOT_PROSE) out = out.replace(re, (m) => (m.startsWith("]") ? "]" : "").padEnd(m.length, " "));
  // Emphasis marks (**April-May**) would split a figure from its words.
  return out.replace(/\*+/g, (m) => " ".repeat(m.length));
}

// ---------------------------------------------------------------------------------------------
// The figures.

const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
/** A number or a range of numbers ("120-150", "2 to 3", "¥50–¥80"). */
const RANGE = String.raw`${NUM}(?:\s?[kK]\b)?(?:\s*(?:-|–|to|or)\s*(?:¥|\$|€)?${NUM}(?:\s?[kK]\b)?)?`;
const MONEY_BEFORE = String.raw`(?:¥|RMB\s?|CNY\s?|US\$|HK\$|\$|USD\s?|€|EUR\s?|£)`;
const MONEY_AFTER = String.raw`(?:yuan|CNY|RMB|USD|US dollars|dollars|euros?|EUR|kuai)\b`;
const MILLION = String.raw`(?:\s(?:million|billion))?`;

const MONTH = String.raw`(?:January|February|March|April|May(?!\s+(?:be|have|not|I|we|you|also|need|want|still))|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)`;
const MONTH_NO_DAY = String.raw`${MONTH}(?!\.?\s?\d)`;
const WEEKDAY = String.raw`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?`;

/** Each kind's patterns, most specific first: a later match overlapping an earlier one is dropped. */
const PATTERNS: { kind: FigureKind; re: RegExp }[] = [
  {
    kind: "amount",
    re: new RegExp(
      String.raw`${MONEY_BEFORE}${RANGE}${MILLION}(?:\s?${MONEY_AFTER})?|\b${RANGE}${MILLION}\s?${MONEY_AFTER}`,
      "g",
    ),
  },
  { kind: "percent", re: new RegExp(String.raw`\b${RANGE}\s?(?:%|percent\b|per cent\b)`, "g") },
  {
    kind: "duration",
    re: new RegExp(
      String.raw`\b${RANGE}(?:\+)?[\s-]?(?:minutes?|mins?|hours?|hrs?|h|days?|nights?|weeks?|months?|years?|working days?)\b`,
      "g",
    ),
  },
  {
    kind: "limit",
    re: new RegExp(
      String.raw`\b(?:up to|at most|no more than|not more than|maximum of|a maximum|max\.?|limit(?:ed)? (?:of|to)|capped at|at least|minimum of|a minimum|more than|fewer than|less than|under|over)\s+${RANGE}(?:\s?(?:Wh|mAh|kg|ml|mL|litres?|liters?|GB|MB)\b)?(?![\d,])|\b${RANGE}\s?(?:Wh|mAh|kg|ml|mL|litres?|liters?|GB|MB)\b|\b${RANGE}\s(?:countries|ports|checkpoints|entries|transactions|tickets|pieces)\b|\b${RANGE}\s?(?:\w+\s)?per\s(?:day|person|passenger|transaction|ticket|ID|passport|card|month|year|week|visit|trip)\b`,
      "g",
    ),
  },
  {
    kind: "closing-day",
    re: new RegExp(
      String.raw`\b(?:closed|closes|shut|shuts|closing|except)\b(?:\s+(?:all\s+day\s+|every\s+|on\s+|most\s+|for\s+)?)+(?:and\s+)?${WEEKDAY}(?:\s?(?:and|or|&|,)\s?${WEEKDAY})*|\b${WEEKDAY}\s+(?:closures?|closed)\b`,
      "gi",
    ),
  },
  {
    kind: "season",
    re: new RegExp(
      String.raw`\b${MONTH}\s*(?:-|–|to|through|until|and|&)\s*(?:early\s|mid-?\s?|late\s)?${MONTH_NO_DAY}\b|\b(?:best|peak|high season|low season|shoulder|ideal|blooms?|blossoms?|season)\b[^.!?\n]{0,40}?\b(?:in|from|during|around|by)\s(?:early\s|mid-?\s?|late\s)?${MONTH_NO_DAY}\b`,
      "g",
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// What is not a traveller's figure: each rule with its reason, tested in uncited-figures.test.ts.

/** The paid guide's own prices and discount (app/lib/pricing.ts): product copy, not a figure about China. */
const PRODUCT_USD = new Set(
  [LAUNCH_PRICE, LANDING_REGULAR_PRICE, ARTICLE_REGULAR_PRICE, landingOffer.savings, articleOffer.savings].map(String),
);
const PRODUCT_PERCENT = new Set([landingOffer.percentOff, articleOffer.percentOff].map(String));

export interface Exclusion {
  name: string;
  why: string;
  test(figure: FoundFigure): boolean;
}

/** The words right after a figure. */
const after = (f: FoundFigure) => {
  const at = f.sentence.indexOf(f.match);
  return at < 0 ? "" : f.sentence.slice(at + f.match.length, at + f.match.length + 24);
};

const number = (m: string) => m.match(/\d[\d,]*(?:\.\d+)?/)?.[0].replace(/,/g, "") ?? "";

export const EXCLUSIONS: readonly Exclusion[] = [
  {
    name: "product price",
    why: "the paid guide's own price, regular price and saving (app/lib/pricing.ts), in US dollars",
    test: (f) => f.kind === "amount" && /\$|USD/.test(f.match) && PRODUCT_USD.has(number(f.match)),
  },
  {
    name: "product discount",
    why: "the paid guide's percentage off (app/lib/pricing.ts)",
    test: (f) => f.kind === "percent" && PRODUCT_PERCENT.has(number(f.match)) && /guide|off\b/i.test(f.sentence),
  },
  {
    name: "year",
    why: "a year (2025) or a span of years is a date, not a figure to act on",
    test: (f) => f.kind === "duration" && /^(?:19|20)\d\d\b/.test(f.match) && !/years?$/.test(f.match),
  },
  {
    name: "age or history",
    why: "how old a sight is (a 600-year-old temple, 2,000 years of history) is a story, not an instruction",
    test: (f) =>
      f.kind === "duration" &&
      /years?$/.test(f.match) &&
      /(?:years?[\s-]old|years? of|years? ago|centur|dynasty|history|built|founded)/i.test(
        f.sentence.slice(Math.max(0, f.sentence.indexOf(f.match)), f.sentence.indexOf(f.match) + f.match.length + 12),
      ),
  },
  {
    name: "trip length",
    why: "the length of an itinerary or route (a 5-day itinerary) is its title, not a figure to check",
    test: (f) =>
      f.kind === "duration" &&
      /^\d+[\s-](?:days?|nights?|weeks?)$/.test(f.match) &&
      /^\d+[\s-](?:days?|nights?|weeks?)[\s-](?:itinerary|route|loop|trip plan)/i.test(
        f.sentence.slice(f.sentence.indexOf(f.match)),
      ),
  },
  {
    name: "banknote",
    why: "a banknote's face value (the karst hills on the ¥20 note, notes of ¥1 to ¥100) names a note, not a price",
    test: (f) =>
      f.kind === "amount" &&
      (/^\s*(?:notes?|bills?|banknotes?)\b/.test(after(f)) || /notes (?:of|in)\b/.test(f.sentence)),
  },
  {
    name: "qualifier of a cited figure",
    why: "the months, days or data a cited price holds for ([fact] April-October, Unlimited 7 days [fact]) label the fact; the figure itself is cited",
    test: (f) =>
      f.kind !== "amount" &&
      f.kind !== "percent" &&
      [`[fact] ${f.match}`, `[fact] for ${f.match}`, `${f.match} [fact]`].some((s) => f.sentence.includes(s)),
  },
  {
    name: "our own trip",
    why: "the length of the trip this guide is based on (our 14 days in September 2025) is the trip log, not advice",
    test: (f) => f.kind === "duration" && /days?$/.test(f.match) && /September 2025/.test(f.sentence),
  },
  {
    name: "product terms",
    why: "the paid guide's refund window and updates are the product's terms (app/content/legal/), not a figure about China",
    test: (f) => f.kind === "duration" && /\b(?:purchase|refund you|we refund)\b/.test(f.sentence),
  },
  {
    name: "size or record",
    why: "how tall, how many lines, how many people live there or how often a show ran describes a place; nobody acts on it",
    test: (f) =>
      f.kind === "limit" &&
      /^\s*(?:m\b|metres|meters|million|lines|times|stations|km\s+(?:east|west|north|south|from|out|away))/.test(
        after(f),
      ),
  },
  {
    name: "temperature",
    why: "weather (15-27°C) changes by year and is climate, not a fact of the collection",
    test: (f) => /^\s?(?:°|degrees)/.test(after(f)),
  },
];

/** The exclusion that drops a figure, if any. */
export const excludedBy = (f: FoundFigure) => EXCLUSIONS.find((e) => e.test(f));

// ---------------------------------------------------------------------------------------------
// Finding.

/** The sentence around `index`: from the end of the previous sentence (or line) to the end of this one. */
export function sentenceAt(text: string, index: number, length: number): string {
  const before = [...text.slice(0, index).matchAll(/[.!?](?=\s)|\n/g)].at(-1);
  const start = before ? before.index + 1 : 0;
  const rest = text.slice(index + length);
  const end = rest.search(/[.!?](?=\s|$)|\n/);
  return text
    .slice(start, index + length + (end < 0 ? rest.length : end + 1))
    .replace(/[_#>|]+/g, " ")
    .replace(/◆ */g, "[fact] ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every figure in one prose source that cites no fact, in order, each with the exclusion that drops it if one does. */
export function scanFigures(source: string): (FoundFigure & { excluded?: string })[] {
  const text = prepare(source);
  const taken: [number, number][] = [];
  const found: (FoundFigure & { excluded?: string })[] = [];
  for (const { kind, re } of PATTERNS)
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      const figure: FoundFigure = {
        kind,
        match: m[0].replace(/\s+/g, " ").trim(),
        index: start,
        sentence: sentenceAt(text, start, m[0].length),
      };
      const exclusion = excludedBy(figure);
      found.push(exclusion ? { ...figure, excluded: exclusion.name } : figure);
    }
  return found.sort((a, b) => a.index - b.index);
}

/** Every traveller's figure in one prose source that cites no fact, in order. */
export const findFigures = (source: string): FoundFigure[] => scanFigures(source).filter((f) => !f.excluded);

/** How many figures of the pages' prose each exclusion drops (the record of what is not counted). */
export function exclusionCounts(pages: readonly PageEntry[]): Map<string, number> {
  const counts = new Map<string, number>(EXCLUSIONS.map((e) => [e.name, 0]));
  for (const page of scannedPages(pages))
    for (const { source } of proseFields(page.record))
      for (const f of scanFigures(source)) if (f.excluded) counts.set(f.excluded, (counts.get(f.excluded) ?? 0) + 1);
  return counts;
}

/** Every prose field of a record: its field path and its Markdown source. */
export function proseFields(record: unknown): { path: (string | number)[]; source: string }[] {
  const out: { path: (string | number)[]; source: string }[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (isCompiled(value)) out.push({ path, source: value.source });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) if (!NOT_PAGE_TEXT.has(k)) walk(v, [...path, k]);
  };
  walk(record, []);
  return out;
}

/** Record fields that are not the page's prose: the change log (dated notes), the sources, the head. */
const NOT_PAGE_TEXT = new Set(["changes", "sources", "seo"]);

/** The pages scanned: all but the legal pages, whose figures (an age in the privacy policy, a refund window) are the site's own terms. */
const scannedPages = (pages: readonly PageEntry[]) => pages.filter((p) => p.type !== "legal");

/** The line inside a source at `index` (1-based). */
const innerLine = (source: string, index: number) => source.slice(0, index).split("\n").length;

/**
 * The city named in a sentence as the other end of a journey ("to Zhangjiajie", "from Guilin",
 * "Guilin-Yangshuo"): one named right after the figure ("3.5 hours from Beijing"), else the nearest
 * before it, else the nearest after it.
 */
export function journeyTo(
  sentence: string,
  figure: string,
  cities: readonly string[],
  own: string | undefined,
): string | undefined {
  const at = sentence.indexOf(figure);
  const named: { city: string; index: number }[] = [];
  for (const city of cities) {
    if (city === own) continue;
    const name = city.replace(/['’]/g, "['’]");
    const re = new RegExp(
      String.raw`\b(?:to|from|and|between|via|for)\s+${name}\b|\b${name}\s?(?:-|–|to)\s?[A-Z]`,
      "g",
    );
    for (const m of sentence.matchAll(re)) named.push({ city, index: m.index });
  }
  const before = named.filter((n) => n.index < at).sort((a, b) => b.index - a.index)[0];
  const after = named.filter((n) => n.index >= at).sort((a, b) => a.index - b.index)[0];
  // "3.5 hours from Beijing": a city right after the figure is its other end.
  const right =
    after && /^\s*(?:away\s+)?(?:from|to)\s/.test(sentence.slice(at + figure.length, at + figure.length + 12))
      ? after
      : undefined;
  return (right ?? before ?? after)?.city;
}

/** A journey time: a duration in minutes or hours, in a sentence that names another city as an end of the trip. */
const isJourneyUnit = (f: FoundFigure) =>
  f.kind === "duration" && /\d\s?(?:minutes?|mins?|hours?|hrs?|h)$/.test(f.match);

/**
 * The uncited figures of every page, in page order. `cities` are the names journey times are
 * looked for (the city guides' names).
 */
export function uncitedFigures(
  pages: readonly PageEntry[],
  cities: readonly string[] = cityNames(pages),
): UncitedFigure[] {
  const out: UncitedFigure[] = [];
  for (const page of scannedPages(pages)) {
    const own = page.type === "city" ? page.record.cityName : undefined;
    for (const { path, source } of proseFields(page.record))
      for (const f of findFigures(source)) {
        const journey = isJourneyUnit(f) ? journeyTo(f.sentence, f.match, cities, own) : undefined;
        out.push({
          ...f,
          page: page.path,
          file: page.source.file,
          field: path.join("."),
          line: page.source.locate(path, innerLine(source, f.index), f.index),
          ...(journey ? { journeyTo: journey } : {}),
        });
      }
  }
  return out;
}

export const cityNames = (pages: readonly PageEntry[]) =>
  pages.flatMap((p) => (p.type === "city" ? [p.record.cityName] : []));

/** The sight and city fields that are the home of a figure: a sight's price, hours, closing day and booking; a city's best months. */
const RECORD_FIELDS = ["price", "hours", "closed", "booking"] as const;

/** The figures read from structured record fields (the city guides' sights and best months). */
export function recordFigures(pages: readonly PageEntry[]): RecordFigure[] {
  const out: RecordFigure[] = [];
  for (const page of pages) {
    if (page.type !== "city") continue;
    const at = (field: (string | number)[], value: string) =>
      /\d|day|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/.test(value)
        ? out.push({
            page: page.path,
            file: page.source.file,
            field: field.join("."),
            line: page.source.locate(field),
            value,
          })
        : 0;
    page.record.topAttractions.forEach((sight, i) => {
      for (const key of RECORD_FIELDS) {
        const value = sight[key];
        if (value) at(["topAttractions", i, key], value);
      }
    });
    at(["bestMonth"], page.record.bestMonth);
    at(["quickFacts", "bestTime"], page.record.quickFacts.bestTime);
  }
  return out;
}

/** Counts by page and kind. */
export function countsByPage(figures: readonly UncitedFigure[]): Map<string, Record<FigureKind, number>> {
  const counts = new Map<string, Record<FigureKind, number>>();
  for (const f of figures) {
    const row =
      counts.get(f.page) ?? (Object.fromEntries(FIGURE_KINDS.map((k) => [k, 0])) as Record<FigureKind, number>);
    row[f.kind]++;
    counts.set(f.page, row);
  }
  return counts;
}

/** Counts by kind. */
export function countsByKind(figures: readonly UncitedFigure[]): Record<FigureKind, number> {
  const counts = Object.fromEntries(FIGURE_KINDS.map((k) => [k, 0])) as Record<FigureKind, number>;
  for (const f of figures) counts[f.kind]++;
  return counts;
}
