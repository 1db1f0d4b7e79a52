/**
 * Every source says what it is, and the build refuses a rule that decides an answer but rests only on
 * reprints and commercial pages, naming the file and line (decision 0027). Each fixture is a copy of a
 * real file with one source or one rule weakened.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument, loadFacts, loadPublishers } from "../../lib/content/load";
import { entryRulesSchema } from "./entry-rules";
import { factTopicSchema } from "./facts";
import { sourceSchema } from "./common";

const dir = mkdtempSync(path.join(tmpdir(), "source-tiers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A source's tier comes from its host through the publisher register (decision 0037).
beforeAll(() => loadPublishers(path.resolve("app/content/publishers.yaml"), []));

/** A copy of `file` with `change` made (which must change something), and the line holding `needle` in it. */
function fixture(file: string, change: (text: string) => string, needle: string) {
  const before = readFileSync(path.resolve(file), "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  const copy = path.join(dir, path.basename(file));
  writeFileSync(copy, after);
  const line = after.split("\n").findIndex((l) => l.includes(needle)) + 1;
  return { copy, at: `${path.relative(process.cwd(), copy)}:${line}: ` };
}

describe("source tiers", () => {
  const base = { title: "A notice", accessed: "2026-11-28" };
  it("a source's tier and publisher come from its host through the register", () => {
    expect(sourceSchema.parse({ ...base, url: "https://en.nia.gov.cn/n1" })).toMatchObject({
      tier: "official",
      publisher: "National Immigration Administration",
    });
    expect(sourceSchema.parse({ ...base, url: "https://www.aocea.net/x", copyOf: "nia" })).toMatchObject({
      tier: "reprint",
      publisher: "National Immigration Administration, read in a copy on aocea.net",
      outlet: "nia",
    });
  });
  it("only a reprint can be machine-rewritten", () => {
    expect(sourceSchema.safeParse({ ...base, url: "https://www.aocea.net/x", machineRewritten: true }).success).toBe(
      true,
    );
    expect(
      sourceSchema.safeParse({ ...base, url: "https://udn.com/news/1", machineRewritten: true }).error?.issues[0]
        ?.message,
    ).toBe("only a reprint can be machine-rewritten (udn.com is United Daily News, press)");
  });
  it("a written publisher and an unknown copyOf are refused", () => {
    expect(
      sourceSchema
        .safeParse({
          ...base,
          url: "https://udn.com/news/1",
          publisher: "Ministry of Foreign Affairs",
          copyOf: "no-such",
        })
        .error?.issues.map((i) => i.message),
    ).toEqual([
      "the publisher comes from the register (udn.com: United Daily News); remove this line, and name a copy's original with copyOf",
      "copyOf no-such: no publisher of this id in the register (app/content/publishers.yaml)",
    ]);
  });
});

/** The Palace Museum booking window's sources line (a deciding fact of a deciding topic). */
const BOOKING_DAYS_SOURCES = /(- id: forbidden-city-booking-days\n(?: {4}(?!sources).*\n)*) {4}sources: .*\n/;

describe("a deciding rule resting only on reprints or commercial pages", () => {
  it("is refused in a facts topic, naming the fact's file and line", () => {
    // The Palace Museum's booking window, moved onto the topic's travel-site source.
    const { copy, at } = fixture(
      "app/content/facts/sights.yaml",
      (t) => t.replace(BOOKING_DAYS_SOURCES, "$1    sources: [xiandeeptour-qin-mausoleum]\n"),
      "sources: [xiandeeptour-qin-mausoleum]",
    );
    const problems: string[] = [];
    loadDocument(factTopicSchema, copy, problems);
    expect(problems).toEqual([
      `${at}facts.2.sources: forbidden-city-booking-days decides an answer but rests only on commercial sources: add an official source or two press reports of the same act`,
    ]);
  });
  it("is allowed when the figure does not decide (a price shown at the point of sale)", () => {
    const { copy } = fixture(
      "app/content/facts/sights.yaml",
      (t) =>
        t
          .replace(/^decides: true$/m, "decides: false")
          .replace(BOOKING_DAYS_SOURCES, "$1    sources: [xiandeeptour-qin-mausoleum]\n"),
      "decides: false",
    );
    const problems: string[] = [];
    loadDocument(factTopicSchema, copy, problems);
    expect(problems).toEqual([]);
  });
  it("is refused in the entry rules, naming the agreement's line", () => {
    // Singapore's agreement, moved onto a reprint of a notice about another country.
    const { copy, at } = fixture(
      "app/content/data/entry-rules.yaml",
      (t) => t.replace("sources: [singapore-mutual, sg-vietnamplus-2023]", "sources: [samoa-2025]"),
      "code: SG, name: Singapore, stayDays",
    );
    const problems: string[] = [];
    loadFacts(path.resolve("app/content/facts"), problems);
    loadDocument(entryRulesSchema, copy, problems);
    expect(problems.map((p) => p.replace(/ add an official.*$/, ""))).toEqual([
      `${at}mutual.20.sources: this rule decides an answer but rests only on reprint sources:`,
    ]);
  });
});
