/**
 * Bad content must stop the build with one `file:line: problem` per problem.
 * Each fixture breaks one rule in a copy of the content folder and goes
 * through the same loader and registry checks the build runs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../lib/content/load";
import { buildRegistry } from "../lib/registry";

const source = path.resolve(import.meta.dirname);
let dir: string;
let problems: string[];

/** The file name as problems name it, and the 1-based line of the first line containing `needle`. */
function where(file: string, needle: string): string {
  const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
  const index = lines.findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ${file}`);
  return `${path.relative(process.cwd(), path.join(dir, file))}:${index + 1}: `;
}

function edit(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`fixture edit changed nothing in ${file}`);
  writeFileSync(full, after);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bad-content-"));
  cpSync(source, dir, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  // Each edit breaks one rule in a different document.
  edit("articles/best-time-to-visit-beijing.md", (t) => `${t}\n:::spoiler[Hidden]\nA block nobody defined.\n:::\n`);
  edit("articles/amap-english-guide.md", (t) => `${t}\n![](/images/metro-map.png)\n`);
  edit("cities/beijing.yaml", (t) => t.replace("Beijing keeps six centuries", "<b>Beijing</b> keeps six centuries"));
  // Declares entry rules and lists no source (its own sources list, the file's last block, is cut off).
  edit(
    "cities/shanghai.yaml",
    (t) => `${t.replace(/^states:.*\n/m, "").replace(/^sources:[\s\S]*$/m, "")}states: [entry-rules]\n`,
  );
  edit("solutions/use-didi-china.yaml", (t) => t.replace(/^reviewed: .*$/m, "reviewed: 2099-01-01"));
  edit("comparisons/didi-vs-metro-beijing.yaml", (t) => t.replace("(/how-to-use-didi-china)", "(/how-to-fly-a-kite)"));
  edit("cities/xian.yaml", (t) => t.replace(/^(\s+)title: .*$/m, `$1title: ${"x".repeat(61)}`));
  edit("cities/dali.yaml", (t) => t.replace("quickFacts:", "quickFact:"));
  // Changes that disagree with the record's dates, or notes that are not one line.
  edit("solutions/use-wechat-pay-tourist.yaml", (t) =>
    t.replace(/^updated: .*$/m, "updated: 2099-01-01").replace("  - date: 2026-11-23", "  - date: 2099-01-01"),
  );
  edit("solutions/translate-chinese-menus.yaml", (t) =>
    t.replace(
      /^(changes:\n(?: {2}.*\n)+)/m,
      "$1  - date: 2024-12-31\n    note: A change before the page was published\n",
    ),
  );
  edit("solutions/order-food-china-no-chinese.yaml", (t) =>
    t.replace(
      /^(changes:\n(?: {2}.*\n)+)/m,
      "$1  - date: 2026-11-19\n    note: An older change\n  - date: 2026-11-21\n    note: A newer change below it\n",
    ),
  );
  edit("solutions/navigate-china-no-chinese.yaml", (t) => t.replace("    note: >-", "    note: |-"));
  edit("solutions/setup-vpn-china.yaml", (t) =>
    t.replace(/^(changes:\n)/m, `$1  - date: 2026-11-23\n    note: ${"x".repeat(141)}\n`),
  );
  edit("solutions/get-chinese-phone-number.yaml", (t) => t.replace(/^updated: .*$/m, "updated: 2026-11-24"));
  edit("legal/terms-of-service.md", (t) => t.replace(/^updated: .*$/m, "updated: 2026-11-21"));
  // The last of its changes, so the date breaks no other rule.
  edit("solutions/survive-chinese-crowds.yaml", (t) =>
    t.replace(/^( {2}- date: )2026-11-23$(?![\s\S]*^ {2}- date: )/m, "$12026-02-30"),
  );
  // A major city cut to two sights (the list ends where the next top-level field starts).
  edit("cities/hangzhou.yaml", (t) => t.replace(/^( {2}- id: longjing-tea-villages[\s\S]*?)(?=^\S)/m, ""));
  // A sight in a metro city with neither its nearest station nor how to get there instead.
  edit("cities/xiamen.yaml", (t) => t.replace(/^ {4}noMetro: >-\n(?: {6}.*\n)+/m, ""));
  // A journey from a station the city's guide does not list.
  edit("data/train-legs.yaml", (t) => t.replace("station: 重庆东站", "station: 重庆南站"));
  // An old address pointing at no page, and one hiding a page.
  edit("aliases.yaml", (t) => `${t}- from: /old-tea-guide\n  to: /no-such-page\n- from: /about\n  to: /guides\n`);
  // A paragraph copied from another page.
  edit("cities/kashgar.yaml", (t) =>
    t.replace(
      /^intro: >-\n/m,
      "intro: >-\n  Chengdu moves at the pace of a teahouse afternoon. Sichuan’s capital is famous for giant pandas,\n",
    ),
  );
  // The spec makes the three payment guides HowTo, and only them; a HowTo page numbers its steps.
  edit("articles/payment-methods-in-china.md", (t) => t.replace("schemaType: HowTo", "schemaType: Article"));
  edit("articles/is-china-safe-for-tourists.md", (t) => t.replace("schemaType: Article", "schemaType: HowTo"));
  // A sight outside its guide's city with no prefecture; a closing weekday in words only; a ticket not in its price.
  edit("cities/urumqi.yaml", (t) => t.replace("    prefecture: Changji\n", ""));
  edit("cities/suzhou.yaml", (t) => t.replace(/^ {4}closedOn:\n(?: {6}.*\n)+/m, ""));
  edit("cities/guilin.yaml", (t) => t.replace("    ticket: 120", "    ticket: 125"));
  // A holiday the holidays facts do not name: Golden Week is two holidays, labor-day and national-day.
  edit("cities/lijiang.yaml", (t) => t.replace("in spring :holiday[labor-day]", "in spring :holiday[golden-week]"));
  writeFileSync(path.join(dir, "cities", "notes.txt"), "not a record\n");
  const content = loadContent(dir);
  problems = buildRegistry(content).problems;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectProblem = (prefix: string, pattern: RegExp) =>
  expect(
    problems.filter((p) => p.startsWith(prefix) && pattern.test(p.slice(prefix.length))),
    problems.join("\n"),
  ).toHaveLength(1);

describe("broken fixtures fail with file:line: problem", () => {
  it("a sight in another prefecture without its prefecture", () => {
    expectProblem(
      where("cities/urumqi.yaml", "- id: heavenly-lake"),
      /^topAttractions\.\d+\.prefecture: Heavenly Lake of Tianshan \(天山天池\) lies in 昌吉回族自治州, not 乌鲁木齐: give its prefecture/,
    );
  });
  it("a closing weekday in words but not as data", () => {
    expectProblem(
      where("cities/suzhou.yaml", "- id: humble-administrators-garden"),
      /^topAttractions\.0\.closedOn: .*names a closing day: give it as closedOn too/,
    );
  });
  it("a ticket figure its price does not give", () => {
    expectProblem(
      where("cities/guilin.yaml", "ticket: 125"),
      /^topAttractions\.\d+\.ticket: .*ticket ¥125 is not a figure of its price/,
    );
  });
  it("an unknown directive", () => {
    expectProblem(where("articles/best-time-to-visit-beijing.md", ":::spoiler"), /^body: unknown block :::spoiler$/);
  });
  it("an image without alt text", () => {
    expectProblem(
      where("articles/amap-english-guide.md", "![](/images"),
      /^body: image \/images\/metro-map\.png has no alt text$/,
    );
  });
  it("raw HTML", () => {
    // A folded prose field: the line of its first text line.
    expectProblem(where("cities/beijing.yaml", "<b>Beijing</b>"), /^intro: raw HTML is not allowed: <b>$/);
  });
  it("a link to an internal path that is not a registered page", () => {
    // The line where the link starts, inside a folded prose field.
    expectProblem(
      where("comparisons/didi-vs-metro-beijing.yaml", "Our [guide to using DiDi"),
      /^whenToChooseA\.0\.description: links to \/how-to-fly-a-kite, which is not a page$/,
    );
  });
  it("a reviewed date in the future", () => {
    expectProblem(
      where("solutions/use-didi-china.yaml", "reviewed: 2099"),
      /^reviewed: reviewed 2099-01-01 is in the future$/,
    );
  });
  it("states entry rules without sources", () => {
    expectProblem(
      where("cities/shanghai.yaml", "states: [entry-rules]"),
      /^states: states entry-rules: list at least one source/,
    );
  });
  it("a title over the limit", () => {
    expectProblem(where("cities/xian.yaml", "x".repeat(61)), /^seo\.title: .*60/);
  });
  it("an unknown (misspelled) field", () => {
    expectProblem(where("cities/dali.yaml", "quickFact:"), /^quickFact: unknown field; did you mean quickFacts\?$/);
  });
  it("a change dated in the future", () => {
    expectProblem(
      where("solutions/use-wechat-pay-tourist.yaml", "date: 2099-01-01"),
      /^changes\.0\.date: 2099-01-01 is in the future$/,
    );
  });
  it("a change before the page was published", () => {
    expectProblem(
      where("solutions/translate-chinese-menus.yaml", "date: 2024-12-31"),
      /^changes\.1\.date: 2024-12-31 is before the page was published \(2025-01-01\)$/,
    );
  });
  it("changes out of order", () => {
    expectProblem(
      where("solutions/order-food-china-no-chinese.yaml", "date: 2026-11-21"),
      /^changes\.\d+\.date: newest first: 2026-11-21 is listed below 2026-11-19$/,
    );
  });
  it("a change that is not a day of the calendar", () => {
    expectProblem(
      where("solutions/survive-chinese-crowds.yaml", "date: 2026-02-30"),
      /^changes\.\d+\.date: 2026-02-30 is not a day of the calendar$/,
    );
  });
  it("a note on two lines, or too long for one", () => {
    expectProblem(
      where("solutions/navigate-china-no-chinese.yaml", "note: |-"),
      /^changes\.0\.note: one line: write the note without line breaks$/,
    );
    expectProblem(where("solutions/setup-vpn-china.yaml", "x".repeat(141)), /^changes\.0\.note: Too big: .*140/);
  });
  it("updated that is not the day of the newest change", () => {
    expectProblem(
      where("solutions/get-chinese-phone-number.yaml", "updated: 2026-11-24"),
      /^updated: updated 2026-11-24 is not the day of the newest change \(2026-11-28\)/,
    );
  });
  it("updated moved without a change to say why", () => {
    expectProblem(
      where("legal/terms-of-service.md", "updated: 2026-11-21"),
      /^updated: updated 2026-11-21 differs from published \(2025-01-15\) and no change is listed/,
    );
  });
  it("a major city with fewer sights than the style guide asks", () => {
    expectProblem(
      where("cities/hangzhou.yaml", "topAttractions:"),
      /^topAttractions: 2 sights; a major city guide needs at least 12/,
    );
  });
  it("a sight in a metro city that names no station and says no other way there", () => {
    expectProblem(
      where("cities/xiamen.yaml", "- id: gulangyu"),
      /^topAttractions\.0\.noMetro: Gulangyu island: no metro station and no noMetro/,
    );
  });
  it("a journey from a station its city's guide does not list", () => {
    expectProblem(
      where("data/train-legs.yaml", "station: 重庆南站"),
      /^legs\.\d+\.from\.station: 重庆南站 is not a station the Chongqing guide lists/,
    );
  });
  it("an alias to a missing page, or over a page", () => {
    expectProblem(where("aliases.yaml", "from: /old-tea-guide"), /^to: \/no-such-page is not a page$/);
    expectProblem(where("aliases.yaml", "from: /about"), /^from: \/about is a page, not an old address$/);
  });
  it("a run of words another page already has", () => {
    expectProblem(
      where("cities/kashgar.yaml", "published:"),
      /^shares "chengdu moves at the pace.*" with .*cities\/chengdu\.yaml/,
    );
  });
  it("a HowTo page without steps, and a page the spec makes HowTo that is not one", () => {
    // The body's first line: the one after the frontmatter's closing ---.
    const file = "articles/is-china-safe-for-tourists.md";
    const closing = readFileSync(path.join(dir, file), "utf8").split("\n").indexOf("---", 1);
    expectProblem(
      `${path.relative(process.cwd(), path.join(dir, file))}:${closing + 2}: `,
      /^body: a HowTo guide numbers its steps/,
    );
    expectProblem(
      where("articles/payment-methods-in-china.md", "schemaType: Article"),
      /^schemaType: the spec makes HowTo exactly/,
    );
  });
  it("a holiday the holidays facts do not name", () => {
    expectProblem(
      where("cities/lijiang.yaml", ":holiday[golden-week]"),
      /^peakSeason\.\d+: :holiday\[golden-week\]: no holiday "golden-week" in app\/content\/facts\/holidays\.yaml \(holidays: .*labor-day.*national-day.*\); to cite a new one, add its next year's statutory days there as golden-week-<year>-statutory$/,
    );
  });
  it("a file that is not a document", () => {
    expect(problems).toContain(
      `${path.relative(process.cwd(), path.join(dir, "cities/notes.txt"))}:1: not a .yaml document; move or rename it`,
    );
  });
  it("reports them all together, and only them", () => {
    const files = new Set(problems.map((p) => p.split(":")[0]));
    expect(files.size).toBe(28);
  });
});

describe("the real content", () => {
  it("has no problems", () => {
    expect(buildRegistry(loadContent()).problems).toEqual([]);
  });
});
