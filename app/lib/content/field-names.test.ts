/**
 * "Did you mean": the nearest known field for a misspelt one (./field-names.ts), and the loader's
 * message for it on a fixture document (./load.ts): `file:line: field: unknown field; did you mean x?`,
 * once, without the "missing field" line the misspelling also causes.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { citySchema } from "../../content/schemas/city";
import { editDistance, fieldsAt, nearestFields } from "./field-names";
import { loadDocument } from "./load";

describe("the nearest field", () => {
  it("counts edits, a swap of neighbours as one, ignoring case, - and _", () => {
    expect(editDistance("pinyinn", "pinyin")).toBe(1);
    expect(editDistance("pinyni", "pinyin")).toBe(1);
    expect(editDistance("name_zh", "nameZh")).toBe(0);
    expect(editDistance("price", "hours")).toBe(5);
  });

  it("suggests a name within reach, and nothing for a name far from every field", () => {
    const known = ["name", "nameZh", "pinyin", "price", "hours", "closed"];
    expect(nearestFields("pinyinn", known)).toEqual(["pinyin"]);
    expect(nearestFields("namezh", known)).toEqual(["nameZh"]);
    expect(nearestFields("prise", known)).toEqual(["price"]);
    expect(nearestFields("openingTimes", known)).toEqual([]);
    // A short name allows one edit: "hour" is hours, "cost" is nothing.
    expect(nearestFields("hour", known)).toEqual(["hours"]);
    expect(nearestFields("cost", known)).toEqual([]);
  });

  it("prefers a field the document lacks when two are as near", () => {
    expect(nearestFields("mame", ["name", "mape"])).toEqual(["name", "mape"]);
    expect(nearestFields("mame", ["name", "mape"], ["mape"])).toEqual(["mape"]);
  });

  it("knows the fields at any place of a real schema, through lists and wrappers", () => {
    expect(fieldsAt(citySchema, [])).toEqual(expect.arrayContaining(["pinyin", "topAttractions", "intro"]));
    expect(fieldsAt(citySchema, ["topAttractions", 4])).toEqual(
      expect.arrayContaining(["nameZh", "price", "hours", "closed"]),
    );
    expect(fieldsAt(citySchema, ["no-such-field"])).toEqual([]);
  });
});

describe("the loader's message for a misspelt field", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "field-names-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const schema = z.strictObject({
    title: z.string(),
    pinyin: z.string(),
    sights: z.array(z.strictObject({ name: z.string(), price: z.string().optional() })),
  });
  const problemsOf = (yaml: string) => {
    const file = path.join(dir, "doc.yaml");
    writeFileSync(file, yaml);
    const problems: string[] = [];
    loadDocument(schema, file, problems);
    return problems.map((p) => p.replace(/^.*doc\.yaml/, "doc.yaml"));
  };

  it("names the field it meant, once, at the misspelt field's line", () => {
    expect(problemsOf("title: A\npinyinn: Běijīng\nsights: []\n")).toEqual([
      "doc.yaml:2: pinyinn: unknown field; did you mean pinyin?",
    ]);
  });

  it("inside a list item too, keeping an optional field's own slip", () => {
    expect(problemsOf("title: A\npinyin: B\nsights:\n  - name: C\n    prise: ¥5\n")).toEqual([
      "doc.yaml:5: sights.0.prise: unknown field; did you mean price?",
    ]);
  });

  it("says only 'unknown field' when no field is near, and still reports the missing one", () => {
    expect(problemsOf("title: A\nromanised: B\nsights: []\n")).toEqual([
      "doc.yaml:2: romanised: unknown field",
      "doc.yaml:1: pinyin: Invalid input: expected string, received undefined",
    ]);
  });
});
