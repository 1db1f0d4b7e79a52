/**
 * The entry checker (/tools/china-entry-checker): its React island answers a
 * traveller's own case, announces the answer and moves focus to it; without
 * JavaScript the form is disabled and the rules are on the page as tables.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { toolPath } from "../../app/lib/paths";
import { watchPage } from "./support";

const PATH = toolPath("china-entry-checker");

/** One option of the answer, by its title. */
const optionItem = (page: Page, title: string) =>
  page.getByRole("list", { name: "Entry options, best first" }).getByRole("listitem").filter({ hasText: title });

async function fill(page: Page, answers: { nationality: string; from: string; to: string; port: string }) {
  await page.getByLabel("Nationality on your passport").selectOption(answers.nationality);
  await page.getByLabel(/in from/).selectOption(answers.from);
  await page.getByLabel("Leaving China for").selectOption(answers.to);
  await page.getByLabel("Where you enter mainland China").selectOption(answers.port);
  await page.getByLabel("Arrival date").fill("2026-12-01");
  await page.getByLabel("Arrival time at the border").fill("23:50");
  await page.getByLabel("Leaving date").fill("2026-12-09");
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("[data-island] [data-ready]")).toBeAttached();
  });

  test("US -> Shanghai -> Hong Kong is 240-hour transit, with the last day and the exact hour", async ({
    page,
    baseURL,
  }) => {
    const watched = watchPage(page, baseURL!);
    await fill(page, { nationality: "US", from: "US", to: "HK", port: "Shanghai Pudong International Airport" });
    await page.getByRole("checkbox", { name: /^Shanghai/ }).check();
    await page.getByRole("button", { name: "Check my trip" }).click();
    const answer = page.getByRole("heading", { name: "Your answer" });
    await expect(answer).toBeFocused();
    // The 240-hour rule rests on two outlets, Xinhua and the Global Times (decision 0037): the answer is "fits".
    await expect(page.locator("[data-island]").getByRole("status")).toContainText(
      "240-hour visa-free transit: fits your plan",
    );
    const best = optionItem(page, "240-hour visa-free transit");
    await expect(best).toContainText("Friday, December 11, 2026, before midnight");
    await expect(best).toContainText("Friday, December 11, 2026, 23:50");
    // Every source number in the answer leads to a listed source: the folded list opens to show it.
    const cite = best.locator('a[href^="#rule-source-"]').first();
    const source = page.locator((await cite.getAttribute("href"))!);
    await expect(source).toBeHidden();
    await cite.click();
    await expect(source).toBeInViewport();
    expect(watched.problems).toEqual([]);
  });

  test("a US round trip to Sanya, staying in Hainan, is Hainan's own visa-free entry", async ({ page, baseURL }) => {
    const watched = watchPage(page, baseURL!);
    await fill(page, { nationality: "US", from: "US", to: "US", port: "Sanya Phoenix International Airport" });
    await page.getByRole("checkbox", { name: /^Hainan/ }).check();
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(page.locator("[data-island]").getByRole("status")).toContainText(
      "Hainan's 30-day visa-free entry: fits your plan",
    );
    const best = optionItem(page, "Hainan's 30-day visa-free entry");
    await expect(best).toContainText("in Hainan only");
    await expect(best).toContainText("travel agency registered in Hainan");
    // With Shanghai on the plan too, the scheme no longer fits, and the answer says which place breaks it.
    await page.getByRole("checkbox", { name: /^Shanghai/ }).check();
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(page.locator("[data-island]").getByRole("status")).toContainText("you need a Chinese visa");
    await expect(page.locator("[data-island]")).toContainText("your plan includes Shanghai");
    expect(watched.problems).toEqual([]);
  });

  test("a round trip to the US is not transit, and a visa is the answer", async ({ page }) => {
    await fill(page, { nationality: "US", from: "US", to: "US", port: "Shanghai Pudong International Airport" });
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(page.locator("[data-island]").getByRole("status")).toContainText("you need a Chinese visa");
    await expect(page.getByText(/round trip, not transit/)).toBeVisible();
  });

  test("Xinjiang is outside transit; a UK passport goes on 30-day visa-free entry", async ({ page }) => {
    await fill(page, { nationality: "GB", from: "GB", to: "HK", port: "Beijing Capital International Airport" });
    await page.getByRole("checkbox", { name: /^Xinjiang/ }).check();
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(page.locator("[data-island]").getByRole("status")).toContainText(
      "30-day visa-free entry: fits your plan",
    );
    await expect(
      page
        .getByRole("list", { name: "Entry options, best first" })
        .getByRole("listitem")
        .filter({ hasText: "240-hour" }),
    ).toContainText("Not allowed on this option: Xinjiang");
  });

  test("Germany and the United Kingdom are each listed once, and both are visa-free for 30 days", async ({ page }) => {
    const status = page.locator("[data-island]").getByRole("status");
    const passport = page.getByLabel("Nationality on your passport");
    for (const country of ["Germany", "United Kingdom"]) {
      await expect(passport.locator("option", { hasText: new RegExp(`^${country}$`) })).toHaveCount(1);
      await passport.selectOption({ label: country });
      await page.getByLabel(/in from/).selectOption({ label: country });
      await page.getByLabel("Leaving China for").selectOption({ label: country });
      await page.getByLabel("Arrival date").fill("2026-12-01");
      // 29 nights: inside the 30 days however they are counted.
      await page.getByLabel("Leaving date").fill("2026-12-30");
      await page.getByRole("button", { name: "Check my trip" }).click();
      await expect(status).toContainText("30-day visa-free entry: fits your plan, no visa needed.");
      const visa = page
        .getByRole("list", { name: "Entry options, best first" })
        .getByRole("listitem")
        .filter({ hasText: "Chinese visa" });
      await expect(visa).toContainText("Not needed for this plan");
    }
    // Leaving on the 30th day after arrival: one reading of the rule allows it, so the answer is "check first",
    // never a visa headline above a card that says visa-free entry fits.
    await page.getByLabel("Leaving date").fill("2026-12-31");
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(status).toContainText("30-day visa-free entry: check first.");
    await expect(status).toContainText("Safe plan: leave by Wednesday, December 30, 2026.");
    await expect(status).not.toContainText("you need a Chinese visa");
    const options = page.getByRole("list", { name: "Entry options, best first" }).locator(":scope > li");
    await expect(options.first()).toContainText("30-day visa-free entry");
    await expect(options.nth(1)).toContainText("The sure way, if the option above does not hold");
  });

  test("says what is missing instead of answering", async ({ page }) => {
    await page.getByRole("button", { name: "Check my trip" }).click();
    await expect(page.locator("[data-island]").getByRole("status")).toContainText(
      "Choose the nationality of your passport.",
    );
  });
});

