/**
 * The figures a quoted passage states, read however the source writes them (decision 0037): a
 * deciding fact's value must appear in the quote of an official source or of two independent
 * outlets, and the quote is in the source's own language. So ¥200, 200元, 200 yuan and 二百元 are one
 * amount; 2026-12-31, 2026年12月31日, 31 December 2026 and December 31, 2026 one day; 30天, 三十天
 * and 30 days one stay; 240小时 and 240-hour one transit; 3% and 百分之三 one rate. Pure: no fs.
 */

/** What a figure in a passage counts, where the passage says so. */
export type FigureUnit = "CNY" | "USD" | "percent" | "days" | "hours" | "minutes" | "km" | "GB";

export interface QuotedNumber {
  n: number;
  /** Absent when the passage gives the number bare ("46国", "Line 2"): it then matches any unit. */
  unit?: FigureUnit;
}

export interface QuoteFigures {
  numbers: QuotedNumber[];
  /** Days of the calendar, YYYY-MM-DD. */
  dates: string[];
}

const CN_DIGITS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CN_NUMERAL = "[〇零一二两三四五六七八九十百千万亿]";

/**
 * A number written in Chinese numerals: 三十 30, 二百四十 240, 两千 2000, 十五 15, 三万 30000; a run of
 * digits alone reads digit by digit (二〇二六 2026). Undefined when `s` is not one.
 */
export function chineseNumber(s: string): number | undefined {
  if (!s || ![...s].every((c) => c in CN_DIGITS || c in CN_UNITS || c === "万" || c === "亿")) return undefined;
  if ([...s].every((c) => c in CN_DIGITS)) return Number([...s].map((c) => CN_DIGITS[c]).join(""));
  let total = 0;
  let section = 0;
  let digit: number | undefined;
  for (const c of s) {
    if (c in CN_DIGITS) digit = CN_DIGITS[c];
    else if (c in CN_UNITS) {
      section += (digit ?? 1) * CN_UNITS[c]!;
      digit = undefined;
    } else {
      // 万 or 亿 close a section.
      total += (section + (digit ?? 0)) * (c === "万" ? 10_000 : 100_000_000);
      section = 0;
      digit = undefined;
    }
  }
  return total + section + (digit ?? 0);
}

/** A number in Arabic or Chinese digits, with 万/千 after Arabic ones (5万 50000, 1.5万 15000). */
function readNumber(s: string): number | undefined {
  const arabic = /^(\d+(?:[.,]\d+)*)(万|千)?$/.exec(s);
  if (arabic) {
    const raw = arabic[1]!;
    // "1,000" and "5,000.50" group thousands; a single comma with other than three digits after it is a decimal.
    const n = Number(/,\d{3}(?!\d)/.test(raw) ? raw.replace(/,/g, "") : raw.replace(",", "."));
    return n * (arabic[2] === "万" ? 10_000 : arabic[2] === "千" ? 1000 : 1);
  }
  return chineseNumber(s);
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthOf = (word: string): number | undefined => {
  const i = MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().replace(/\.$/, "")) && word.length >= 3);
  return i < 0 ? undefined : i + 1;
};
const MONTH_WORD =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";

/** YYYY-MM-DD when y, m and d make a day of the calendar. */
function day(y: number, m: number, d: number): string | undefined {
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(iso) ? iso : undefined;
}

const NUM = `(\\d{1,4}|${CN_NUMERAL}{1,6})`;
/** Dates, each read as YYYY-MM-DD, with the span of text it took (to keep its digits out of the numbers). */
const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => [number, number, number] | undefined }[] = [
  // 2026-12-31, 2026/12/31, 2026.12.31
  { re: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, read: (m) => [+m[1]!, +m[2]!, +m[3]!] },
  // 2026年12月31日, 二〇二六年十二月三十一日
  {
    re: new RegExp(`${NUM}\\s*年\\s*${NUM}\\s*月\\s*${NUM}\\s*[日号]`, "g"),
    read: (m) => {
      const [y, mo, d] = [m[1]!, m[2]!, m[3]!].map(readNumber);
      return y === undefined || mo === undefined || d === undefined ? undefined : [y, mo, d];
    },
  },
  // 31 December 2026
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}\\s*,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => [+m[3]!, monthOf(m[2]!) ?? 0, +m[1]!],
  },
  // December 31, 2026
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => [+m[3]!, monthOf(m[1]!) ?? 0, +m[2]!],
  },
];
/** A weekday in brackets after a day: 10月1日（周四）, 1 October (Thursday). */
const WEEKDAY = "(?:\\s*[（(](?:周|星期|礼拜)?[一二三四五六日天]?[^）)]{0,10}[）)])?";
/** The end of a span written after a full date: 至12月31日, 至31日, –31 (the year and month carried over). */
const SPAN_END = new RegExp(
  `^${WEEKDAY}\\s*(?:至|到|-|–|—|~|～|to|until|through)\\s*(?:${NUM}\\s*月\\s*)?${NUM}\\s*[日号]`,
);
/** A day written without its year (10月1日): it takes the year the passage named last before it (现将2026年……). */
const MONTH_DAY = new RegExp(`${NUM}\\s*月\\s*${NUM}\\s*[日号]`, "g");
const YEAR = new RegExp(`${NUM}\\s*年`, "g");

