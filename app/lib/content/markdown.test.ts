import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { proseHtml } from "../../components/content/prose-html";
import { compileDocument, compileInline } from "./markdown";

/** The HTML a page shows for a compiled tree. */
const html = (c: { tree: Parameters<typeof proseHtml>[0] }) => proseHtml(c.tree);

const classes = { p: "mt-4", ul: "list-disc", ol: "list-decimal", li: "pl-1" };

describe("inline prose", () => {
  it("renders bold, internal links as plain anchors and external links marked as external", () => {
    const c = compileInline(
      "**Book** on [the metro page](/how-to-use-chinese-metro) or [12306](https://www.12306.cn/en/).",
    );
    expect(c.problems).toEqual([]);
    expect(html(c)).toContain("<strong>Book</strong>");
    expect(html(c)).toContain('<a href="/how-to-use-chinese-metro">the metro page</a>');
    expect(html(c)).toContain('<a href="https://www.12306.cn/en/" rel="noopener noreferrer external">12306');
    expect(html(c)).toContain("(external site)");
    expect(c.links).toEqual([{ url: "/how-to-use-chinese-metro", line: 1, offset: 12 }]);
    expect(c.text).toBe("Book on the metro page or 12306 .");
  });
  it("fills the configuration tokens from text nodes", () => {
    const c = compileInline("Write to {supportEmail} at {brandName}.");
    expect(html(c)).toBe(
      `Write to <a href="mailto:${site.supportEmail}">${site.supportEmail}</a> at ${site.brandName}.`,
    );
  });
  it("keeps times and ratios as text", () => {
    expect(html(compileInline("Open 8:30am to 5:30pm"))).toBe("Open 8:30am to 5:30pm");
  });
  it("refuses block syntax, raw HTML and odd link targets", () => {
    expect(compileInline("- a list").problems[0]?.message).toMatch(/one paragraph/);
    expect(compileInline("a <br> b").problems[0]?.message).toMatch(/raw HTML/);
    expect(compileInline("[x](page.html)").problems[0]?.message).toMatch(/canonical path/);
  });
});

describe("documents and the block vocabulary", () => {
  it("splits sections at ## Title {#id} and renders blocks with the design system", () => {
    const doc = compileDocument(
      [
        "## First {#first}",
        "",
        "Text.",
        "",
        ":::warning[Careful]",
        "Mind the gap.",
        ":::",
        "",
        "## Second {#second}",
        "",
        '::address{name="Forbidden City" zh="北京市东城区景山前街4号"}',
        "",
        "| Month | Rating |",
        "| --- | --- |",
        "| May | :stars[4] |",
      ].join("\n"),
      classes,
    );
    expect(doc.problems).toEqual([]);
    expect(doc.sections.map((s) => [s.id, s.title])).toEqual([
      ["first", "First"],
      ["second", "Second"],
    ]);
    expect(html(doc.sections[0]!)).toContain('<p class="mt-4">Text.</p>');
    expect(html(doc.sections[0]!)).toContain('aria-label="Careful"');
    expect(html(doc.sections[1]!)).toContain("Show the driver: Forbidden City");
    expect(html(doc.sections[1]!)).toContain('aria-label="4 out of 5"');
    expect(doc.blocks.sort()).toEqual(["address", "warning"]);
  });
  it("reads a month card's facts from its first lines and refuses a card without them", () => {
    const card = (facts: string) =>
      compileDocument(
        [
          "## A {#a}",
          "",
          "::::month-cards",
          ":::month[May]",
          facts,
          "",
          "Good:",
          "- warm",
          "",
          "Watch out:",
          "- busy",
          ":::",
          "::::",
        ].join("\n"),
        classes,
      );
    const ok = card("Weather: Mild\nCrowds: Busy early\nVerdict: Go");
    expect(ok.problems).toEqual([]);
    expect(html(ok.sections[0]!)).toContain("Mild");
    expect(ok.text).toContain("Busy early");
    expect(card("Weather: Mild").problems.map((p) => p.line)).toEqual([5]);
  });
  it("names the line of each problem", () => {
    const doc = compileDocument(
      ["## A {#a}", "", ":::spoiler", "x", ":::", "", "![](/x.png)", "", ":::rated[Lost]{rating=4}", "x", ":::"].join(
        "\n",
      ),
      classes,
    );
    expect(doc.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "7: image /x.png has no alt text",
      "3: unknown block :::spoiler",
      "9: :::rated belongs inside ::::ratings",
    ]);
  });
});