test.describe("the folded lists", () => {
  test("printing opens every one of them, and closes them again after", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("html[data-enhanced]")).toBeAttached();
    const folds = page.locator("details[data-fold]");
    await expect(folds).toHaveCount(4);
    await expect(page.locator("details[data-fold][open]")).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
    await expect(page.locator("details[data-fold]:not([open])")).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new Event("afterprint")));
    await expect(page.locator("details[data-fold][open]")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is disabled, says why, and the rules are on the page", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("button", { name: "Check my trip" })).toBeDisabled();
    await expect(page.getByText("The checker needs JavaScript to answer.")).toBeVisible();
    await page.getByRole("link", { name: "read the rules below" }).click();
    await expect(page).toHaveURL(/#rules$/);
    await expect(page.getByRole("heading", { name: "The rules the checker reads" })).toBeVisible();
    // The long lists are folded under lines that say what they hold; each opens without JavaScript.
    const ports = page.getByRole("table", { name: /The 65 transit ports/ });
    await expect(ports).toBeHidden();
    await page.getByText("The 65 transit ports, with their Chinese names").click();
    await expect(ports).toBeVisible();
    await page.getByText("The 24 provinces open to transit visitors, and where in each").click();
    await expect(page.getByRole("table", { name: /Where transit visitors may go/ })).toContainText(
      "Only Taiyuan, Datong",
    );
  });
});
