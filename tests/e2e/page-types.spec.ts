/**
 * One page of each content type, end to end: what a reader does on it.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { getPage } from "../../app/lib/registry";
import { comparisonTitle } from "../../app/lib/titles";

async function stubGtag(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = (...args: unknown[]) => void w.__gtagCalls.push(args);
  });
}
const labels = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __gtagCalls: [string, string, { event_label: string; value: number }][] }).__gtagCalls.map(
      (c) => c[2],
    ),
  );

async function ready(page: Page, path: string) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await stubGtag(page);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
}

test("city guide: anchors, facts, breadcrumbs, related cities and buy placements", async ({ page, isMobile }) => {
  const city = getPage("/xian-travel-guide-2025", "city");
  await ready(page, city.path);

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(city.name);
  await expect(crumbs.getByRole("link", { name: "Cities" })).toHaveAttribute("href", "/cities");
  await expect(crumbs.getByRole("link")).toHaveCount(2);

  for (const id of ["best-time", "attractions", "transport", "accommodation", "food", "safety"]) {
    await page.getByRole("navigation", { name: "On this page" }).locator(`a[href="#${id}"]`).click();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expect(page.locator("#attractions ol > li")).toHaveCount(city.record.topAttractions.length);
  // Each sight carries its driver card: the Chinese name and address.
  await expect(page.locator("#attractions [data-driver-card]")).toHaveCount(city.record.topAttractions.length);

  const sidebar = page.getByRole("complementary", { name: `${city.record.cityName} quick facts` });
  if (isMobile) await expect(sidebar).toBeHidden();
  else await expect(sidebar).toBeVisible();
  const facts = page.getByRole("heading", { name: `${city.record.cityName} quick facts` }).filter({ visible: true });
  await expect(facts).toHaveCount(1);

  const related = page
    .getByRole("heading", { name: "Other Cities You Might Want to Visit" })
    .locator("xpath=..")
    .getByRole("link");
  await expect(related).toHaveCount(city.record.relatedCities.length);
  for (const link of await related.all()) expect(await link.getAttribute("href")).not.toBe(city.path);

  await page.locator(`a[data-placement="city_guide_sidebar_xian"]`).filter({ visible: true }).click();
  await page.locator(`a[data-placement="city_guide_bottom_xian"]`).click();
  expect((await labels(page)).filter((_, i) => i % 2 === 0)).toEqual([
    expect.objectContaining({ event_label: "city_guide_sidebar_xian", value: 19 }),
    expect.objectContaining({ event_label: "city_guide_bottom_xian", value: 19 }),
  ]);
});

test("how-to page: quick navigation, HowTo steps equal the visible steps, sticky card placement", async ({
  page,
  isMobile,
}) => {
  const solution = getPage("/how-to-use-didi-china", "solution");
  await ready(page, solution.path);
  for (const id of ["quick-solution", "step-by-step", "troubleshooting", "related"])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const howTo = ld.find((b) => b["@type"] === "HowTo");
  const visible = await page.locator("#step-by-step h3").allTextContents();
  expect(howTo.step.map((s: { name: string }) => s.name)).toEqual(visible.map((v) => v.replace(/^Step \d+: /, "")));
  const related = page.locator("#related a");
  await expect(related).toHaveCount(3);
  const sticky = page.locator(`a[data-placement="problem_solution_sticky_use-didi-china"]`);
  if (isMobile) await expect(sticky).toBeHidden();
  else {
    await sticky.click();
    expect((await labels(page))[0]).toMatchObject({ event_label: "problem_solution_sticky_use-didi-china", value: 19 });
  }
});

test("comparison page: 'See full comparison' scrolls to the table; each row names its winner", async ({
  page,
  isMobile,
}) => {
  const c = getPage("/didi-vs-metro-beijing", "comparison");
  await ready(page, c.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(comparisonTitle(c.record));
  await page.getByRole("link", { name: "See full comparison" }).click();
  await expect(page.locator("#comparison-table")).toBeInViewport();
  const rows = page.locator(isMobile ? "#comparison-table ul > li" : "#comparison-table tbody tr");
  await expect(rows).toHaveCount(c.record.comparisonTable.length);
  const winnerOf = { A: c.record.optionAName, B: c.record.optionBName, tie: "Tie", depends: "Depends" } as const;
  for (const [i, row] of c.record.comparisonTable.entries()) {
    const cell = isMobile ? rows.nth(i).locator("p", { hasText: "Winner:" }) : rows.nth(i).locator("td").last();
    await expect(cell).toContainText(winnerOf[row.winner]);
  }
  await page.locator(`a[data-placement="comparison_didi-vs-metro-beijing"]`).click();
  expect((await labels(page))[0]).toMatchObject({ event_label: "comparison_didi-vs-metro-beijing", value: 19 });
});

test("article: quick answer, side column on desktop, offer card in the flow on a phone, related guides", async ({
  page,
  isMobile,
}) => {
  const a = getPage("/best-time-to-visit-china", "article");
  await ready(page, a.path);
  await expect(page.locator("#quick-answer")).toBeVisible();
  await expect(page.locator("#month-by-month li")).toHaveCount(12);
  await expect(page.locator("#faq details")).toHaveCount(7);
  const side = page.getByRole("complementary", { name: "Offer and page tools" });
  if (isMobile) {
    await expect(side).toBeHidden();
    await expect(page.locator(`a[data-placement="article_bottom_best-time-to-visit-china"]`)).toBeVisible();
  } else {
    await expect(side).toBeVisible();
    await expect(side).toContainText("$19");
    await expect(side).toContainText("Save $10, about 34%");
    await expect(side.getByRole("navigation", { name: "Related guides" }).getByRole("link")).toHaveCount(3);
  }
  await expect(page.getByRole("heading", { name: "Related Guides You Might Find Helpful" })).toBeVisible();
});
