import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readFragment, searchVocabulary, type IndexedPage } from "./search-vocabulary";

describe("readFragment", () => {
  it("reads a Pagefind fragment: gzip of its signature and the page's JSON", () => {
    const page: IndexedPage = { content: "Beijing.", meta: { title: "Beijing" }, anchors: [] };
    expect(readFragment(gzipSync(`pagefind_dcd${JSON.stringify(page)}`))).toEqual(page);
  });

  it("refuses anything else, so a change in Pagefind's format stops the build", () => {
    expect(() => readFragment(gzipSync(JSON.stringify({ content: "" })))).toThrow(/not a Pagefind fragment/);
  });
});

describe("searchVocabulary", () => {
  const pages: IndexedPage[] = [
    {
      content: "Being in Beijing is easy. Rain delays no train. Xi’an is a day away.",
      meta: { title: "Beijing Travel Guide", city: "Beijing" },
      url: "/beijing-travel-guide-2025",
      anchors: [
        { element: "h2", text: "Getting around by train" },
        { element: "h3", id: "sight-forbidden-city", text: "Forbidden City (Palace Museum) 故宫博物院 Gùgōng" },
        { element: "h3", id: "taxi-tips", text: "Taxi tips" },
        { element: "h4", text: "Footnotes" },
      ],
    },
    {
      content: "Shanghai has two metros.",
      meta: { title: "Shanghai Travel Guide", keywords: "shanghai metro, maglev" },
      anchors: [{ element: "section", text: "" }],
    },
  ];
  const { names, words, places } = searchVocabulary(pages);

  it("names the words of titles, metadata and headings down to h3, the ones more pages use first", () => {
    expect(names.slice(0, 3)).toEqual(["guide", "travel", "around"]);
    expect(names).toEqual(expect.arrayContaining(["beijing", "getting", "around", "train", "metro", "maglev"]));
    expect(names).not.toContain("footnotes"); // an h4
    expect(names).not.toContain("by"); // under three letters
  });

  it("keeps the indexed words a correction could reach, and only those", () => {
    // "metros" is one edit from "metro", "rain" from "train"; "being" is two from "beijing" (a five-letter
    // word is corrected one edit at most), and "delays" and "easy" are near no name.
    expect(words).toEqual(["metros", "rain"]);
  });

  it("lists the sights by their anchors, with the names a query may give them and where they are", () => {
    expect(places).toEqual([
      {
        name: "Forbidden City (Palace Museum)",
        names: ["forbidden city palace museum", "forbidden city", "palace museum", "故宫博物院"],
        page: "Beijing Travel Guide",
        url: "/beijing-travel-guide-2025#sight-forbidden-city",
      },
    ]);
  });
});
