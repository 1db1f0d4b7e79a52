/**
 * The facts collection at build time: keeps the facts of app/content/facts/*.yaml
 * (loaded by ./load.ts) in force for the Markdown pipeline (`:fact[topic.id]`) and the YAML tag
 * (`!fact topic.id`), and writes a fact's value the one way every page shows it.
 */
import type { Fact, FactTopic } from "../../content/schemas/facts";
import { formatDate, formatPeriod } from "../dates";
import { today } from "./freshness";
import type { Standing } from "./standing";

/** A figure that decides an answer but is not confirmed: pages and tools say "unconfirmed" with where to check. */
export const unconfirmed = (f: Pick<FactInForce, "decides" | "standing">): boolean =>
  f.decides && f.standing !== "official" && f.standing !== "press";

export type FactSource = FactTopic["sources"][number];

/** A fact as pages and tools read it: its full id, its topic's review window and its sources resolved. */
export interface FactInForce extends Omit<Fact, "decides" | "whereToCheck"> {
  /** `topic.id`. */
  key: string;
  topic: string;
  reviewMonths: number;
  /** Whether the figure decides an answer (the fact's own `decides`, else its topic's). */
  decides: boolean;
  /** Where to check the figure while it is unconfirmed (the fact's own, else its topic's). */
  whereToCheck: string;
  /** What its sources confirm (./standing.ts): by the quotes that state its value once it has quotes (./quotes.ts). */
  standing: Standing;
  /** It carries quotes (decision 0037). */
  quoted: boolean;
  /** The source ids whose quote states the value. */
  stating: string[];
  sourceList: FactSource[];
  /** The fact's file and line, for reports. */
  at: string;
}

let inForce = new Map<string, FactInForce>();

/** The facts the pipeline resolves against (set by loadFacts). */
export const facts = (): ReadonlyMap<string, FactInForce> => inForce;
export const factById = (key: string): FactInForce | undefined => inForce.get(key);

/** Puts `found` in force (the loader calls it before it reads any record that may cite a fact). */
export function setFacts(found: Map<string, FactInForce>): void {
  inForce = found;
}

const money: Partial<Record<Fact["unit"], string>> = { CNY: "¥", USD: "$" };

const number = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
/** Dollars keep their cents ($4.50, $12.95) unless they are whole ($5,000). */
const amount = (n: number, unit: Fact["unit"]) =>
  unit === "USD" && !Number.isInteger(n)
    ? n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : number(n);

/** One figure in its unit: ¥200, $11.99, 3%, 30 days, 240 hours. */
function figure(n: number, unit: Fact["unit"], plural: boolean): string {
  const sign = money[unit];
  if (sign) return `${sign}${amount(n, unit)}`;
  switch (unit) {
    case "percent":
      return `${number(n)}%`;
    case "count":
      return number(n);
    case "GB":
      return `${number(n)} GB`;
    default: {
      const word = plural || n !== 1 ? unit : unit.replace(/s$/, "");
      return `${number(n)} ${word}`;
    }
  }
}

/** The value as a page shows it: "¥550-680", "about ¥35", "December 31, 2026", "October 1–7, 2026", "08:30-17:00". */
export function formatFact(f: Pick<Fact, "unit" | "value" | "range" | "approx">): string {
  let shown: string;
  if (f.range) {
    const [lo, hi] = f.range;
    const sign = money[f.unit];
    shown = sign
      ? `${sign}${amount(lo, f.unit)}-${amount(hi, f.unit)}`
      : f.unit === "percent"
        ? `${number(lo)}-${number(hi)}%`
        : figure(hi, f.unit, true).replace(number(hi), `${number(lo)}-${number(hi)}`);
  } else if (typeof f.value === "number") shown = figure(f.value, f.unit, false);
  else if (f.unit === "date") shown = formatDate(String(f.value));
  else if (f.unit === "period") {
    const [first, last] = String(f.value).split("/") as [string, string];
    shown = formatPeriod(first, last);
  } else shown = String(f.value);
  return f.approx ? `about ${shown}` : shown;
}

/** The raw value a dataset reads through `!fact`: the number, date or text itself (a range gives its upper end). */
export const rawFact = (f: Fact): string | number => f.value ?? f.range![1];

export interface FactAge {
  fact: FactInForce;
  /** The last day the fact counts as checked. */
  due: string;
  overdue: boolean;
  /** Days until `ends`, when the fact has one. */
  endsIn?: number;
}

const dayMs = 86_400_000;

/** The same day `months` later, or the month's last day where it has no such day (May 31 + 6 months = November 30). */
export function monthsAfter(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Each fact with the day it must be checked again, oldest first; facts ending within `soon` days come first. */
export function factAges(all: Iterable<FactInForce>, now: string = today(), soon = 60): FactAge[] {
  const ages = [...all].map((fact) => {
    const due = monthsAfter(fact.checked, fact.reviewMonths);
    const endsIn = fact.ends ? Math.round((Date.parse(fact.ends) - Date.parse(now)) / dayMs) : undefined;
    return { fact, due, overdue: due < now, endsIn };
  });
  const ending = (a: FactAge) => a.endsIn !== undefined && a.endsIn <= soon;
  return ages.sort(
    (a, b) =>
      Number(ending(b)) - Number(ending(a)) ||
      (ending(a) ? a.endsIn! - b.endsIn! : 0) ||
      a.due.localeCompare(b.due) ||
      a.fact.key.localeCompare(b.fact.key),
  );
}