const CURRENCY_BEFORE: [RegExp, FigureUnit][] = [
  [/(?:¥|￥|RMB|CNY|人民币)\s*$/i, "CNY"],
  [/(?:US\$|\$|USD)\s*$/i, "USD"],
];
const UNIT_AFTER: [RegExp, FigureUnit][] = [
  [/^\s*(?:元|块|yuan|RMB|CNY)/i, "CNY"],
  [/^\s*(?:美元|USD|US dollars?|dollars?)/i, "USD"],
  [/^\s*(?:%|％|percent|per cent)/i, "percent"],
  [/^\s*-?\s*(?:个?小时|hours?\b|hrs?\b|h\b)/i, "hours"],
  [/^\s*-?\s*(?:天|日(?![期本])|days?\b)/i, "days"],
  [/^\s*-?\s*(?:分钟|minutes?\b|mins?\b)/i, "minutes"],
  [/^\s*-?\s*(?:公里|千米|km\b|kilomet(?:er|re)s?\b)/i, "km"],
  [/^\s*-?\s*(?:GB|G\b)/, "GB"],
];

/** Every date and number a passage states, in the units it gives them. */
export function figuresIn(text: string): QuoteFigures {
  const dates: string[] = [];
  let rest = text;
  const blank = (from: number, to: number) => {
    rest = rest.slice(0, from) + " ".repeat(to - from) + rest.slice(to);
  };
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of [...rest.matchAll(re)]) {
      const ymd = read(m);
      const iso = ymd && day(...ymd);
      if (!iso) continue;
      dates.push(iso);
      let end = m.index + m[0].length;
      const span = SPAN_END.exec(rest.slice(end));
      if (span) {
        const month = span[1] ? readNumber(span[1]) : ymd[1];
        const d = readNumber(span[2]!);
        const last = month !== undefined && d !== undefined ? day(ymd[0], month, d) : undefined;
        if (last) {
          dates.push(last);
          end += span[0].length;
        }
      }
      blank(m.index, end);
    }
  }
  for (const m of [...rest.matchAll(MONTH_DAY)]) {
    const year = [...text.slice(0, m.index).matchAll(YEAR)]
      .map((y) => readNumber(y[1]!))
      .filter((y) => y! > 1900)
      .pop();
    const [mo, d] = [readNumber(m[1]!), readNumber(m[2]!)];
    const first = year && mo !== undefined && d !== undefined ? day(year, mo, d) : undefined;
    if (!first) continue;
    dates.push(first);
    let end = m.index + m[0].length;
    const span = SPAN_END.exec(rest.slice(end));
    if (span) {
      const month = span[1] ? readNumber(span[1]) : mo;
      const last = month !== undefined ? day(year!, month, readNumber(span[2]!) ?? 0) : undefined;
      if (last) {
        dates.push(last);
        end += span[0].length;
      }
    }
    blank(m.index, end);
  }
  const numbers: QuotedNumber[] = [];
  // 百分之三, 百分之五十
  for (const m of rest.matchAll(new RegExp(`百分之(${CN_NUMERAL}+|\\d+(?:\\.\\d+)?)`, "g"))) {
    const n = readNumber(m[1]!);
    if (n !== undefined) numbers.push({ n, unit: "percent" });
    blank(m.index, m.index + m[0].length);
  }
  for (const m of rest.matchAll(new RegExp(`\\d+(?:[.,]\\d+)*(?:万|千)?|${CN_NUMERAL}+`, "g"))) {
    const n = readNumber(m[0]);
    if (n === undefined) continue;
    const before = rest.slice(Math.max(0, m.index - 6), m.index);
    const after = rest.slice(m.index + m[0].length, m.index + m[0].length + 16);
    const unit = CURRENCY_BEFORE.find(([re]) => re.test(before))?.[1] ?? UNIT_AFTER.find(([re]) => re.test(after))?.[1];
    numbers.push(unit ? { n, unit } : { n });
  }
  return { numbers, dates };
}

/** The part of a fact the check reads: its unit and its value or range. */
export interface CheckedValue {
  unit: string;
  value?: number | string;
  range?: readonly [number, number];
}

/** The fact's units whose value a machine can find in a passage; the others (text, times) a reviewer checks. */
export const machineChecked = (unit: string): boolean => unit !== "text" && unit !== "time";

/** Whether `quote` states the fact's value (both ends of a range, both days of a period). */
export function quoteStates(fact: CheckedValue, quote: string): boolean {
  const { numbers, dates } = figuresIn(quote);
  if (fact.unit === "date") return dates.includes(String(fact.value));
  if (fact.unit === "period")
    return String(fact.value)
      .split("/")
      .every((d) => dates.includes(d));
  const has = (n: number) =>
    numbers.some((q) => Math.abs(q.n - n) < 1e-9 && (q.unit === undefined || q.unit === fact.unit));
  if (fact.range) return has(fact.range[0]) && has(fact.range[1]);
  return typeof fact.value === "number" && has(fact.value);
}
