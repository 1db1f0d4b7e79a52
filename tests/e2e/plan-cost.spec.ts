/**
 * Each trip plan's cost table read as a screen reader reads it: every row headed by its journey or sight
 * (`<th scope="row">`), the day column filled on every row, and each "(estimate, below)" price described
 * by its note under the table (`aria-describedby`). A fixture with the table as it was (no row headers,
 * the sights' days blank, the estimate not tied to its note) shows each check failing. axe with WCAG 2.2's
 * AA rules finds nothing on the plan pages.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";
import { axeViolations } from "./axe";

const plans = registry().pages.filter((p) => p.type === "itinerary");

/** What is wrong with the page's cost table (the table in the section headed by #costs-h), as lines. */
function costTableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const table = document.querySelector('section[aria-labelledby="costs-h"] table');
    if (!table) return ["no cost table"];
    const rows = [...table.querySelectorAll("tbody tr")];
    if (rows.length === 0) problems.push("no rows");
    for (const row of rows) {
      const header = row.querySelectorAll('th[scope="row"]');
      const what = ((header[0] ?? row.children[1])?.textContent ?? "").trim().slice(0, 40);
      if (header.length !== 1) problems.push(`${what}: ${header.length} row headers`);
      const day = row.querySelector("td")?.textContent?.trim();
      if (!day) problems.push(`${what}: no day`);
      for (const cell of row.querySelectorAll("td")) {
        if (!cell.textContent?.includes("(estimate, below)")) continue;
        const ids = (cell.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        const notes = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "");
        if (notes.length === 0 || notes.some((n) => !n)) problems.push(`${what}: estimate not tied to its note`);
        else if (!notes.some((n) => n.includes(what))) problems.push(`${what}: estimate tied to another row's note`);
      }
    }
    return problems;
  });
}

for (const plan of plans)
  test(`${plan.path}: the cost table has row headers, a day on every row and each estimate tied to its note`, async ({
    page,
  }) => {
    await page.goto(plan.path);
    expect(await costTableProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

test("at least one plan's table has an estimate to tie to its note", async ({ page }) => {
  let described = 0;
  for (const plan of plans) {
    await page.goto(plan.path);
    described += await page.locator("section[aria-labelledby='costs-h'] td[aria-describedby]").count();
  }
  expect(described).toBeGreaterThan(0);
});

test("the cost table check fails on the table as it was", async ({ page }) => {
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><title>Fixture</title></head><body>
<section aria-labelledby="costs-h"><h2 id="costs-h">What the plan costs a person</h2><table>
<thead><tr><th scope="col">Day</th><th scope="col">Journey or sight</th><th scope="col">A person</th></tr></thead>
<tbody>
<tr><td>4</td><td>Kunming to Dali</td><td>¥145</td></tr>
<tr><td>8</td><td>Dali to Lijiang</td><td>about ¥49-86 (estimate, below)</td></tr>
<tr><td></td><td>Stone Forest</td><td>¥130</td></tr>
</tbody></table>
<ul><li>Day 8, Dali to Lijiang: 159-167 km at a rate per km.</li></ul></section></body></html>`);
  expect(await costTableProblems(page)).toEqual([
    "Kunming to Dali: 0 row headers",
    "Dali to Lijiang: 0 row headers",
    "Dali to Lijiang: estimate not tied to its note",
    "Stone Forest: 0 row headers",
    "Stone Forest: no day",
  ]);
});
