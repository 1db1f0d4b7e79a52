/**
 * The field lists of docs/content-guide.md are the schemas' (scripts/content-fields.ts): the guide
 * fails this test while a list differs from what `npm run docs:fields` writes, and the comparison
 * names a field the guide lost and a field a schema gained.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { citySchema } from "../app/content/schemas/city";
import {
  fieldSections,
  GUIDE,
  readDocs,
  regenerate,
  schemaDocs,
  schemaFiles,
  staleLists,
  withFields,
} from "./content-fields";

const guide = readFileSync(path.resolve(import.meta.dirname, "..", GUIDE), "utf8");
const docs = schemaDocs();
let expected: Awaited<ReturnType<typeof regenerate>>;

beforeAll(async () => {
  expected = await regenerate(guide, fieldSections(), docs);
});

describe("the content guide's field lists", () => {
  it("are the schemas' own (npm run docs:fields writes them)", () => {
    expect(expected.problems).toEqual([]);
    const stale = staleLists(guide, expected.text);
    expect(stale, `${GUIDE} differs from the schemas: run npm run docs:fields\n${stale.join("\n")}`).toEqual([]);
    expect(expected.text === guide, `${GUIDE} is not as npm run docs:fields writes it: run it`).toBe(true);
  });

  it("list the fields every sight needs, metro and noMetro among them", () => {
    expect(expected.text).toMatch(/`topAttractions\[\]\.metro` \(optional\)/);
    expect(expected.text).toMatch(/`topAttractions\[\]\.noMetro` \(optional\): prose \(Markdown\)\. Where no station/);
    expect(expected.text).toMatch(/`seo\.title` \(required\): text, up to 60 characters\./);
  });
});

describe("the check on a guide that drifted", () => {
  it("names a field line the guide lost", () => {
    const lost = guide.replace(/^ *- `topAttractions\[\]\.hours` .*\n/m, "");
    expect(lost).not.toBe(guide);
    expect(staleLists(lost, expected.text)).toEqual([
      expect.stringMatching(/^fields:city: missing - `topAttractions\[\]\.hours` \(required\): text\./),
    ]);
  });

  it("names a required field a schema gained", () => {
    // The field as an editor of the schema would add it: in the schema file, with its doc comment.
    const files = schemaFiles().map((f) =>
      f.name === "city.ts"
        ? { ...f, text: f.text.replace(/^( *)cityName: text,$/m, "$&\n$1/** The ferry pier. */\n$1ferry: text,") }
        : f,
    );
    expect(files.find((f) => f.name === "city.ts")!.text).toContain("ferry: text,");
    const grown = fieldSections().map((s) =>
      s.id === "city" ? { ...s, schema: z.strictObject({ ...citySchema.shape, ferry: z.string().trim().min(1) }) } : s,
    );
    // Both unformatted, so that only the schemas differ.
    const before = withFields(guide, fieldSections(), docs).text;
    const after = withFields(guide, grown, readDocs(files)).text;
    expect(staleLists(before, after)).toEqual(["fields:city: missing - `ferry` (required): text. The ferry pier."]);
  });

  it("names a content type the guide has no list for, and a list of no type", () => {
    const { problems } = withFields(
      guide
        .replace("<!-- fields:tool:start -->", "")
        .replace("<!-- fields:city:end -->", "<!-- fields:city:end -->\n<!-- fields:ferries:start -->"),
      fieldSections(),
      docs,
    );
    expect(problems).toEqual([
      `${GUIDE}: <!-- fields:ferries:start --> names no content type, dataset or "facts"`,
      `${GUIDE}: no list for tool: add <!-- fields:tool:start --> and <!-- fields:tool:end -->`,
    ]);
  });

  it("reads a field's doc comment through a spread, and only for an object of exactly its fields", () => {
    const read = readDocs([
      {
        name: "fixture.ts",
        text: [
          "const shared = {",
          "  /** Shared note. */",
          "  a: x,",
          "};",
          "const one = z.object({",
          "  ...shared,",
          "  /** Own note. */",
          "  b: y,",
          "});",
          "const other = z.object({",
          "  /** Another note. */",
          "  b: y,",
          "  c: y,",
          "});",
        ].join("\n"),
      },
    ]);
    expect(read.get("a,b")).toEqual([
      new Map([
        ["a", "Shared note."],
        ["b", "Own note."],
      ]),
    ]);
    expect(read.get("b,c")).toEqual([new Map([["b", "Another note."]])]);
  });
});
