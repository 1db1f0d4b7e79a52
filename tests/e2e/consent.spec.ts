/**
 * Analytics consent, on a page served from the site's own origin with the
 * built consent module and a measurement ID (the test build has none, so the
 * real pages show nothing; lean-client.spec.ts checks that).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { clientDir } from "../../app/lib/build-dir";

const assets = path.join(clientDir(path.resolve(import.meta.dirname, "../..")), "assets");
const consentModule = `/assets/${readdirSync(assets).find((f) => /^consent-[0-9a-f]+\.js$/.test(f))}`;
const fixture = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Consent</title>
<script type="module" src="${consentModule}"></script></head><body><main><h1>Consent</h1>
<div data-consent data-measurement-id="G-TEST12345" hidden role="region" aria-label="Analytics choice">
<p>May we count your visit?</p><button type="button" data-consent-accept>Accept</button>
<button type="button" data-consent-decline>Decline</button></div></main></body></html>`;

async function open(page: Page, tagRequests: string[]) {
  await page.route("**/__consent-fixture", (r) => r.fulfill({ contentType: "text/html", body: fixture }));
  await page.route(/googletagmanager\.com/, (r) => {
    tagRequests.push(r.request().url());
    return r.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto("/__consent-fixture");
}

test("asks first, loads nothing before Accept, and remembers the choice", async ({ page, context }) => {
  const tag: string[] = [];
  await open(page, tag);
  const choice = page.getByRole("region", { name: "Analytics choice" });
  await expect(choice).toBeVisible();
  expect(tag).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await choice.getByRole("button", { name: "Accept" }).click();
  await expect(choice).toBeHidden();
  await expect.poll(() => tag.length).toBe(1);
  expect(tag[0]).toContain("id=G-TEST12345");
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("function");
  await page.reload();
  await expect(page.getByRole("region", { name: "Analytics choice" })).toBeHidden();
  await expect.poll(() => tag.length).toBe(2);
});

test("Decline is remembered and loads nothing", async ({ page }) => {
  const tag: string[] = [];
  await open(page, tag);
  await page.getByRole("button", { name: "Decline" }).click();
  await page.reload();
  await expect(page.getByRole("region", { name: "Analytics choice" })).toBeHidden();
  await page.waitForTimeout(300);
  expect(tag).toEqual([]);
});

test("Global Privacy Control declines without asking", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const tag: string[] = [];
  await open(page, tag);
  await page.waitForTimeout(300);
  await expect(page.getByRole("region", { name: "Analytics choice" })).toBeHidden();
  expect(tag).toEqual([]);
});
