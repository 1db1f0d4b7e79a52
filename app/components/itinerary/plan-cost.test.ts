import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlanCost } from "../../lib/content/plan-cost";
import { PlanCostSection } from "./plan-cost";

const how = "159-167 km, from the average D-train second-class rate to Kunming-Dali's ¥0.52 a km";
const cost = (legs: PlanCost["legs"]): PlanCost => ({
  legs,
  tickets: [],
  unpricedSights: [],
  trains: [194, 231],
  sights: [0, 0],
  total: [194, 231],
});
const html = (c: PlanCost) => renderToStaticMarkup(createElement(PlanCostSection, { cost: c }));

describe("the plan's cost", () => {
  it("says how an estimate was made below the table, at full width, not in the narrow price cell", () => {
    const out = html(
      cost([
        { day: 4, what: "Kunming to Dali", kind: "sourced", mode: "train", yuan: [145, 145] },
        { day: 8, what: "Dali to Lijiang", kind: "estimate", mode: "train", yuan: [49, 86], how },
      ]),
    );
    const [table, after] = out.split("</table>");
    expect(table).toContain("about ¥49-86 (estimate, below)");
    expect(table).not.toContain("D-train");
    expect(after).toMatch(/<ul data-cost-estimates[^>]*><li>Day 8, Dali to Lijiang: 159-167 km, from the average/);
    expect(after).toContain("An estimate multiplies the line");
  });
  it("has no list of estimates when every fare is sourced", () => {
    const out = html(cost([{ day: 4, what: "Kunming to Dali", kind: "sourced", mode: "train", yuan: [145, 145] }]));
    expect(out).not.toContain("data-cost-estimates");
    expect(out).not.toContain("An estimate multiplies");
  });
});
