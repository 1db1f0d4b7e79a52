/**
 * Entry rules for the engine's tests: the live dataset as the build reads it,
 * for the promises that must hold on the real lists, and a small fixture,
 * valid by the same schema, for the engine's logic. Tests on the fixture do
 * not change when the content does.
 */
import path from "node:path";
import { entryRulesSchema, type EntryRules } from "../../content/schemas/entry-rules";
import { loadDocument, loadFacts } from "../content/load";

/** The entry rules dataset as the build reads it (facts first, for its `!fact` figures). */
export function loadEntryRules() {
  const problems: string[] = [];
  loadFacts(path.resolve("app/content/facts"), problems);
  const loaded = loadDocument(entryRulesSchema, path.resolve("app/content/data/entry-rules.yaml"), problems);
  if (!loaded || problems.length) throw new Error(problems.join("\n"));
  return loaded;
}

const source = (id: string) => ({
  id,
  title: `Fixture source ${id}`,
  url: `https://en.nia.gov.cn/${id}`,
  publisher: "National Immigration Administration",
  tier: "official" as const,
  outlet: "nia",
  publisherId: "nia",
  accessed: "2026-01-10",
});

/**
 * A few of each list: three visa-free countries and one lapsed trial, two
 * agreements (one with an unconfirmed point), five transit nationalities, two
 * transit ports, and six provinces of which three are open to transit visitors
 * (Shanxi only in two cities) and two need a permit.
 */
export const fixtureRules: EntryRules = {
  reviewed: "2026-01-10",
  updated: "2026-01-10",
  sources: [
    "visa-free-list",
    "visa-free-extension",
    "conditions",
    "trial",
    "agreements",
    "transit",
    "counting",
    "visa-counting",
    "permits",
    "border",
    "hainan",
    "hainan-press-a",
    "hainan-press-b",
  ].map(source),
  visaFree: {
    stayDays: 30,
    validUntil: "2026-12-31",
    listDate: "2026-06-01",
    sources: ["visa-free-list", "visa-free-extension"],
    conditionSources: ["conditions"],
    countries: [
      { code: "FR", name: "France" },
      { code: "DE", name: "Germany" },
      { code: "GB", name: "United Kingdom" },
    ],
    lapsed: [{ code: "RU", name: "Russia", until: "2026-09-14", sources: ["trial"] }],
  },
  mutual: [
    { code: "TH", name: "Thailand", stayDays: 30, maxDaysPer180: 90, sources: ["agreements"] },
    { code: "AL", name: "Albania", stayDays: 30, sources: ["agreements"], note: "stay not stated in the sources" },
  ],
  transit: {
    hours: 240,
    listDate: "2025-06-12",
    sources: ["transit"],
    countingSources: ["counting"],
    countries: [
      { code: "US", name: "United States" },
      { code: "GB", name: "United Kingdom" },
      { code: "DE", name: "Germany" },
      { code: "FR", name: "France" },
      { code: "RU", name: "Russia" },
    ],
    ports: [
      {
        name: "Shanghai Pudong International Airport",
        nameZh: "上海浦东国际机场口岸",
        province: "Shanghai",
        type: "air",
        basis: "official",
      },
      {
        name: "Sanya Phoenix International Airport",
        nameZh: "三亚凤凰国际机场口岸",
        province: "Hainan",
        type: "air",
        basis: "official",
      },
      {
        name: "Taiyuan Wusu International Airport",
        nameZh: "太原武宿国际机场口岸",
        province: "Shanxi",
        type: "air",
        basis: "official",
      },
    ],
    regions: [
      { province: "Shanghai", basis: "official" },
      { province: "Zhejiang", basis: "official" },
      { province: "Shanxi", cities: ["Taiyuan", "Datong"], example: "Pingyao", basis: "official" },
    ],
  },
  hainan: {
    province: "Hainan",
    stayDays: 30,
    since: "2018-05-01",
    sources: ["hainan"],
    condition: "Be received by a travel agency registered in Hainan.",
    conditionSources: ["hainan"],
    quotes: [
      { source: "hainan", quote: "美国、法国、菲律宾", quoted: "2026-01-10" },
      { source: "hainan-press-a", quote: "the United States, France, the Philippines", quoted: "2026-01-10" },
    ],
    countries: [
      { code: "US", name: "United States", nameZh: "美国" },
      { code: "FR", name: "France", nameZh: "法国" },
      { code: "PH", name: "Philippines", nameZh: "菲律宾" },
    ],
  },
  visaStayCountingSources: ["visa-counting"],
  provinces: [
    { name: "Beijing", nameZh: "北京", hint: "Beijing" },
    { name: "Shanghai", nameZh: "上海", hint: "Shanghai" },
    { name: "Zhejiang", nameZh: "浙江", hint: "Hangzhou" },
    { name: "Shanxi", nameZh: "山西", hint: "Taiyuan, Datong, Pingyao" },
    { name: "Hainan", nameZh: "海南", hint: "Sanya, Haikou" },
    { name: "Tibet", nameZh: "西藏", hint: "Lhasa" },
    { name: "Xinjiang", nameZh: "新疆", hint: "Urumqi" },
  ],
  permits: [
    {
      province: "Tibet",
      name: "Tibet Travel Permit",
      nameZh: "入藏函",
      rule: "Arranged by a tour.",
      sources: ["permits"],
    },
    {
      province: "Xinjiang",
      name: "Border Management Area Permit",
      nameZh: "边境管理区通行证",
      rule: "For border areas.",
      sources: ["permits"],
    },
  ],
  border: [{ text: "Fingerprints are taken on entry.", sources: ["border"] }],
};

/** The rules as an editor writes them: each source without what the publisher register derives (decision 0037). */
export const asWritten = (rules: EntryRules): unknown => ({
  ...rules,
  sources: rules.sources.map((s) => {
    const written: Record<string, unknown> = { ...s };
    for (const derived of ["publisher", "tier", "outlet", "publisherId"]) delete written[derived];
    return written;
  }),
});
