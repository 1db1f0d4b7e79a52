/**
 * The facts collection by age: every fact with the day it is due to be checked
 * again and the pages that show it; facts whose announced end is within 60 days
 * come first, with what happens after. `--check` (run by `npm test`) lists only
 * those and the overdue ones, and exits 1 when a fact is past its review window
 * (app/content/facts/*.yaml `reviewMonths`).
 *
 *
 * Then the figures in page prose that cite no fact (app/lib/content/uncited-figures.ts), page by
 * page, with the budget they must stay within (app/content/facts/uncited-budget.json; the registry
 * fails the build above it). `--check` prints only their totals against the budget.
 *
 *   npm run facts                   the report
 *   npm run facts -- --check        the report, failing on overdue facts (and, through the registry, over budget)
 *   npm run facts -- --uncited      only the uncited figures
 *   npm run facts -- --write-budget writes the current uncited figures as the budget; never raises a count
 *
 * Before the uncited figures: per topic, the deciding facts whose value a qualifying quote states
 * against all deciding facts, and the topic's sources by kind (the publisher register, decision 0037);
 * then the deciding facts not yet quoted, against facts/quote-budget.json (the loader fails above it).
 */
import { factAges, facts, unconfirmed, type FactInForce } from "../app/lib/content/facts";
import { unquoted } from "../app/lib/content/load";
import { confirmed } from "../app/lib/content/standing";
import { quoteBudget } from "./quote-budget";
import { factUsage } from "../app/lib/content/fact-usage";
import { today } from "../app/lib/content/freshness";
import { registry } from "../app/lib/registry";
import { printUncited, writeBudget } from "./uncited-report";

const { datasets, pages } = registry();

const check = process.argv.includes("--check");
if (process.argv.includes("--write-budget")) {
  await writeBudget(pages);
  process.exit(0);
}
if (process.argv.includes("--uncited")) {
  printUncited(pages, { check: false });
  process.exit(0);
}
const usage = factUsage(pages, datasets);
const ages = factAges(facts().values());
const now = today();

console.log(`${ages.length} facts, checked as of ${now}; due = the last day before each must be checked again.\n`);
for (const { fact, due, overdue, endsIn } of ages) {
  const pages = usage.get(fact.key) ?? [];
  const flags = [
    overdue ? "OVERDUE" : "",
    endsIn === undefined || endsIn > 60
      ? ""
      : endsIn < 0
        ? `ENDED ${fact.ends} (${-endsIn} days ago): ${fact.afterEnd}`
        : `ENDS ${fact.ends} (in ${endsIn} days): ${fact.afterEnd}`,
  ].filter(Boolean);
  if (check && !flags.length) continue;
  console.log(`${fact.key}  checked ${fact.checked}  due ${due}${flags.length ? `  ${flags.join("  ")}` : ""}`);
  console.log(`    ${fact.at}  shown on ${pages.length ? pages.join(", ") : "no page yet"}`);
}
// Figures that decide an answer but rest on less than an official text or two press reports (decision 0027).
const doubtful = ages.filter((a) => unconfirmed(a.fact));
console.log(`\n${doubtful.length} deciding fact(s) unconfirmed (shown as such on the pages, with where to check):`);
for (const { fact } of doubtful)
  console.log(
    `${fact.key}  ${fact.standing}: ${fact.sourceList.map((s) => `${s.publisher} (${s.tier})`).join("; ")}\n    ${fact.at}  check with ${fact.whereToCheck}`,
  );
printQuotes([...facts().values()]);
printUncited(pages, { check });
const overdue = ages.filter((a) => a.overdue);
if (overdue.length) {
  console.log(
    `\n${overdue.length} fact(s) past their review window: check each against its source and update checked.`,
  );
  if (check) process.exit(1);
}

/** Per topic: deciding facts confirmed by their quotes / all deciding facts, and sources by kind; then the unquoted ones. */
function printQuotes(all: FactInForce[]) {
  console.log(
    "\nQuotes (decision 0037): deciding facts a qualifying quote states / deciding facts; the topic's sources by kind.",
  );
  const topics = [...new Set(all.map((f) => f.topic))].sort();
  for (const topic of topics) {
    const mine = all.filter((f) => f.topic === topic);
    const deciding = mine.filter((f) => f.decides);
    const quoted = deciding.filter((f) => f.quoted && confirmed(f.standing));
    const kinds = new Map<string, number>();
    for (const s of new Map(mine.flatMap((f) => f.sourceList.map((x) => [x.id, x]))).values())
      kinds.set(s.tier, (kinds.get(s.tier) ?? 0) + 1);
    const byKind = [...kinds].map(([k, n]) => `${n} ${k}`).join(", ");
    console.log(`  ${topic.padEnd(13)} quoted ${quoted.length}/${deciding.length}   sources: ${byKind}`);
  }
  const open = unquoted(all);
  const budget = quoteBudget();
  console.log(`\n${open.length} deciding fact(s) not yet quoted (budget ${budget ?? "none"}; it only goes down):`);
  for (const f of open) console.log(`  ${f.key}  ${f.standing}  ${f.at}`);
}
