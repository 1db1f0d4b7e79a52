import { describe, expect, it } from "vitest";
import { amapLink, appleMapsLink, baiduMapLink, mapLinks } from "./map-links";

const palace = { nameZh: "故宫博物院", cityZh: "北京" };
const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe("open in maps", () => {
  it("searches Amap by the Chinese name within the city, on the map, calling the app", () => {
    const url = new URL(amapLink(palace));
    expect(url.origin + url.pathname).toBe("https://uri.amap.com/search");
    expect(params(url.href)).toEqual({
      keyword: "故宫博物院",
      city: "北京",
      view: "map",
      src: "chinaready",
      callnative: "1",
    });
  });
  it("gives Apple Maps the city and the name, and Baidu a place search in the city", () => {
    expect(params(appleMapsLink(palace))).toEqual({ q: "北京 故宫博物院" });
    expect(params(baiduMapLink(palace))).toEqual({
      query: "故宫博物院",
      region: "北京",
      output: "html",
      src: "chinaready",
    });
  });
  it("never sends coordinates, and encodes the Chinese so the link is a valid address", () => {
    for (const link of mapLinks(palace)) {
      expect(link.href).not.toMatch(/position|location|center|ll=|\d+\.\d+,\d+\.\d+/);
      expect(link.href).toMatch(/^https:\/\/[\x21-\x7e]+$/);
    }
    expect(mapLinks(palace).map((l) => l.app)).toEqual(["amap", "apple", "baidu"]);
  });
});
