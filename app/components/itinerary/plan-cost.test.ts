import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlanCost } from "../../lib/content/plan-cost";
import { costRows, PlanCostSection } from "./plan-cost";

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
    expect(after).toMatch(
      /<ul data-cost-estimates[^>]*><li id="cost-estimate-day-8">Day 8, Dali to Lijiang: 159-167 km, from the average/,
    );
    expect(after).toContain("An estimate multiplies the line");
  });
  it("has no list of estimates when every fare is sourced", () => {
    const out = html(cost([{ day: 4, what: "Kunming to Dali", kind: "sourced", mode: "train", yuan: [145, 145] }]));
    expect(out).not.toContain("data-cost-estimates");
    expect(out).not.toContain("An estimate multiplies");
  });
});

describe("the plan's cost table", () => {
  const full: PlanCost = {
    ...cost([
      { day: 4, what: "Kunming to Dali", kind: "sourced", mode: "train", yuan: [145, 145] },
      { day: 8, what: "Dali to Lijiang", kind: "estimate", mode: "train", yuan: [49, 86], how },
    ]),
    tickets: [
      { day: 2, name: "Stone Forest", yuan: [130, 130] },
      { day: 8, name: "Black Dragon Pool", yuan: [0, 0] },
    ],
    unpricedSights: [{ day: 5, name: "Erhai Lake", price: "free to walk" }],
  };

  it("puts every cost on its day, in the order of the days, the day's journey first", () => {
    expect(costRows(full).map((r) => [r.day, r.what])).toEqual([
      [2, "Stone Forest"],
      [4, "Kunming to Dali"],
      [5, "Erhai Lake"],
      [8, "Dali to Lijiang"],
      [8, "Black Dragon Pool"],
    ]);
  });

  it("heads each row with its journey or sight, fills the day column, and ties an estimate to its note", () => {
    const out = html(full);
    const body = out.slice(out.indexOf("<tbody>"), out.indexOf("</tbody>"));
    const rows = body.split("<tr").slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatch(/<td class="[^"]*">\d+<\/td><th scope="row"/);
    }
    expect(body).toContain(
      '<td class="py-1" aria-describedby="cost-estimate-day-8">about ¥49-86 (estimate, below)</td>',
    );
    expect(out).toContain('<li id="cost-estimate-day-8">Day 8, Dali to Lijiang');
    // Only the estimate is described by a note.
    expect(body.match(/aria-describedby/g)).toHaveLength(1);
  });
});
