/**
 * "Open in maps" for a place the site gives in Chinese: links built from the
 * place's Chinese name and its city, never from coordinates, so no map datum
 * (GCJ-02 in China, WGS-84 elsewhere) can put the pin in the wrong street.
 * Each link opens the map app where it is installed and the map's own web
 * page where it is not (docs/decisions/0021-map-links.md). Browser-safe.
 */

export interface MapPlace {
  /** The place's name in Chinese: what the map app searches for (故宫博物院). */
  nameZh: string;
  /** The city in Chinese (北京), so a name shared by several cities finds this one. */
  cityZh: string;
}

export interface MapLink {
  app: "amap" | "apple" | "baidu";
  /** The link's words on the page. */
  label: string;
  href: string;
}

/** Who is asking, as the Amap and Baidu URI APIs ask callers to say. */
const SOURCE = "chinaready";

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Amap (高德地图), the map that works in China: its URI API's search, shown on
 * the map, calling the app on a phone where it is installed.
 */
export const amapLink = (p: MapPlace): string =>
  `https://uri.amap.com/search?${query({ keyword: p.nameZh, city: p.cityZh, view: "map", src: SOURCE, callnative: "1" })}`;

/** Apple Maps (an iPhone's own map; in China it draws on Amap's data). */
export const appleMapsLink = (p: MapPlace): string =>
  `https://maps.apple.com/?${query({ q: `${p.cityZh} ${p.nameZh}` })}`;

/** Baidu Maps (百度地图): its URI API's place search within the city, as a web page or in the app. */
export const baiduMapLink = (p: MapPlace): string =>
  `https://api.map.baidu.com/place/search?${query({ query: p.nameZh, region: p.cityZh, output: "html", src: SOURCE })}`;

/** The links every driver card offers: Amap first, then the iPhone's map and Baidu. */
export const mapLinks = (p: MapPlace): MapLink[] => [
  { app: "amap", label: "Amap", href: amapLink(p) },
  { app: "apple", label: "Apple Maps", href: appleMapsLink(p) },
  { app: "baidu", label: "Baidu Maps", href: baiduMapLink(p) },
];
