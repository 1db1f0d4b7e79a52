/**
 * One answer everywhere: what the articles say about who may enter without a visa equals the entry
 * checker's answer, for passports on each list, before and after the 30-day trial's announced end. (The
 * trip tool's verdict equals the checker's for every plan: ./trip-entry.test.ts.) The articles write the
 * end of the trial from the rules (`:rule-end[visa-free]`), so the test reads the rendered pages.
 */
import { describe, expect, it } from "vitest";
import { registry } from "../registry";
import { visaFreeEnd } from "../content/rule-ends";
import { addDays } from "./dates";
import { checkEntry, type EntryInput } from "./entry-check";
import { checkerRules } from "./entry-rules-props";

const { pages, datasets } = registry();
const dataset = datasets["entry-rules"]!.data;
const rules = checkerRules(dataset);
/** All the text of a page's record, as a reader sees it (prose fields are compiled to `{ text }`). */
const textOf = (v: unknown): string =>
  typeof v === "string"
    ? v
    : Array.isArray(v)
      ? v.map(textOf).join(" ")
      : v && typeof v === "object"
        ? "text" in v && typeof v.text === "string"
          ? v.text
          : Object.values(v).map(textOf).join(" ")
        : "";
const page = (path: string) => textOf(pages.find((p) => p.path === path)!.record).replace(/\s+/g, " ");
const visaArticle = page("/china-visa-free-entry-and-permits");
const safety = page("/is-china-safe-for-tourists");

const trip = (nationality: string, start: string, over: Partial<EntryInput> = {}) =>
  checkEntry(rules, {
    nationality,
    purpose: "tourism",
    from: "",
    to: "",
    port: "",
    provinces: ["Beijing", "Shanghai"],
    beyondCities: [],
    entryDate: start,
    entryTime: "",
    exitDate: addDays(start, 9),
    ...over,
  });
const end = dataset.visaFree.validUntil;
const before = addDays(end, -20);
const after = addDays(end, 5);

describe("the articles and the entry checker give one answer", () => {
  it("say the same sentence about the trial's end, written from the rules", () => {
    const sentence = visaFreeEnd(dataset);
    expect(visaArticle).toContain(sentence);
    expect(safety).toContain(sentence);
  });
  it("name in that sentence exactly the passports the checker stops letting in after the end", () => {
    const [, count] = /passports of the (\d+) countries on the trial list/.exec(visaFreeEnd(dataset))!;
    const stop = dataset.visaFree.countries.filter((c) => {
      const visaFree = (d: string) => trip(c.code, d).options.find((o) => o.id === "visa-free")!.verdict;
      expect(visaFree(before), `${c.name} before ${end}`).not.toBe("no");
      return visaFree(after) !== visaFree(before);
    });
    expect(stop.length).toBe(Number(count));
    for (const c of dataset.visaFree.countries.filter((c) => !stop.includes(c)))
      expect(visaFreeEnd(dataset), c.name).toContain(c.name);
  });
  it("list in the article's table every passport the checker lets in on the 30-day scheme", () => {
    for (const c of dataset.visaFree.countries) expect(visaArticle, c.name).toContain(c.name);
  });
  it("send the passports the articles say are on Hainan's list only, to Hainan on that scheme", () => {
    const [, named] = /The list includes (.+?), which are not on the nationwide list above/.exec(visaArticle)!;
    const countries = named!
      .replace(/\band\b/g, ",")
      .split(",")
      .map((n) => n.replace(/^\s*the\s+/i, "").trim());
    expect(countries.length).toBeGreaterThan(3);
    for (const name of countries) {
      const c = dataset.hainan.countries.find((h) => h.name === name)!;
      expect(c, name).toBeDefined();
      expect(
        dataset.visaFree.countries.some((v) => v.code === c.code),
        name,
      ).toBe(false);
      const sanya = trip(c.code, before, {
        provinces: ["Hainan"],
        port: "Sanya Phoenix International Airport",
        from: "US",
        to: "US",
      });
      expect(sanya.options.find((o) => o.id === "hainan")!.verdict, name).not.toBe("no");
    }
    // "US citizens flying only to Hainan can use Hainan's own scheme": the checker agrees.
    expect(visaArticle).toContain("US citizens flying only to Hainan can use Hainan's own scheme");
    const us = trip("US", before, {
      provinces: ["Hainan"],
      port: "Sanya Phoenix International Airport",
      from: "US",
      to: "US",
    });
    expect([us.outcome, us.options[0]!.id]).toEqual(["free", "hainan"]);
  });
});
