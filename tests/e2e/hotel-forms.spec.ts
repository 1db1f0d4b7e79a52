/**
 * The trip checklist's "My hotel" driver-card forms, one per city of the trip, as a screen reader meets
 * them: each form named for its city (three cities, three different names), each city's heading in the
 * page's headings, and a polite status message in the form when a card is made. A fixture with the forms
 * as they were (unnamed, no status) shows the check failing. axe with WCAG 2.2's AA rules finds nothing
 * on the page with the three forms and a card made.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { toolPath } from "../../app/lib/paths";
import { axeViolations } from "./axe";

const CITIES = ["Beijing", "Shanghai", "Chengdu"];

/** The name a form is given by aria-labelledby or aria-label (the two ways a form gets one), or "". */
const formName = (form: Locator) =>
  form.evaluate((f) => {
    const ids = (f.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    const byIds = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    return (byIds || f.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim();
  });

/** Each problem with the forms in `scope`: unnamed or same-named forms, a name with no heading, no status region. */
async function hotelFormProblems(page: Page, scope: Locator): Promise<string[]> {
  const problems: string[] = [];
  const names: string[] = [];
  for (const form of await scope.locator("form").all()) {
    const name = await formName(form);
    if (!name) problems.push("a form with no name");
    else if (names.includes(name)) problems.push(`two forms named "${name}"`);
    else names.push(name);
    if (name && (await page.getByRole("heading", { name, exact: true }).count()) !== 1)
      problems.push(`no heading "${name}"`);
    if ((await form.locator('[role="status"], [aria-live="polite"]').count()) !== 1)
      problems.push(`${name || "a form"}: no status message`);
  }
  return problems;
}

test("each city's driver-card form is named for its city, under its heading, and says politely when a card is made", async ({
  page,
}) => {
  await page.goto(toolPath("china-trip-checklist"));
  const tool = page.locator("[data-checklist][data-ready]");
  await expect(tool).toBeVisible();
  for (const city of CITIES) await tool.getByRole("checkbox", { name: city, exact: true }).check();
  const hotels = tool.locator("[data-my-hotels]");
  await expect(hotels.locator("form")).toHaveCount(3);
  expect(await hotelFormProblems(page, hotels)).toEqual([]);
  for (const city of CITIES) {
    await expect(hotels.getByRole("form", { name: `Your hotel in ${city}` })).toHaveCount(1);
    await expect(hotels.getByRole("heading", { level: 4, name: `Your hotel in ${city}` })).toBeVisible();
  }

  const beijing = hotels.getByRole("form", { name: "Your hotel in Beijing" });
  const status = beijing.getByRole("status");
  // In the page, empty, before anything happens: a live region added with its message is often not read.
  await expect(status).toHaveText("");
  await beijing.getByLabel("Hotel name in Chinese").fill("北京王府井希尔顿酒店");
  await beijing.getByLabel("Address in Chinese").fill("北京市东城区王府井东街8号");
  await beijing.getByRole("button", { name: "Make the driver card" }).click();
  await expect(status).toHaveText("Driver card made for your hotel in Beijing: it is below the form.");
  await expect(tool.locator('[data-my-hotel="beijing"] [data-driver-card]')).toContainText("北京王府井希尔顿酒店");
  // The other cities' forms say nothing.
  await expect(hotels.getByRole("form", { name: "Your hotel in Shanghai" }).getByRole("status")).toHaveText("");
  expect(await axeViolations(page)).toEqual([]);
});

test("the form check fails on the forms as they were: unnamed, with no status message", async ({ page }) => {
  const form = (city: string) => `<li><form><h4>Your hotel in ${city}</h4>
<label for="n-${city}">Hotel name in Chinese</label><input id="n-${city}">
<button type="submit">Make the driver card</button></form></li>`;
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><title>Fixture</title></head><body>
<section data-my-hotels><h3>My hotel</h3><ul>${CITIES.map(form).join("")}</ul></section></body></html>`);
  expect(await hotelFormProblems(page, page.locator("[data-my-hotels]"))).toEqual([
    "a form with no name",
    "a form: no status message",
    "a form with no name",
    "a form: no status message",
    "a form with no name",
    "a form: no status message",
  ]);
  // Named alike, the forms still fail.
  await page.evaluate(() =>
    document.querySelectorAll("form").forEach((f) => f.setAttribute("aria-label", "Your hotel")),
  );
  expect(await hotelFormProblems(page, page.locator("[data-my-hotels]"))).toContain('two forms named "Your hotel"');
});
