/**
 * The spec's route table (section 2), written out by hand as the oracle the
 * registry is tested against. The site never reads this file: pages come from
 * the content records through the route registry.
 */
export const specCitySlugs = [
  "beijing",
  "shanghai",
  "guangzhou",
  "shenzhen",
  "chengdu",
  "chongqing",
  "xian",
  "hangzhou",
  "nanjing",
  "suzhou",
  "guilin",
  "yangshuo",
  "lijiang",
  "dali",
  "zhangjiajie",
  "urumqi",
  "kashgar",
  "turpan",
  "lhasa",
  "kunming",
  "xiamen",
];

export const specSolutionSlugs = [
  "use-alipay-china-foreign-card",
  "use-wechat-pay-tourist",
  "book-china-train-foreign-passport",
  "get-chinese-phone-number",
  "access-google-china",
  "use-didi-china",
  "find-hotels-accept-foreigners",
  "order-food-china-no-chinese",
  "use-chinese-metro",
  "setup-vpn-china",
  "pay-china-without-cash",
  "translate-chinese-menus",
  "navigate-china-no-chinese",
  "avoid-alipay-fees",
  "survive-chinese-crowds",
];

export const specComparisonSlugs = [
  "alipay-vs-wechat-pay-china",
  "alipay-vs-wechat-pay-tourists",
  "esim-vs-local-sim-china",
  "holafly-vs-airalo-china",
  "expressvpn-vs-surfshark-china",
  "beijing-vs-shanghai-first-visit",
  "trip-com-vs-ctrip-foreigners",
  "amap-vs-google-maps-china",
  "didi-vs-metro-beijing",
  "hostels-vs-hotels-china-foreigners",
  "spring-vs-autumn-visit-china",
  "beijing-vs-xian-which-city",
  "shanghai-vs-hangzhou-comparison",
  "expressvpn-vs-nordvpn-china",
  "airalo-vs-holafly-china-esim",
  "spring-vs-summer-visit-china",
  "group-tour-vs-solo-travel-china",
];

export const specArticleSlugs = [
  "best-time-to-visit-china",
  "best-time-to-visit-shanghai",
  "best-time-to-visit-beijing",
  "how-to-use-alipay-in-china",
  "wechat-pay-for-foreigners",
  "payment-methods-in-china",
  "best-vpn-for-china",
  "china-esim-guide",
  "amap-english-guide",
  "is-china-safe-for-tourists",
];

export const specPaths: string[] = [
  "/",
  ...specArticleSlugs.map((s) => `/${s}`),
  ...specCitySlugs.map((s) => `/${s}-travel-guide-2025`),
  ...specSolutionSlugs.map((s) => `/how-to-${s}`),
  ...specComparisonSlugs.map((s) => `/${s}`),
  "/terms-of-service",
  "/privacy-policy",
];
