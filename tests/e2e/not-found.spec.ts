import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";
import { phoneProblems } from "./audit";
import { watchPage } from "./support";

const { aliases, pages } = registry();

test("an unknown path gets HTTP 404 with the not-found page and logs the path", async ({ page, baseURL }) => {
  const watch = watchPage(page, baseURL!);
  const response = await page.goto("/no-such-page-here", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(watch.logs.some((l) => l.includes("/no-such-page-here"))).toBe(true);
  // The browser reports the document's own 404 status; nothing else may fail.
  expect(watch.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  expect(watch.problems.filter((p) => /status of 404/.test(p))).toHaveLength(1);
});

test("a mistyped address gets the nearest page, the hubs and search, and fits a phone", async ({ page }, info) => {
  await page.goto("/beijing-travel-guide", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  await expect(page.locator("[data-nearest]")).toContainText("Did you mean Beijing Travel Guide?");
  await expect(page.locator("[data-nearest-link]")).toHaveAttribute("href", "/beijing-travel-guide-2025");
  const ways = page.getByRole("navigation", { name: "Other ways in" });
  for (const name of ["Guides by topic", "City guides", "Search"])
    await expect(ways.getByRole("link", { name })).toBeVisible();
  // The registry sweep never visits this page: the same phone checks, here (no sideways scrolling at
  // 360 or 320 px, primary actions at least 44 px).
  if (info.project.name === "phone") expect(await phoneProblems(page)).toEqual([]);
});

test("a content link is a full page load: the new page has its own head and JSON-LD and starts at the top", async ({
  page,
}) => {
  await page.goto("/best-time-to-visit-china");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  const before = await page.locator('script[type="application/ld+json"]').allTextContents();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  // A client-side navigation would keep this marker; a full page load starts a new document.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle(pages.find((p) => p.path === "/privacy-policy")!.title);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  const after = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of before) expect(after).not.toContain(block);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// Every alias is checked over HTTP by the static sweeps; here one of each kind is followed in the browser.
const aliasSamples = [...new Map(aliases.map((a) => [a.from.split("/")[1] ?? "", a] as const)).values()].slice(0, 6);
for (const alias of aliasSamples) {
  test(`the alias ${alias.from} lands on ${alias.to}`, async ({ page, baseURL }) => {
    const response = await page.goto(alias.from);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${alias.from}`);
    await expect(page).toHaveURL(`${baseURL}${alias.to}`);
    await expect(page).toHaveTitle(pages.find((p) => p.path === alias.to)!.title);
  });
}
