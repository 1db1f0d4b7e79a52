/**
 * The uncited-figures part of `npm run facts` (scripts/facts-report.ts): the figures in page prose
 * that cite no fact, page by page, the figures read from their record, the journey times between
 * cities, and the totals against the budget (app/content/facts/uncited-budget.json).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { defaultContentDir } from "../app/lib/content/load";
import { BUDGET_FILE, budgetOf, budgetSchema, type UncitedBudget } from "../app/lib/content/uncited-budget";
import {
  FIGURE_KINDS,
  countsByKind,
  countsByPage,
  recordFigures,
  uncitedFigures,
  type UncitedFigure,
} from "../app/lib/content/uncited-figures";
import type { PageEntry } from "../app/lib/registry";

const budgetPath = () => path.join(defaultContentDir(), BUDGET_FILE);

function readBudget(): UncitedBudget | undefined {
  const file = budgetPath();
  return existsSync(file) ? budgetSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : undefined;
}

const row = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");

/** The lines of one page: file:line, field, kind, the figure, the sentence. */
function pageLines(figures: readonly UncitedFigure[]) {
  for (const f of figures) console.log(`    ${f.file}:${f.line}  ${f.field}  ${f.kind}  ${f.match}  | ${f.sentence}`);
}

/** Prints the section; with `check`, only the totals against the budget. */
export function printUncited(pages: readonly PageEntry[], { check }: { check: boolean }) {
  const figures = uncitedFigures(pages);
  const counts = countsByKind(figures);
  const budget = readBudget();
  console.log(`\nFigures in page prose that cite no fact (app/lib/content/uncited-figures.ts):`);
  if (!check) {
    for (const [page, byKind] of countsByPage(figures)) {
      console.log(`\n${page}  ${row(byKind)}`);
      pageLines(figures.filter((f) => f.page === page));
    }
    const fromRecord = recordFigures(pages);
    const fields = new Map<string, number>();
    for (const r of fromRecord) {
      const field = r.field.split(".").at(-1)!;
      fields.set(field, (fields.get(field) ?? 0) + 1);
    }
    console.log(
      `\nRead from their record (a sight's price, hours, closing day and booking; a city's best months): ${fromRecord.length} fields (${row(Object.fromEntries(fields))}); they have a home and are not counted.`,
    );
    const journeys = figures.filter((f) => f.journeyTo);
    console.log(`\nJourney times between cities that cite no train-leg fact: ${journeys.length}`);
    for (const j of journeys) console.log(`    ${j.file}:${j.line}  ${j.match} (${j.journeyTo})  | ${j.sentence}`);
  }
  console.log(`\n${figures.length} uncited figures: ${row(counts)}.`);
  if (budget)
    console.log(
      `Budget (app/content/${BUDGET_FILE}): ${FIGURE_KINDS.map((k) => `${k} ${counts[k]}/${budget.kinds[k]}`).join(", ")}.`,
    );
}

/** Writes the current figures as the budget, formatted as the repository's Prettier does; refuses when any kind is above the budget in force. */
export async function writeBudget(pages: readonly PageEntry[]) {
  const next = budgetOf(uncitedFigures(pages));
  const current = readBudget();
  const raised = current ? FIGURE_KINDS.filter((k) => next.kinds[k] > current.kinds[k]) : [];
  if (raised.length) {
    console.error(`The budget only goes down: ${raised.join(", ")} would rise. Cite facts instead.`);
    process.exit(1);
  }
  const file = budgetPath();
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(next), { ...options, filepath: file }));
  console.log(`Wrote ${path.relative(process.cwd(), budgetPath())}: ${row(next.kinds)}.`);
}
