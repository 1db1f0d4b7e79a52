/**
 * The budget of uncited figures that only goes down (docs/decisions/0026-uncited-figures-budget.md).
 *
 * `app/content/facts/uncited-budget.json` holds, per kind, how many figures the pages' prose may
 * still state without citing a fact, and each page's count when the budget was last written. The
 * registry fails the build when a kind's count goes above its budget, naming the pages that grew;
 * a unit test fails when a count has fallen `SLACK` or more below its budget, asking to lower it.
 * `npm run facts -- --write-budget` writes the current counts, and refuses to raise any.
 */
import { z } from "zod";
import { FIGURE_KINDS, countsByKind, countsByPage, type FigureKind, type UncitedFigure } from "./uncited-figures";

/** Where the budget lives, inside the content folder. */
export const BUDGET_FILE = "facts/uncited-budget.json";

/** How far a kind's count may fall below its budget before the test asks to lower it. */
export const SLACK = 5;

const kindCounts = z.strictObject(
  Object.fromEntries(FIGURE_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<FigureKind, z.ZodNumber>,
);

export const budgetSchema = z.strictObject({
  /** Why the file exists and how to change it, for the person who opens it. */
  about: z.string(),
  /** The allowed count of uncited figures per kind, over every page. */
  kinds: kindCounts,
  /** Each page's count per kind when the budget was written (kinds at 0 left out): names the pages that grew. */
  pages: z.record(z.string(), kindCounts.partial()),
});
export type UncitedBudget = z.infer<typeof budgetSchema>;

const ABOUT =
  "Uncited figures the pages may still state, per kind (docs/decisions/0026-uncited-figures-budget.md). It only goes down: cite a fact instead of writing a figure, then run npm run facts -- --write-budget.";

/** The budget that matches the figures found now. */
export function budgetOf(figures: readonly UncitedFigure[]): UncitedBudget {
  const pages: UncitedBudget["pages"] = {};
  for (const [page, row] of [...countsByPage(figures)].sort(([a], [b]) => a.localeCompare(b)))
    pages[page] = Object.fromEntries(Object.entries(row).filter(([, n]) => n > 0));
  return { about: ABOUT, kinds: countsByKind(figures), pages };
}

/**
 * The build's check: one problem per kind whose count is above its budget, naming each page that
 * states more figures of that kind than when the budget was written, and the figures it states.
 */
export function overBudget(
  figures: readonly UncitedFigure[],
  budget: UncitedBudget,
  at = `app/content/${BUDGET_FILE}`,
): string[] {
  const counts = countsByKind(figures);
  const byPage = countsByPage(figures);
  const problems: string[] = [];
  for (const kind of FIGURE_KINDS) {
    if (counts[kind] <= budget.kinds[kind]) continue;
    const grew = [...byPage]
      .filter(([page, row]) => row[kind] > (budget.pages[page]?.[kind] ?? 0))
      .map(([page, row]) => {
        const lines = figures
          .filter((f) => f.page === page && f.kind === kind)
          .map((f) => `      ${f.file}:${f.line}: ${f.match}: "${f.sentence}"`);
        return `    ${page}: ${row[kind]} (was ${budget.pages[page]?.[kind] ?? 0})\n${lines.join("\n")}`;
      });
    problems.push(
      `${at}: ${counts[kind]} uncited ${kind} figures in page prose, over the budget of ${budget.kinds[kind]}: cite a fact (:fact[topic.id], docs/content-guide.md) instead of writing the figure.${grew.length ? ` Pages that grew:\n${grew.join("\n")}` : ""}`,
    );
  }
  return problems;
}

/** The test's check: one line per kind whose count has fallen `SLACK` or more below its budget. */
export function budgetToLower(figures: readonly UncitedFigure[], budget: UncitedBudget): string[] {
  const counts = countsByKind(figures);
  return FIGURE_KINDS.filter((kind) => counts[kind] <= budget.kinds[kind] - SLACK).map(
    (kind) =>
      `${kind}: ${counts[kind]} uncited figures, budget ${budget.kinds[kind]}: lower the budget to ${counts[kind]} (npm run facts -- --write-budget)`,
  );
}
