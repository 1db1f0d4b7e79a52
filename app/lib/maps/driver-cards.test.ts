import { describe, expect, it } from "vitest";
import { areaMap, hubMap, mapCityOf, mapSearch, sightMap } from "./driver-cards";

const chengdu = { nameZh: "成都" };
const yangshuo = { nameZh: "阳朔", mapCityZh: "桂林" };

describe("what a driver card's map links search", () => {
  it("by default, the card's place in the guide's city", () => {
    expect(mapSearch("文殊院", chengdu)).toEqual({ nameZh: "文殊院", cityZh: "成都" });
    expect(sightMap({ nameZh: "文殊院", pinyin: "Wénshū Yuàn" }, chengdu)).toEqual({
      nameZh: "文殊院",
      cityZh: "成都",
    });
  });

  it("a sight's landmark, where the car stops elsewhere, in the guide's city", () => {
    const gulangyu = { nameZh: "鼓浪屿", pinyin: "Gǔlàng Yǔ", landmark: { nameZh: "东渡客运码头", pinyin: "x" } };
    expect(sightMap(gulangyu, { nameZh: "厦门" })).toEqual({ nameZh: "东渡客运码头", cityZh: "厦门" });
  });

  it("a sight outside the guide's city in its own city, by its name or the override's keyword", () => {
    const leshan = { nameZh: "乐山大佛", pinyin: "Lèshān Dàfó", map: { cityZh: "乐山" } };
    expect(sightMap(leshan, chengdu)).toEqual({ nameZh: "乐山大佛", cityZh: "乐山" });
    const tulou = { nameZh: "福建土楼（田螺坑土楼群）", pinyin: "x", map: { keyword: "田螺坑土楼群", cityZh: "漳州" } };
    expect(sightMap(tulou, { nameZh: "厦门" })).toEqual({ nameZh: "田螺坑土楼群", cityZh: "漳州" });
  });

  it("the override's keyword wins over a landmark", () => {
    const s = {
      nameZh: "甲",
      pinyin: "x",
      landmark: { nameZh: "乙", pinyin: "y" },
      map: { keyword: "丙", cityZh: "丁" },
    };
    expect(sightMap(s, chengdu)).toEqual({ nameZh: "丙", cityZh: "丁" });
  });

  it("a guide whose own name is a county searches its map city, unless a card names another", () => {
    expect(mapCityOf(yangshuo)).toBe("桂林");
    expect(mapCityOf(chengdu)).toBe("成都");
    expect(sightMap({ nameZh: "遇龙桥", pinyin: "x" }, yangshuo)).toEqual({ nameZh: "遇龙桥", cityZh: "桂林" });
    expect(hubMap({ nameZh: "阳朔站" }, yangshuo)).toEqual({ nameZh: "阳朔站", cityZh: "桂林" });
    expect(hubMap({ nameZh: "苏南硕放国际机场", cityZh: "无锡" }, { nameZh: "苏州" })).toEqual({
      nameZh: "苏南硕放国际机场",
      cityZh: "无锡",
    });
  });

  it("an area: its landmark or name, its override, and none where it has no card", () => {
    const westStreet = {
      nameZh: "西街 / 阳朔县城",
      pinyin: "x",
      landmark: { nameZh: "西街", pinyin: "y" },
      map: { keyword: "阳朔西街", cityZh: "桂林" },
    };
    expect(areaMap(westStreet, yangshuo)).toEqual({ nameZh: "阳朔西街", cityZh: "桂林" });
    expect(areaMap({ nameZh: "春熙路", pinyin: "x" }, chengdu)).toEqual({ nameZh: "春熙路", cityZh: "成都" });
    expect(areaMap({ nameZh: "乌鲁木齐", pinyin: "x", driverCard: false }, { nameZh: "吐鲁番" })).toBeUndefined();
  });
});
