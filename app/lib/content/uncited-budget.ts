/**
 * The budget of uncited figures that only goes down (docs/decisions/0026-uncited-figures-budget.md).
 *
 * `app/content/facts/uncited-budget.json` holds, per kind, how many figures the pages' prose may
 * still state without citing a fact, and each page's figures when the budget was last written. The
 * registry fails the build when a kind's count goes above its budget, naming each figure that is new
 * on a page that grew, at its line, and where it belongs instead (decision 0034); a unit test fails
 * when a count has fallen `SLACK` or more below its budget, asking to lower it.
 * `npm run facts -- --write-budget` writes the current figures, and refuses to raise any count.
 */
import { z } from "zod";
import { formatFact, type FactInForce } from "./facts";
import { FIGURE_KINDS, countsByKind, countsByPage, type FigureKind, type UncitedFigure } from "./uncited-figures";

/** Where the budget lives, inside the content folder. */
export const BUDGET_FILE = "facts/uncited-budget.json";

/** How far a kind's count may fall below its budget before the test asks to lower it. */
export const SLACK = 5;

const kindCounts = z.strictObject(
  Object.fromEntries(FIGURE_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<FigureKind, z.ZodNumber>,
);

/** A page's figures of one kind when the budget was written: the figures themselves (`¥30`), or only their count. */
const pageKind = z.union([z.number().int().min(0), z.array(z.string())]);

export const budgetSchema = z.strictObject({
  /** Why the file exists and how to change it, for the person who opens it. */
  about: z.string(),
  /** The allowed count of uncited figures per kind, over every page. */
  kinds: kindCounts,
  /**
   * Each page's figures per kind when the budget was written (kinds with none left out): names the
   * pages that grew and, against the figures listed, the figures that are new.
   */
  pages: z.record(
    z.string(),
    z.strictObject(
      Object.fromEntries(FIGURE_KINDS.map((k) => [k, pageKind.optional()])) as Record<
        FigureKind,
        z.ZodOptional<typeof pageKind>
      >,
    ),
  ),
});
export type UncitedBudget = z.infer<typeof budgetSchema>;

const ABOUT =
  "Uncited figures the pages may still state, per kind, and each page's figures when it was written (docs/decisions/0026-uncited-figures-budget.md). It only goes down: cite a fact instead of writing a figure, then run npm run facts -- --write-budget.";

/** The budget that matches the figures found now, with each page's figures by kind. */
export function budgetOf(figures: readonly UncitedFigure[]): UncitedBudget {
  const pages: UncitedBudget["pages"] = {};
  for (const page of [...countsByPage(figures).keys()].sort((a, b) => a.localeCompare(b))) {
    const row: UncitedBudget["pages"][string] = {};
    for (const kind of FIGURE_KINDS) {
      const matches = figures.filter((f) => f.page === page && f.kind === kind).map((f) => f.match);
      if (matches.length) row[kind] = matches;
    }
    pages[page] = row;
  }
  return { about: ABOUT, kinds: countsByKind(figures), pages };
}

/** A page's recorded figures of a kind: how many, and which when the budget lists them. */
function recorded(budget: UncitedBudget, page: string, kind: FigureKind): { count: number; figures?: string[] } {
  const value = budget.pages[page]?.[kind];
  return Array.isArray(value) ? { count: value.length, figures: value } : { count: value ?? 0 };
}

/** The figures of `now` that `before` did not have (each figure counted as often as it appears). */
function added(now: readonly UncitedFigure[], before: readonly string[]): UncitedFigure[] {
  const left = new Map<string, number>();
  for (const m of before) left.set(m, (left.get(m) ?? 0) + 1);
  return now.filter((f) => {
    const n = left.get(f.match) ?? 0;
    if (n > 0) left.set(f.match, n - 1);
    return n === 0;
  });
}

const shown = (s: string) =>
  s
    .toLowerCase()
    .replace(/^about\s+/, "")
    .replace(/–/g, "-")
    .replace(/\s+/g, "");

/** Words too common in fact labels to tie a fact to a sentence. */
const GENERIC = new Set([
  "about",
  "after",
  "before",
  "days",
  "each",
  "from",
  "hours",
  "minutes",
  "months",
  "weeks",
  "with",
]);

/** A label's or sentence's words of four letters or more, cut to five letters (booking and book-ed meet). */
const stems = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !GENERIC.has(w)).map((w) => w.slice(0, 5)));

