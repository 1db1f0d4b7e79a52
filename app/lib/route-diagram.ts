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
  /** The centre of the label, beside the line where it covers no city, dot, other line or label. */
  labelAt: { x: number; y: number };
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
    legs: placeLabels(
      oncePerPair(legs).flatMap((l) => {
        const from = at.get(l.from);
        const to = at.get(l.to);
        return from && to ? [{ from, to, label: l.label }] : [];
      }),
      placed,
      width,
      height,
    ),
  };
}

/**
 * The text the picture draws (route-picture.tsx), as the boxes labels are kept apart by: average glyph
 * width and line height at its size; where a label's baseline sits below the centre of its box; how far
 * below its dot a city's name sits.
 */
export const LABEL_TEXT = { size: 11, glyph: 6, height: 13, baseline: 4 } as const;
export const NAME_TEXT = { size: 13, glyph: 7.5, height: 15, below: 20 } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Where each city's dot and name are drawn. */
export function stopBoxes(stops: DiagramStop[]): Box[] {
  return stops.flatMap((s) => {
    const w = s.name.length * NAME_TEXT.glyph;
    return [
      { x: s.x - 8, y: s.y - 8, w: 16, h: 16 },
      { x: s.x - w / 2, y: s.y + NAME_TEXT.below - NAME_TEXT.height + 3, w, h: NAME_TEXT.height },
    ];
  });
}

/** Whether the line from a to b passes through the box (checked every 2 px along it). */
export function crosses(a: { x: number; y: number }, b: { x: number; y: number }, box: Box): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2));
  for (let i = 0; i <= steps; i++) {
    const [x, y] = [a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps];
    if (x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h) return true;
  }
  return false;
}

/** The box of a label centred on a point. */
export function labelBox(label: string, at: { x: number; y: number }): Box {
  const w = label.length * LABEL_TEXT.glyph;
  return { x: at.x - w / 2, y: at.y - LABEL_TEXT.height / 2, w, h: LABEL_TEXT.height };
}

/**
 * Puts each leg's label beside its line: tried at the middle and then further along, on either side,
 * a little and then further off the line; the first place that covers no city, dot, other line or
 * label already placed and stays inside the picture wins (the middle, off to one side, when none does).
 */
function placeLabels(
  legs: Omit<DiagramLeg, "labelAt">[],
  stops: DiagramStop[],
  width: number,
  height: number,
): DiagramLeg[] {
  const taken = stopBoxes(stops);
  return legs.map((leg) => {
    const [dx, dy] = [leg.to.x - leg.from.x, leg.to.y - leg.from.y];
    const length = Math.hypot(dx, dy) || 1;
    const normal = [-dy / length, dx / length] as const;
    const half = labelBox(leg.label, { x: 0, y: 0 });
    // How far off the line the label's centre must be for its box to clear the line.
    const clear = Math.abs(normal[0]) * (half.w / 2) + Math.abs(normal[1]) * (half.h / 2) + 3;
    const candidates: { x: number; y: number }[] = [];
    for (const t of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8])
      for (const off of [clear, clear + 10, clear + 22])
        for (const side of [1, -1])
          candidates.push({
            x: Math.round(leg.from.x + dx * t + normal[0] * off * side),
            y: Math.round(leg.from.y + dy * t + normal[1] * off * side),
          });
    const inside = (b: Box) => b.x >= 2 && b.y >= 2 && b.x + b.w <= width - 2 && b.y + b.h <= height - 2;
    const labelAt =
      candidates.find((c) => {
        const box = labelBox(leg.label, c);
        return (
          inside(box) &&
          !taken.some((t) => overlaps(t, box)) &&
          !legs.some((other) => other !== leg && crosses(other.from, other.to, box))
        );
      }) ?? candidates[0]!;
    taken.push(labelBox(leg.label, labelAt));
    return { ...leg, labelAt };
  });
}

/**
 * One line per pair of cities: a plan that rides a leg there and back (Guilin to Yangshuo and back)
 * draws it once, with the two labels joined when they differ, rather than two labels on one line.
 */
function oncePerPair<L extends { from: string; to: string; label: string }>(legs: L[]): L[] {
  const byPair = new Map<string, L>();
  for (const leg of legs) {
    const pair = [leg.from, leg.to].sort().join("|");
    const seen = byPair.get(pair);
    if (!seen) byPair.set(pair, leg);
    else if (!seen.label.split(" / ").includes(leg.label))
      byPair.set(pair, { ...seen, label: `${seen.label} / ${leg.label}` });
  }
  return [...byPair.values()];
}
