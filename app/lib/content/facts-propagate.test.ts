/**
 * One fact, one edit: changing a value in a copy of the content changes every
 * page that shows it and the tool dataset that reads it, with no other edit.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRegistry } from "../registry";
import { endingFacts, factsOf, factUsage } from "./fact-usage";
import { loadContent } from "./load";
import { proseHtml } from "../../components/content/prose-html";
import { isCompiled } from "./prose";

const copy = mkdtempSync(path.join(tmpdir(), "content-"));
cpSync(path.resolve("app/content"), copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Sets field `field` (value, ends) of fact `id` in the copied topic file. */
function set(topic: string, id: string, field: string, value: string) {
  const file = path.join(copy, "facts", `${topic}.yaml`);
  const source = readFileSync(file, "utf8");
  const at = source.indexOf(`  - id: ${id}\n`);
  expect(at, `${id} in ${topic}.yaml`).toBeGreaterThan(-1);
  const next = source.slice(at).replace(new RegExp(`\\n    ${field}: [^\\n]+`), `\n    ${field}: ${value}`);
  writeFileSync(file, source.slice(0, at) + next);
}

/** Every compiled prose field of a record, rendered as the page renders it. */
function renderedProse(value: unknown): string {
  if (isCompiled(value))
    return "tree" in value ? proseHtml(value.tree) : value.sections.map((s) => proseHtml(s.tree)).join("");
  if (typeof value !== "object" || value === null) return "";
  return Object.values(value).map(renderedProse).join("");
}

describe("a fact changed in one file", () => {
  it("changes every page that shows it, and the tools' datasets", () => {
    const before = buildRegistry(loadContent(copy));
    expect(before.problems).toEqual([]);
    const pages = factUsage(before.pages, before.datasets).get("payments.fee-free-up-to") ?? [];
    expect(pages.length).toBeGreaterThan(0);

    set("payments", "fee-free-up-to", "value", "250");
    set("entry", "visa-free-until", "value", "2027-06-30");
    set("entry", "visa-free-until", "ends", "2027-06-30");
    // A quoted fact's new value comes with the words that state it (decision 0037): here, as a new
    // announcement would say it.
    const entry = path.join(copy, "facts", "entry.yaml");
    writeFileSync(
      entry,
      readFileSync(entry, "utf8")
        .replace("公布2026年12月31日前可單方面免簽", "公布2027年6月30日前可單方面免簽")
        .replace("上述免签政策实施至2026年12月31日。", "上述免签政策实施至2027年6月30日。"),
    );
    set("trains", "booking-window", "value", "14");
    const after = buildRegistry(loadContent(copy));
    expect(after.problems).toEqual([]);
    for (const p of pages) {
      const page = after.pages.find((x) => x.path === p)!;
      if (factsOf(page.record).has("payments.fee-free-up-to")) {
        // Prose: the figure's button, as the page renders it.
        const html = renderedProse(page.record);
        expect(html, p).toContain(">¥250</button>");
        expect(html, p).not.toContain(">¥200</button>");
      }
    }
    // A tool's dataset: the figure in its text, as the island shows it.
    const checklist = JSON.stringify(after.datasets["trip-checklist"]!.data);
    expect(checklist).toContain("A single payment of ¥250 or less");
    expect(checklist).not.toMatch(/¥200 or less/);
    expect(after.datasets["entry-rules"]!.data.visaFree.validUntil).toBe("2027-06-30");
    // The checklist's task reads the same fact, as its due day and in its text.
    const task = after.datasets["trip-checklist"]!.data.tasks.find((t) => t.text.includes("ahead on 12306"))!;
    expect(task.daysBefore).toBe(14);
    expect(task.text).toContain("go on sale 14 days ahead");
  });
});

describe("a fact with an end date", () => {
  it("is listed, with what happens after it, on every page that relies on it, the tool through its dataset", () => {
    const { pages, datasets } = buildRegistry(loadContent(copy));
    const relying = factUsage(pages, datasets).get("entry.visa-free-until") ?? [];
    expect(relying).toContain("/tools/china-entry-checker");
    for (const page of pages) {
      const ending = endingFacts(page, datasets).map((f) => f.key);
      expect(ending.includes("entry.visa-free-until"), page.path).toBe(relying.includes(page.path));
    }
  });
});

describe("the build refuses", () => {
  it("a citation of an unknown fact, naming the file and line", () => {
    const file = path.join(copy, "articles", "how-to-use-alipay-in-china.md");
    const source = readFileSync(file, "utf8");
    const line = source.split("\n").findIndex((l) => l.includes(":fact[payments.foreign-card-fee]")) + 1;
    writeFileSync(file, source.replace(":fact[payments.foreign-card-fee]", ":fact[payments.no-such-fee]"));
    const problems = loadContent(copy).problems.filter((p) => p.includes("no-such-fee"));
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`articles/how-to-use-alipay-in-china\\.md:${line}: .*unknown fact "payments\\.no-such-fee"`),
      ),
    ]);
    writeFileSync(file, source);
  });
  it("a count that no longer matches the list it counts", () => {
    // A count with no quotes yet: a quoted one (transit-ports) is refused first because no quote states the new value.
    set("entry", "visa-free-countries", "value", "48");
    expect(loadContent(copy).problems).toContainEqual(
      expect.stringMatching(
        /facts\/entry\.yaml:\d+: entry\.visa-free-countries is 48 but entry-rules:visaFree\.countries lists 49/,
      ),
    );
  });
});
