import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { QUOTE_BUDGET_FILE } from "../app/lib/content/load";

/** The allowed count of deciding facts not yet quoted (app/content/facts/quote-budget.json), if there is one. */
export function quoteBudget(dir = path.resolve("app/content")): number | undefined {
  const file = path.join(dir, QUOTE_BUDGET_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { unquoted: number }).unquoted : undefined;
}
