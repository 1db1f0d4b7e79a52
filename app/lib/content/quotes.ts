/**
 * The words that state a fact (decision 0037): a deciding fact whose sources carry quotes is confirmed
 * only by the quotes that state its value, of an official source or of two independent press
 * outlets (./standing.ts, copies of one report counting once). Numbers, amounts and days are found
 * in the quote by ./quote-figures.ts; a text or a time is a reviewer's check, recorded in `checkedBy`.
 * A fact with no quote keeps the standing of its sources' tiers until it is quoted; those are counted
 * against a budget that only goes down (facts/quote-budget.json).
 */
import { machineChecked, quoteStates, type CheckedValue } from "./quote-figures";
import { confirmed, standing, type Standing, type TieredSource } from "./standing";

export interface FactQuote {
  source: string;
  quote: string;
  quoted: string;
}

export interface QuotedFact extends CheckedValue {
  id: string;
  sources: readonly string[];
  quotes?: readonly FactQuote[];
  unconfirmed?: boolean;
  checkedBy?: string;
}

export type NamedSource = TieredSource & { publisher: string };

export interface QuoteCheck {
  /** What the fact's sources confirm: by its stating quotes once it has any, else by its sources' tiers. */
  standing: Standing;
  /** It carries at least one quote. */
  quoted: boolean;
  /** The source ids whose quote states the value. */
  stating: string[];
  /** Why a deciding fact's quotes do not confirm it, when it is not marked unconfirmed. */
  problem?: string;
}

/** The standing of a deciding fact by the words its sources are quoted saying. */
export function quoteCheck(f: QuotedFact, decides: boolean, byId: ReadonlyMap<string, NamedSource>): QuoteCheck {
  const all = f.sources.flatMap((s) => byId.get(s) ?? []);
  const quotes = f.quotes ?? [];
  if (!quotes.length) return { standing: f.unconfirmed ? "unconfirmed" : standing(all), quoted: false, stating: [] };
  const machine = machineChecked(f.unit);
  const stating = quotes.filter((q) => (machine ? quoteStates(f, q.quote) : Boolean(f.checkedBy))).map((q) => q.source);
  const list = [...new Set(stating)].flatMap((s) => byId.get(s) ?? []);
  const found: Standing = list.length ? standing(list) : "unconfirmed";
  if (f.unconfirmed) return { standing: "unconfirmed", quoted: true, stating };
  if (!decides || confirmed(found)) return { standing: found, quoted: true, stating };
  if (!machine && !f.checkedBy)
    return {
      standing: "unconfirmed",
      quoted: true,
      stating,
      problem: `${f.id} is a ${f.unit}: a reviewer checks its quotes against the value; say who did in checkedBy`,
    };
  const said = list.map((s) => `${s.publisher} (${s.tier})`);
  const press = list.filter((s) => s.tier === "press");
  const copies =
    press.length > 1 && new Set(press.map((s) => s.outlet)).size === 1
      ? `; ${press.length} press quotes are copies of one report (${press[0]!.outlet}), one outlet`
      : "";
  return {
    standing: "unconfirmed",
    quoted: true,
    stating,
    problem: `${f.id}'s value appears in no quote of an official source or of two independent press outlets (${
      said.length ? `stated by ${said.join("; ")}` : "no quote states it"
    }${copies}): quote such a source, correct the value, or mark the fact unconfirmed: true`,
  };
}
