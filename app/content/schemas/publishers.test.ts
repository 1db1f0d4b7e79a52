/**
 * A source's publisher and tier come from its host through the publisher register, and a deciding
 * fact with quotes is confirmed only by the quotes that state its value (decision 0037). Each fixture
 * is a copy of a real file with one thing changed; the build refuses it, naming the file and line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument, loadPublishers, QUOTE_BUDGET_FILE, unquoted } from "../../lib/content/load";
import { publishers } from "../../lib/content/publishers";
import { factTopicSchema } from "./facts";
import { publisherRegisterSchema } from "./publishers";
import { loadContent } from "../../lib/content/load";
import { quoteCheck } from "../../lib/content/quotes";

const dir = mkdtempSync(path.join(tmpdir(), "publishers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => loadPublishers(path.resolve("app/content/publishers.yaml"), []));

/** A copy of `file` with `change` made (which must change something), and the line holding `needle` in it. */
/** A changed copy of a content file, and the `file:line: ` of the first line with `needle` after the line with `from`. */
function fixture(file: string, change: (text: string) => string, needle: string, from = "") {
  const before = readFileSync(path.resolve(file), "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  const copy = path.join(dir, path.basename(file));
  writeFileSync(copy, after);
  const lines = after.split("\n");
  const start = Math.max(
    0,
    lines.findIndex((l) => l.includes(from)),
  );
  const line = lines.findIndex((l, i) => i >= start && l.includes(needle)) + 1;
  expect(line).toBeGreaterThan(0);
  return { copy, at: `${path.relative(process.cwd(), copy)}:${line}: ` };
}

/** The index of a fact in its topic file's `facts` list, as a problem's path names it. */
const factIndex = (file: string, id: string) => {
  const text = readFileSync(file, "utf8");
  const facts = text.slice(text.indexOf("\nfacts:\n"));
  return [...facts.matchAll(/^ {2}- id: (\S+)$/gm)].findIndex((m) => m[1] === id);
};

const problemsOf = (copy: string) => {
  const problems: string[] = [];
  loadDocument(factTopicSchema, copy, problems);
  return problems;
};

describe("the publisher register", () => {
  it("names every host once, and an official publisher's body", () => {
    const list = publishers();
    expect(list.length).toBeGreaterThan(400);
    const bad = publisherRegisterSchema.safeParse({
      publishers: [
        { id: "a", name: "A ministry", kind: "official", hosts: ["a.gov.cn"] },
        { id: "b", name: "A paper", kind: "press", hosts: ["a.gov.cn"] },
      ],
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "an official publisher says which body it is",
      "a.gov.cn is already a's",
    ]);
  });

  it("refuses a source on a host missing from the register, at the source's line", () => {
    const { copy, at } = fixture(
      "app/content/facts/entry.yaml",
      (t) => t.replace("https://udn.com/news/story/7331/9115088", "https://news.example-unlisted.com/story/1"),
      "https://news.example-unlisted.com/story/1",
    );
    expect(problemsOf(copy)).toEqual([
      `${at}sources.0.url: news.example-unlisted.com is not in the publisher register (app/content/publishers.yaml): add the host to its publisher's entry, or a new entry with its name and kind`,
    ]);
  });

  it("refuses a tier written against the register (a news site's copy of a notice called official)", () => {
    const { copy, at } = fixture(
      "app/content/facts/entry.yaml",
      (t) =>
        t.replace(
          "    url: https://udn.com/news/story/7331/9115088\n",
          "    url: https://udn.com/news/story/7331/9115088\n    tier: official\n",
        ),
      "tier: official",
    );
    expect(problemsOf(copy)).toEqual([
      `${at}sources.0.tier: tier official is written against the publisher register: udn.com is United Daily News (press); remove this line, or correct the register if it is wrong`,
    ]);
  });

  it("shows a copy as its original, read in a copy on its host, and counts it as the original's outlet", () => {
    const problems: string[] = [];
    const doc = loadDocument(factTopicSchema, path.resolve("app/content/facts/holidays.yaml"), problems);
    const gmw = doc!.data.sources.find((s) => s.id === "gmw-holidays-2026")!;
    expect(gmw).toMatchObject({
      publisher: "Xinhua News Agency, read in a copy on Guangming Online",
      tier: "press",
      outlet: "xinhua",
      publisherId: "guangming",
    });
  });
});

/** The National Day fact of holidays.yaml, with lines added after its sources. */
const withQuotes = (quotes: string) => (t: string) =>
  t.replace(
    "    sources: [gmw-holidays-2026, zsnews-holidays-2026, hrbtv-holidays-2026]\n    checked: 2026-11-28\n    note: >-\n      The National Day",
    `    sources: [gmw-holidays-2026, zsnews-holidays-2026, hrbtv-holidays-2026]\n${quotes}    checked: 2026-11-28\n    note: >-\n      The National Day`,
  );
const quote = (source: string, text: string) =>
  `      - source: ${source}\n        quote: ${text}\n        quoted: 2026-12-02\n`;
const NATIONAL_DAY =
  "现将2026年……国庆节放假调休日期的具体安排通知如下。……七、国庆节：10月1日（周四）至7日（周三）放假调休，共7天。";

describe("the words that state a deciding fact", () => {
  it("refuses two copies of one report counted as two outlets (a Xinhua notice in two papers)", () => {
    const { copy, at } = fixture(
      "app/content/facts/holidays.yaml",
      withQuotes(
        `    quotes:\n${quote("gmw-holidays-2026", NATIONAL_DAY)}${quote("zsnews-holidays-2026", NATIONAL_DAY)}`,
      ),
      "    quotes:",
      "- id: national-day-2026",
    );
    expect(problemsOf(copy)).toEqual([
      `${at}facts.${factIndex(copy, "national-day-2026")}.quotes: national-day-2026's value appears in no quote of an official source or of two independent press outlets (stated by Xinhua News Agency, read in a copy on Guangming Online (press); Xinhua News Agency, read in a copy on Zhongshan Daily (press); 2 press quotes are copies of one report (xinhua), one outlet): quote such a source, correct the value, or mark the fact unconfirmed: true`,
    ]);
  });

  it("refuses a deciding fact whose value is in no quote (a quote giving another day)", () => {
    const { copy, at } = fixture(
      "app/content/facts/entry.yaml",
      (t) => t.replace("过境不超过30天，可免办签证入境。", "过境不超过15天，可免办签证入境。"),
      "    quotes:",
    );
    const problems = problemsOf(copy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${at.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}facts\\.0\\.quotes: visa-free-stay's value appears in no quote of an official source or of two independent press outlets \\(stated by United Daily News \\(press\\)\\)`,
      ),
    );
  });

  it("accepts the same quotes once the fact is marked unconfirmed, and then shows it as such", () => {
    const { copy } = fixture(
      "app/content/facts/holidays.yaml",
      withQuotes(
        `    unconfirmed: true\n    quotes:\n${quote("gmw-holidays-2026", NATIONAL_DAY)}${quote("zsnews-holidays-2026", NATIONAL_DAY)}`,
      ),
      "unconfirmed: true",
    );
    const problems: string[] = [];
    const doc = loadDocument(factTopicSchema, copy, problems);
    expect(problems).toEqual([]);
    const fact = doc!.data.facts.find((f) => f.id === "national-day-2026")!;
    const sources = new Map(doc!.data.sources.map((s) => [s.id, s]));
    expect(quoteCheck(fact, true, sources).standing).toBe("unconfirmed");
  });

  it("confirms a value two independent outlets are quoted stating", () => {
    const problems: string[] = [];
    const doc = loadDocument(factTopicSchema, path.resolve("app/content/facts/entry.yaml"), problems);
    expect(problems).toEqual([]);
    const fact = doc!.data.facts.find((f) => f.id === "visa-free-stay")!;
    const check = quoteCheck(fact, true, new Map(doc!.data.sources.map((s) => [s.id, s])));
    expect(check).toMatchObject({ standing: "press", quoted: true });
  });

  it("holds the unquoted deciding facts to their budget, which only goes down", () => {
    const content = loadContent();
    const budget = JSON.parse(readFileSync(path.resolve("app/content", QUOTE_BUDGET_FILE), "utf8")) as {
      unquoted: number;
    };
    const count = unquoted(content.facts.values()).length;
    expect(count, `lower ${QUOTE_BUDGET_FILE} to ${count}`).toBe(budget.unquoted);
    expect(content.problems.filter((p) => p.includes("quote-budget"))).toEqual([]);
  });
});
