/**
 * The schematic route picture of a trip plan, drawn at build time: the plan's
 * cities at their rough relative places (longitude and latitude of the city
 * centre, to a degree or so) and the legs between them as straight lines
 * labelled with their journey time. No borders, coastline or map tiles
 * (docs/decisions/0023-trip-plans.md): it shows order and direction, not a map.
 */

/** Approximate centre of each city with a guide: [longitude, latitude], degrees. */
export const CITY_POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  beijing: [116.4, 39.9],
  shanghai: [121.5, 31.2],
  xian: [108.9, 34.3],
  chengdu: [104.1, 30.7],
  chongqing: [106.5, 29.6],
  guilin: [110.3, 25.3],
  yangshuo: [110.5, 24.8],
  hangzhou: [120.2, 30.3],
  suzhou: [120.6, 31.3],
  nanjing: [118.8, 32.1],
  guangzhou: [113.3, 23.1],
  shenzhen: [114.1, 22.5],
  xiamen: [118.1, 24.5],
  kunming: [102.7, 25.0],
  dali: [100.2, 25.6],
  lijiang: [100.2, 26.9],
  zhangjiajie: [110.5, 29.1],
  lhasa: [91.1, 29.7],
  urumqi: [87.6, 43.8],
  turpan: [89.2, 42.9],
  kashgar: [76.0, 39.5],
};

export interface DiagramStop {
  slug: string;
  name: string;
  x: number;
  y: number;
}
export interface DiagramLeg {
  from: DiagramStop;
  to: DiagramStop;
  label: string;
}
export interface RouteDiagram {
  width: number;
  height: number;
  stops: DiagramStop[];
  legs: DiagramLeg[];
}

/**
 * Places the stops in a box `width` wide, keeping the east-west to north-south
 * proportion (a degree of longitude shortened by the cosine of the latitude),
 * with room around for the names. Stops closer than `minGap` are pushed apart
 * vertically so two nearby cities (Guilin, Yangshuo) stay readable.
 */
export function routeDiagram(
  stops: { slug: string; name: string }[],
  legs: { from: string; to: string; label: string }[],
  width = 320,
  pad = 48,
  minGap = 34,
): RouteDiagram {
  const known = stops.filter((s) => CITY_POSITIONS[s.slug]);
  const lat0 = known.reduce((n, s) => n + CITY_POSITIONS[s.slug]![1], 0) / Math.max(known.length, 1);
  const k = Math.cos((lat0 * Math.PI) / 180);
  const raw = known.map((s) => ({ ...s, px: CITY_POSITIONS[s.slug]![0] * k, py: -CITY_POSITIONS[s.slug]![1] }));
  const [minX, maxX] = [Math.min(...raw.map((r) => r.px)), Math.max(...raw.map((r) => r.px))];
  const [minY, maxY] = [Math.min(...raw.map((r) => r.py)), Math.max(...raw.map((r) => r.py))];
  const span = Math.max(maxX - minX, maxY - minY, 1);
  const scale = (width - 2 * pad) / span;
  const placed: DiagramStop[] = [];
  for (const r of raw) {
    let y = pad + (r.py - minY) * scale;
    const x = pad + (r.px - minX) * scale + (width - 2 * pad - (maxX - minX) * scale) / 2;
    while (placed.some((p) => Math.hypot(p.x - x, p.y - y) < minGap)) y += minGap / 2;
    placed.push({ slug: r.slug, name: r.name, x: Math.round(x), y: Math.round(y) });
  }
  const height = Math.round(Math.max(...placed.map((p) => p.y)) + pad);
  const at = new Map(placed.map((p) => [p.slug, p]));
  return {
    width,
    height,
    stops: placed,
    legs: legs.flatMap((l) => {
      const from = at.get(l.from);
      const to = at.get(l.to);
      return from && to ? [{ from, to, label: l.label }] : [];
    }),
  };
}