/**
 * The facts that show exactly this figure (`¥80` and a fact written ¥80) and whose label or id shares a
 * word with the sentence around it (so "7 days" of an eSIM plan does not point at a museum's booking
 * window), those sharing the most words first.
 */
export function factsShowing(
  f: Pick<UncitedFigure, "match" | "sentence">,
  facts: Iterable<Pick<FactInForce, "key" | "label" | "unit" | "value" | "range" | "approx">>,
): string[] {
  const wanted = shown(f.match);
  const words = stems(f.sentence);
  const scored = [...facts]
    .filter((fact) => shown(formatFact(fact)) === wanted)
    .map((fact) => ({
      key: fact.key,
      shared: [...stems(`${fact.label} ${fact.key.replace(/[.-]/g, " ")}`)].filter((w) => words.has(w)).length,
    }))
    .filter(({ shared }) => shared >= 2);
  return scored.sort((a, b) => b.shared - a.shared).map(({ key }) => key);
}

/** Where the figure should live instead: a fact that shows it, the sight's or city's own field, or a new fact. */
export function homeOf(f: UncitedFigure, facts: Iterable<FactInForce> = []): string {
  const options: string[] = [];
  const cite = factsShowing(f, facts);
  if (cite.length)
    options.push(
      `if it is ${cite
        .slice(0, 2)
        .map((k) => `:fact[${k}]`)
        .join(" or ")}${cite.length > 2 ? ` (or ${cite.length - 2} more)` : ""}, which shows ${f.match}, cite that`,
    );
  const sight = f.field.match(/^topAttractions\.(\d+)\./)?.[1];
  if (sight !== undefined && f.kind === "amount")
    options.push(`if it is the sight's ticket, give it in topAttractions.${sight}.price`);
  if (sight !== undefined && f.kind === "closing-day")
    options.push(`give the closing day in topAttractions.${sight}.closed (with closedOn)`);
  if (f.kind === "season" && /(^|\/)cities\//.test(f.file))
    options.push("if it is the city's best time to visit, give it in bestMonth");
  const fact = "cite a fact, :fact[topic.id] (add one to app/content/facts/: docs/content-guide.md, Facts)";
  options.push(options.length ? `else ${fact}` : fact);
  return options.join("; ");
}

/**
 * The build's check: when a kind's count is above its budget, one problem per new figure on each
 * page that grew, at the figure's own file and line, with where it should live instead. A page
 * whose figures the budget does not list (an older budget, a new page) has all its figures of that
 * kind named. `facts` are the facts in force, to name one that shows the same figure.
 */
export function overBudget(
  figures: readonly UncitedFigure[],
  budget: UncitedBudget,
  at = `app/content/${BUDGET_FILE}`,
  facts: Iterable<FactInForce> = [],
): string[] {
  const counts = countsByKind(figures);
  const byPage = countsByPage(figures);
  const known = [...facts];
  const problems: string[] = [];
  for (const kind of FIGURE_KINDS) {
    if (counts[kind] <= budget.kinds[kind]) continue;
    const over = `${counts[kind]} on the site, budget ${budget.kinds[kind]}`;
    const grown = [...byPage].filter(([page, row]) => row[kind] > recorded(budget, page, kind).count);
    for (const [page] of grown) {
      const before = recorded(budget, page, kind);
      const here = figures.filter((f) => f.page === page && f.kind === kind);
      for (const f of before.figures ? added(here, before.figures) : here)
        problems.push(
          `${f.file}:${f.line}: ${f.field}: ${f.match} is a new uncited ${kind} figure (${over}): ${homeOf(f, known)}`,
        );
    }
    if (!grown.length)
      problems.push(
        `${at}: ${counts[kind]} uncited ${kind} figures in page prose, over the budget of ${budget.kinds[kind]}, and no page has more than the budget lists: run npm run facts -- --uncited`,
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
