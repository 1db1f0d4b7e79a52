/**
 * What happens when a rule with an end date ends, said from the rule's own data (its countries, its date,
 * who it does not cover), never by hand: the `:rule-end[visa-free]` directive writes it into page prose
 * (./directives.ts). The entry rules are put in force by the loader before any document is read.
 */
import type { EntryRules } from "../../content/schemas/entry-rules";
import { formatDate } from "../dates";
import { addDays } from "../tools/dates";

let entryRules: EntryRules | undefined;

/** Puts the entry rules in force (the loader calls it before it reads any document). */
export function setEntryRules(rules: EntryRules | undefined): void {
  entryRules = rules;
}

/** The rules the sentences are written from, as the loader read them. */
export const entryRulesInForce = (): EntryRules | undefined => entryRules;

const list = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The end of the 30-day visa-free trial: who needs a visa from the day after its last day of entry, and who
 * does not (the passports with no end date, the agreements, the transit rule, Hainan's own scheme).
 */
export function visaFreeEnd(rules: EntryRules): string {
  const v = rules.visaFree;
  const trial = v.countries.filter((c) => !c.openEnded);
  const open = v.countries.filter((c) => c.openEnded).map((c) => c.name);
  const after = formatDate(addDays(v.validUntil, 1));
  const lasting = [
    open.length ? `${list(open)}’s older exemption has no end date` : "",
    `the visa exemption agreements, the ${rules.transit.hours}-hour transit and Hainan’s own scheme do not end with it`,
  ].filter(Boolean);
  return (
    `Unless the trial is extended, passports of the ${trial.length} countries on the trial list need a visa, or another ` +
    `way in, for entries from ${after}; ${lasting.join(", and ")}`
  );
}

/** The rules a page may write the end of, by the name the directive takes. */
export const ruleEnds: Record<string, { fact: string; words: (rules: EntryRules) => string }> = {
  "visa-free": { fact: "entry.visa-free-until", words: visaFreeEnd },
};
