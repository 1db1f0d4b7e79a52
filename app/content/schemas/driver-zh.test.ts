import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../lib/content/load";
import { driverZh, joinedBy, onePlaceZh } from "./driver-zh";

describe("Chinese a driver reads", () => {
  it("accepts an address in Chinese, with numbers and a building letter", () => {
    for (const ok of ["北京市东城区景山前街4号", "天安门东，去故宫午门入口", "上海市浦东新区世纪大道100号A座"])
      expect(driverZh.safeParse(ok).success, ok).toBe(true);
  });
  it("refuses an English note inside the address, and says where the note goes", () => {
    const result = driverZh.safeParse("北京市怀柔区渤海镇慕田峪村 (Mutianyu scenic area; check before you go)");
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/holds Latin words.*addressNote/);
  });
});

describe("one place per driver card", () => {
  it("accepts one place, with a bracketed other name, a locating detail, a name's middle dot or a drop-off instruction", () => {
    for (const ok of [
      "大雁塔（大慈恩寺）",
      "象鼻山(象山景区)",
      "重庆市南岸区上新街长江索道南站",
      "印象·刘三姐",
      "独秀峰·靖江王城景区",
      "漓江游船(桂林—阳朔)",
      "在东华门外下车，步行去南边的午门入口",
    ])
      expect(onePlaceZh.safeParse(ok).success, ok).toBe(true);
  });

  it.each([
    ["回民街 / 化觉巷清真大寺", "/"],
    ["广州塔、珠江夜游", "、"],
    ["拙政园：苏州市姑苏区东北街178号；苏州博物馆：苏州市姑苏区东北街204号", "；"],
    ["成都市青羊区少城路 人民公园;宽窄巷子", ";"],
    ["磨盘山码头 或 竹江码头", "或"],
    ["张家界国家森林公园门票站／武陵源门票站", "／"],
    ["张家界国家森林公园（武陵源核心景区、袁家界）", "、"],
  ])("refuses %s, naming the mark and what to do", (joined, mark) => {
    expect(joinedBy(joined)).toBe(mark);
    const result = onePlaceZh.safeParse(joined);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      `"${joined}" joins places with "${mark}": one place per card: the place a driver stops; name the others in the text`,
    );
  });
});

/** The build's content check on a copy of the facts and one city guide, as `npm run build` reports it. */
describe("a city guide whose driver card joins places", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "one-place-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(path.resolve("app/content/facts"), path.join(dir, "facts"), {
    recursive: true,
    filter: (f) => !f.endsWith(".json"),
  });
  mkdirSync(path.join(dir, "cities"));
  const source = readFileSync(path.resolve("app/content/cities/xian.yaml"), "utf8");
  const problemsOf = (text: string) => {
    writeFileSync(path.join(dir, "cities", "xian.yaml"), text);
    return loadContent(dir).problems.filter((p) => p.includes("xian.yaml"));
  };
  const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

  it("passes as it stands", () => {
    expect(problemsOf(source)).toEqual([]);
  });

  it("is refused at the file and line of the sight's name, with the field and the rule", () => {
    const fixture = source.replace("    nameZh: 回民街\n", "    nameZh: 回民街 / 化觉巷清真大寺\n");
    expect(fixture).not.toBe(source);
    const line = lineOf(fixture, "nameZh: 回民街 / 化觉巷清真大寺");
    const problems = problemsOf(fixture);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `xian\\.yaml:${line}: topAttractions\\.\\d+\\.nameZh: "回民街 / 化觉巷清真大寺" joins places with "/": one place per card: the place a driver stops; name the others in the text$`,
      ),
    );
  });

  it("refuses an area named for two places with no landmark, and asks for one", () => {
    const fixture = source.replace(/ {6}landmark:\n {8}nameZh: 钟楼\n {8}pinyin: .*\n/, "");
    expect(fixture).not.toBe(source);
    const problems = problemsOf(fixture);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /xian\.yaml:\d+: whereToStay\.areas\.0\.nameZh: "钟楼 \/ 鼓楼" joins places with "\/".*\(or give the area a landmark\)$/,
    );
  });
});
