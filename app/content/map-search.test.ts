/**
 * Every driver card's map links search what the card means: rendered as the city page renders them
 * (sights, stations and airports, areas to stay), each card's Amap keyword and city, Baidu query and
 * region and Apple Maps query are checked against the record itself: the card's `map` override, else
 * its place (landmark or name) in the guide's map city (docs/decisions/0021-map-links.md).
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HubCards } from "../components/city/hub-cards";
import { PagePath } from "../components/prose";
import { Sights } from "../components/city/sights";
import { StayAreas } from "../components/city/stay";
import { cityDriverCards } from "../lib/maps/driver-cards";
import { mapLinks, type MapPlace } from "../lib/maps/map-links";
import { registry, type EntryOf } from "../lib/registry";
import type { City } from "./schemas/city";

const cities = registry().pages.filter((p): p is EntryOf<"city"> => p.type === "city");

/** What each card should search, read straight from the record, in the order the page shows the cards. */
function wanted(c: City): { card: string; want: MapPlace }[] {
  const city = c.mapCityZh ?? c.nameZh;
  const want = (nameZh: string, cityZh: string) => ({ nameZh, cityZh });
  return [
    ...c.topAttractions
      .filter((s) => s.addressZh)
      .map((s) => ({
        card: s.name,
        want: want(s.map?.keyword ?? s.landmark?.nameZh ?? s.nameZh, s.map?.cityZh ?? city),
      })),
    ...(c.gettingAround.hubs ?? []).map((h) => ({ card: h.name, want: want(h.nameZh, h.cityZh ?? city) })),
    ...c.whereToStay.areas
      .filter((a) => a.driverCard !== false)
      .map((a) => ({
        card: a.name,
        want: want(a.map?.keyword ?? a.landmark?.nameZh ?? a.nameZh, a.map?.cityZh ?? city),
      })),
  ];
}

type Links = Partial<Record<"amap" | "apple" | "baidu", string>>;

/** Each driver card's three map links, in page order (the reader's own hotel's template left out). */
function renderedLinks(c: City, path: string): Links[] {
  const parts = [Sights, HubCards, StayAreas].map((part) =>
    createElement(part as (p: { city: City }) => ReactElement, { city: c, key: part.name }),
  );
  const html = renderToStaticMarkup(createElement(PagePath.Provider, { value: path }, parts)).replace(
    /<template[\s\S]*?<\/template>/g,
    "",
  );
  return html
    .split("<figure data-driver-card")
    .slice(1)
    .map((card) =>
      Object.fromEntries(
        [...card.matchAll(/data-map-app="(amap|apple|baidu)"><a href="([^"]+)"/g)].map(([, app, href]) => [
          app,
          href!.replaceAll("&amp;", "&"),
        ]),
      ),
    );
}

/** Where a card's links stray from what it should search: empty when Amap, Baidu and Apple Maps all agree. */
export function linkProblems(want: MapPlace, links: Links): string[] {
  const param = (href: string | undefined, key: string) => (href ? new URL(href).searchParams.get(key) : null);
  const checks: [string, string | null, string][] = [
    ["Amap keyword", param(links.amap, "keyword"), want.nameZh],
    ["Amap city", param(links.amap, "city"), want.cityZh],
    ["Baidu query", param(links.baidu, "query"), want.nameZh],
    ["Baidu region", param(links.baidu, "region"), want.cityZh],
    ["Apple q", param(links.apple, "q"), `${want.cityZh} ${want.nameZh}`],
  ];
  return checks
    .filter(([, got, expected]) => got !== expected)
    .map(([what, got, expected]) => `${what}: ${got}, not ${expected}`);
}

const links = (p: MapPlace): Links => Object.fromEntries(mapLinks(p).map((l) => [l.app, l.href]));

describe("each driver card's map links", () => {
  it("find a broken link: a card whose override is ignored searches the guide's city", () => {
    const leshan = { nameZh: "乐山大佛", cityZh: "乐山" };
    expect(linkProblems(leshan, links(leshan))).toEqual([]);
    expect(linkProblems(leshan, links({ nameZh: "乐山大佛", cityZh: "成都" }))).toEqual([
      "Amap city: 成都, not 乐山",
      "Baidu region: 成都, not 乐山",
      "Apple q: 成都 乐山大佛, not 乐山 乐山大佛",
    ]);
    expect(linkProblems({ nameZh: "田螺坑土楼群", cityZh: "漳州" }, { amap: links(leshan).amap })).toHaveLength(5);
  });

  it.each(cities.map((c) => [c.record.cityName, c] as const))(
    "%s: search each card's own keyword in its own city, in Amap, Baidu and Apple Maps",
    (_, { record: c, path }) => {
      const want = wanted(c);
      const got = renderedLinks(c, path);
      expect(got.map((l) => Object.keys(l).sort())).toEqual(want.map(() => ["amap", "apple", "baidu"]));
      const problems = want.flatMap(({ card, want: w }, i) => linkProblems(w, got[i]!).map((p) => `${card}: ${p}`));
      expect(problems).toEqual([]);
    },
  );
});

/** The cards whose place lies outside their guide's city (docs/fact-checks/driver-cards-2026-11.md, "Map search cities"). */
describe("cards outside the guide's city search where the place is", () => {
  const card = (slug: string, name: string) => {
    const c = cities.find((e) => e.record.slug === slug)!;
    return cityDriverCards(c.record).find((k) => k.name === name)?.map;
  };
  it.each([
    ["chengdu", "Leshan Giant Buddha", "乐山大佛", "乐山"],
    ["xiamen", "Fujian Tulou (earthen roundhouses)", "田螺坑土楼群", "漳州"],
    ["urumqi", "Heavenly Lake of Tianshan (天山天池)", "天山天池", "昌吉回族自治州"],
    ["lijiang", "Tiger Leaping Gorge (虎跳峡)", "虎跳峡镇", "迪庆藏族自治州"],
    ["lhasa", "Lhasa Gonggar International Airport", "拉萨贡嘎国际机场", "山南"],
    ["xian", "Xi’an Xianyang International", "西安咸阳国际机场", "咸阳"],
    ["suzhou", "Wuxi Shuofang", "苏南硕放国际机场", "无锡"],
    ["yangshuo", "West Street", "阳朔西街", "桂林"],
    ["yangshuo", "Cycling to Yulong Bridge and Moon Hill", "遇龙桥", "桂林"],
    ["yangshuo", "Yangshuo Station", "阳朔站", "桂林"],
  ])("%s: %s searches %s in %s", (slug, name, nameZh, cityZh) => {
    expect(card(slug, name)).toEqual({ nameZh, cityZh });
  });
});
