/**
 * The sentence about the end of the 30-day visa-free trial is written from the entry rules: who needs a visa
 * from which day, and who does not. It changes with the data, and the directive that writes it into prose
 * refuses a rule it does not know.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadFacts } from "./load";
import { fixtureRules } from "../tools/entry-rules-for-tests";
import { compileInline } from "./markdown";
import { setEntryRules, visaFreeEnd } from "./rule-ends";

describe("the end of a rule, from its data", () => {
  it("names the countries that need a visa after the end date, and those it does not touch", () => {
    const withBrunei = structuredClone(fixtureRules);
    withBrunei.visaFree.countries.push({ code: "BN", name: "Brunei", openEnded: true });
    expect(visaFreeEnd(withBrunei)).toBe(
      "Unless the trial is extended, passports of the 3 countries on the trial list need a visa, or another way in, " +
        "for entries from January 1, 2027; Brunei’s older exemption has no end date, and the visa exemption " +
        "agreements, the 240-hour transit and Hainan’s own scheme do not end with it",
    );
  });
  it("follows an extension and a list with no open-ended passport", () => {
    const extended = structuredClone(fixtureRules);
    extended.visaFree.validUntil = "2027-12-31";
    expect(visaFreeEnd(extended)).toMatch(
      /^Unless the trial is extended, passports of the 3 countries .* January 1, 2028; the visa/,
    );
  });
  it("writes the sentence into prose as the end-date fact, and refuses a rule it does not know", () => {
    loadFacts(path.resolve("app/content/facts"), []);
    setEntryRules(fixtureRules);
    const known = compileInline("Entries until then. :rule-end[visa-free].");
    const unknown = compileInline(":rule-end[transit]");
    setEntryRules(undefined);
    const missing = compileInline(":rule-end[visa-free]");
    expect(unknown.problems.map((p) => p.message)).toEqual([":rule-end[transit]: no such rule (visa-free)"]);
    expect(missing.problems.map((p) => p.message)).toEqual([":rule-end[visa-free]: the entry rules are not loaded"]);
    expect(known.problems).toEqual([]);
    expect(known.text).toMatch(/^Entries until then\. Unless the trial is extended, passports of the 3 countries/);
    expect(known.facts).toEqual(["entry.visa-free-until"]);
  });
});
