/**
 * Behind the firewall, on a captive portal or on a train's weak signal the phone says it is online while
 * the site cannot be reached: requests fail, or hang. A saved page and a saved tool must say they are the
 * saved copy, with the day they were saved, and quickly; `navigator.onLine` stays true throughout, so
 * nothing here can lean on it (the offline-mode tests are in companion.spec.ts and tools.spec.ts).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { OFFLINE } from "../../app/lib/offline";
import { registry } from "../../app/lib/registry";

const GUIDE = "/xian-travel-guide-2025";
const CHECKLIST = "/tools/china-trip-checklist";
const UNSAVED = "/how-to-use-chinese-metro";
const today = () => new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** Every request to the site fails, as a reset connection does, while the browser believes it is online. */
const failEverything = (context: BrowserContext) => context.route("**/*", (route) => route.abort("connectionfailed"));
/** Every request to the site hangs: no answer and no error, as a blocked address often does. */
const hangEverything = (context: BrowserContext) => context.route("**/*", () => undefined);

async function saveThis(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.locator("[data-offline-save]").click();
  await expect(page.locator("[data-offline-status]")).toContainText("Saved for offline", { timeout: 15_000 });
}

/** The checklist answered with a start date and a SIM card: what the saved copy must keep. */
async function answerChecklist(page: Page) {
  await page.goto(CHECKLIST);
  const tool = page.locator("[data-checklist][data-ready]");
  await expect(tool).toBeVisible();
  await tool.getByLabel("The day your trip starts").fill("2027-01-10");
  await tool.getByRole("radio", { name: "A Chinese SIM card" }).check();
  return tool;
}

test.describe("the site cannot be reached while the phone says it is online", () => {
  test.skip(({ isMobile }) => !isMobile, "phone only: one run is enough");
  // The service worker serves the saved copies (the other tests block it: playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  test.setTimeout(90_000);

  test.beforeEach(async ({ page }) => {
    await page.goto(GUIDE);
    await saveThis(page);
    await answerChecklist(page);
    await saveThis(page);
    // The worker takes its fallback for requests the site does not answer; make sure it controls the tab.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
  test.afterEach(async ({ context }) => {
    await context.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("requests fail: the saved guide and the saved checklist say they are the copy saved today, the checklist with its answers; an unsaved page is named", async ({
    page,
    context,
  }) => {
    await failEverything(context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.goto(GUIDE);
    await expect(page.locator("html")).toHaveAttribute(OFFLINE.servedFromDevice, "failed");
    await expect(page.locator("[data-offline-status]")).toHaveText(
      `The site cannot be reached: this is the copy saved ${today()}.`,
    );
    await expect(page.locator("h1")).toContainText("Xi");

    await page.goto(CHECKLIST);
    await expect(page.locator("[data-offline-status]")).toHaveText(
      `The site cannot be reached: this is the copy saved ${today()}.`,
    );
    const tool = page.locator("[data-checklist][data-ready]");
    await expect(tool.getByLabel("The day your trip starts")).toHaveValue("2027-01-10");
    await expect(tool.getByRole("radio", { name: "A Chinese SIM card" })).toBeChecked();

    const unsaved = registry().pages.find((p) => p.path === UNSAVED)!;
    await page.goto(UNSAVED);
    await expect(page.locator("h1")).toHaveText("Not saved on this device");
    await expect(page.locator("[data-offline-asked]")).toContainText(
      `The site cannot be reached, and “${unsaved.title}” is not saved on this device.`,
    );
  });

  test("requests hang: the saved guide gives up on the site within seconds and says it is the copy saved today", async ({
    page,
    context,
  }) => {
    await hangEverything(context);
    const started = Date.now();
    await page.goto(GUIDE, { waitUntil: "commit" });
    await expect(page.locator("[data-offline-status]")).toHaveText(
      `The site is not answering: this is the copy saved ${today()}.`,
      { timeout: OFFLINE.savedTimeoutMs + 5_000 },
    );
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(OFFLINE.savedTimeoutMs);
    expect(waited).toBeLessThan(OFFLINE.savedTimeoutMs + 5_000);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await page.goto(CHECKLIST, { waitUntil: "commit" });
    await expect(page.locator("[data-offline-status]")).toHaveText(
      `The site is not answering: this is the copy saved ${today()}.`,
      { timeout: OFFLINE.savedTimeoutMs + 5_000 },
    );
    await expect(page.locator("[data-checklist][data-ready]").getByLabel("The day your trip starts")).toHaveValue(
      "2027-01-10",
    );
  });
});
