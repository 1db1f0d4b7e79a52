import { describe, expect, it } from "vitest";
import { planDays, planPicture } from "./content/itineraries";
import { registry, type EntryOf } from "./registry";
import { crosses, labelBox, overlaps, routeDiagram, stopBoxes } from "./route-diagram";

const stops = [
  { slug: "guilin", name: "Guilin" },
  { slug: "yangshuo", name: "Yangshuo" },
  { slug: "shanghai", name: "Shanghai" },
];

describe("routeDiagram", () => {
  it("draws a leg ridden there and back once", () => {
    const { legs } = routeDiagram(stops, [
      { from: "guilin", to: "yangshuo", label: "0.5 hours" },
      { from: "yangshuo", to: "guilin", label: "0.5 hours" },
      { from: "guilin", to: "shanghai", label: "8-11 hours" },
    ]);
    expect(legs.map((l) => [l.from.slug, l.to.slug, l.label])).toEqual([
      ["guilin", "yangshuo", "0.5 hours"],
      ["guilin", "shanghai", "8-11 hours"],
    ]);
  });

  it("keeps both labels when the two directions differ", () => {
    const { legs } = routeDiagram(stops, [
      { from: "guilin", to: "yangshuo", label: "0.5 hours" },
      { from: "yangshuo", to: "guilin", label: "1 hour" },
    ]);
    expect(legs.map((l) => l.label)).toEqual(["0.5 hours / 1 hour"]);
  });

  it("places every stop inside the picture, nearby cities apart", () => {
    const d = routeDiagram(stops, []);
    for (const s of d.stops) {
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(d.width);
      expect(s.y).toBeLessThan(d.height);
    }
    const [guilin, yangshuo] = d.stops;
    expect(Math.hypot(guilin!.x - yangshuo!.x, guilin!.y - yangshuo!.y)).toBeGreaterThanOrEqual(34);
  });
});

describe("every plan's route picture", () => {
  const { pages, datasets } = registry();
  const cities = new Map(pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
  const plans = pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary");
  it.each(plans.map((p) => [p.record.slug, p] as const))(
    "%s: each label inside the picture, over no city, dot, other line or other label",
    (_, p) => {
      const { diagram } = planPicture(planDays(p.record, cities, datasets["train-legs"]!.data.legs));
      const stops = stopBoxes(diagram.stops);
      const labels = diagram.legs.map((l) => labelBox(l.label, l.labelAt));
      labels.forEach((box, i) => {
        const name = diagram.legs[i]!.label;
        expect(
          box.x >= 0 && box.y >= 0 && box.x + box.w <= diagram.width && box.y + box.h <= diagram.height,
          name,
        ).toBe(true);
        for (const other of [...stops, ...labels.filter((_, j) => j !== i)])
          expect(overlaps(box, other), `${name} over ${JSON.stringify(other)}`).toBe(false);
        for (const line of diagram.legs.filter((_, j) => j !== i))
          expect(crosses(line.from, line.to, box), `${name} over the line ${line.label}`).toBe(false);
      });
    },
  );
});
