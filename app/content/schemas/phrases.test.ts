import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { setFacts, type FactInForce } from "../../lib/content/facts";
import { parseYaml } from "../../lib/content/yaml";
import { phrasesSchema, pinyin, unmarkedWords, zhText } from "./phrases";

const fixture = path.join(process.cwd(), "tests/fixtures/phrases/bad.yaml");
const real = path.join(process.cwd(), "app/content/data/phrases.yaml");

beforeAll(() => {
  // The real facts are not loaded in a unit test: the emergency numbers the real dataset names stand in.
  const ids = ["police", "ambulance", "fire", "traffic", "foreigners-hotline"];
  setFacts(
    new Map(
      ids.map((id) => [
        `emergency.${id}`,
        { id, key: `emergency.${id}`, topic: "emergency", label: id, unit: "text", value: "110" } as FactInForce,
      ]),
    ),
  );
});

const problems = (file: string) => {
  const parsed = parseYaml(readFileSync(file, "utf8"));
  const result = phrasesSchema.safeParse(parsed.value);
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the phrases dataset's schema", () => {
  it("accepts the site's own phrases", () => expect(problems(real)).toEqual([]));

  it("refuses the bad fixture, one problem per mistake, each at its place", () => {
    expect(problems(fixture)).toEqual([
      'emergency.0.fact: unknown fact "emergency.nowhere" (app/content/facts/)',
      "groups.0.phrases.0.pinyin: the pinyin has no tone marks: write them (nǐ hǎo, not ni hao)",
      "groups.0.phrases.1.pinyin: tone numbers in the pinyin (ni3): write tone marks (nǐ)",
      "groups.0.phrases.2.pinyin: pinyin words without a tone mark: dai",
      "groups.0.phrases.3.zh: Latin letters in the Chinese: write it all in characters",
      "groups.0.phrases.3.pinyin: pinyin words without a tone mark: visa",
      "groups.0.phrases.4.answers: only a question has answers to point at",
      "groups.1.phrases: an empty group: give it phrases or remove it",
    ]);
  });
});

describe("pinyin", () => {
  it("needs a tone mark on every word but numbers and neutral particles", () => {
    expect(unmarkedWords("Nín shì lái jiē wǒ de Dīdī ma?")).toEqual([]);
    expect(unmarkedWords("zhōngwǔ shí'èr diǎn, 12367")).toEqual([]);
    expect(unmarkedWords("Wo yào zhège")).toEqual(["wo"]);
    // A blank to fill in is not a word; a lone underscore is not a blank.
    expect(unmarkedWords("Shīfu, wǒ shǒujī wěihào shì ____.")).toEqual([]);
    expect(unmarkedWords("wěihào shì _")).toEqual(["_"]);
  });
  it("refuses characters in the pinyin and an empty line", () => {
    expect(pinyin.safeParse("nǐ 好").error?.issues[0]?.message).toBe("Chinese characters in the pinyin");
    expect(pinyin.safeParse(" ").success).toBe(false);
  });
});

describe("the Chinese line", () => {
  it("takes characters, digits and Chinese punctuation, and refuses Latin letters or no characters at all", () => {
    expect(zhText.safeParse("请拨打120。").success).toBe(true);
    expect(zhText.safeParse("请打表 please").error?.issues[0]?.message).toBe(
      "Latin letters in the Chinese: write it all in characters",
    );
    expect(zhText.safeParse("120").error?.issues[0]?.message).toBe("the Chinese has no Chinese characters");
  });
});
