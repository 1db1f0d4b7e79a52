import { expect, test } from "@playwright/test";
import { aliases, pages } from "../../app/lib/registry";
import { watchPage } from "./support";

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

test("client navigation replaces the head completely", async ({ page }) => {
  await page.goto("/best-time-to-visit-china");
  const before = await page.locator('script[type="application/ld+json"]').allTextContents();
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle(pages.find((p) => p.path === "/privacy-policy")!.title);
  const after = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of before) expect(after).not.toContain(block);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("aliases answer 301 to their canonical page", async ({ request }) => {
  for (const alias of aliases.slice(0, 12)) {
    const res = await request.get(alias.from, { maxRedirects: 0 });
    expect(res.status(), alias.from).toBe(301);
    expect(res.headers()["location"]).toBe(alias.to);
  }
});
