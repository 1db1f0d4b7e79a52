/**
 * The traveller tools that answer in the browser: the pre-trip checklist
 * (answers, ticks kept across reloads and offline, the calendar file, print)
 * and the payment troubleshooter (one question at a time to a fix, Back, Start
 * over, focus). Each tool's reduced form without JavaScript is a complete list
 * whose links work. The registry sweep (sweep.spec.ts) audits both pages as
 * built; here axe also checks them in their answered states.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { clientDir } from "../../app/lib/build-dir";
import { factById } from "../../app/lib/content/facts";
import { assetsOfPage, OFFLINE, type OfflineManifest, type SavedPage } from "../../app/lib/offline";
import { registry } from "../../app/lib/registry";
import { axeViolations } from "./axe";
import { SAVED_COPY, watchPage } from "./support";

const { datasets } = registry();

const CHECKLIST = "/tools/china-trip-checklist";
const TROUBLESHOOTER = "/tools/payment-troubleshooter";

/** The checklist once React runs, with a trip that starts on January 10, 2027, on a Chinese SIM, needing Google. */
async function answerChecklist(page: Page) {
  await page.goto(CHECKLIST);
  const tool = page.locator("[data-checklist][data-ready]");
  await expect(tool).toBeVisible();
  await tool.getByLabel("The day your trip starts").fill("2027-01-10");
  await tool.getByRole("radio", { name: "A Chinese SIM card" }).check();
  await tool
    .getByRole("group", { name: /blocked in China/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  return tool;
}

test("a second tool page reuses the first one's framework chunk and loads only its own island", async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const scripts: string[] = [];
    const listen = (r: import("@playwright/test").Request) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    };
    page.on("request", listen);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("[data-island] > [data-ready]")).toHaveCount(1);
    page.off("request", listen);
    return scripts;
  };
  const framework = (scripts: string[]) => scripts.filter((s) => s.startsWith("/assets/framework-"));
  const first = await scriptsOf(CHECKLIST);
  const second = await scriptsOf(TROUBLESHOOTER);
  expect(framework(first)).toHaveLength(1);
  expect(framework(second)).toEqual(framework(first));
  expect(second.filter((s) => s.startsWith("/assets/tripChecklist-"))).toEqual([]);
});

test.describe("pre-trip checklist", () => {
  test("answers add dated tasks linked to their guides, and a tick survives a reload", async ({ page, baseURL }) => {
    const watch = watchPage(page, baseURL!);
    const tool = await answerChecklist(page);
    const vpn = tool.locator('[data-task="vpn"]');
    await expect(vpn).toContainText("Decide about a VPN before you land");
    await expect(vpn).toContainText("Due Sun, Jan 3, 2027");
    await expect(vpn.getByRole("link", { name: "How to set up a VPN before you fly" })).toHaveAttribute(
      "href",
      "/how-to-setup-vpn-china",
    );
    // Due dates cross the year boundary; a city in Tibet adds the Tibet tasks and answers the Tibet question.
    await tool.getByRole("checkbox", { name: "Lhasa", exact: true }).check();
    await expect(tool.locator('[data-task="tibet-tour"]')).toContainText("Due Sun, Dec 6, 2026");
    await expect(
      tool.getByRole("group", { name: "Are you going to Tibet?" }).getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    await expect(tool.locator('[data-task="city-guide:lhasa"] a')).toHaveAttribute("href", "/lhasa-travel-guide-2025");

    const tick = tool.locator('[data-task="vpn"] input[type="checkbox"]');
    await tick.check();
    // The checklist's progress line (each hotel form has a status line of its own).
    await expect(tool.getByRole("status").filter({ hasText: "tasks" })).toContainText("1 done");
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    const again = page.locator("[data-checklist][data-ready]");
    await expect(again).toBeVisible();
    await expect(again.locator('[data-task="vpn"] input[type="checkbox"]')).toBeChecked();
    await expect(again.getByLabel("The day your trip starts")).toHaveValue("2027-01-10");
    await expect(again.getByRole("checkbox", { name: "Lhasa", exact: true })).toBeChecked();
    expect(watch.problems).toEqual([]);
  });

  test("exports the open tasks as a calendar file", async ({ page }) => {
    const tool = await answerChecklist(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      tool.getByRole("button", { name: "Add to calendar (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("china-trip-checklist.ics");
    const ics = readFileSync((await download.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("SUMMARY:Decide about a VPN before you land\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270103\r\n");
    expect(ics.replace(/\r\n /g, "")).toContain("/how-to-setup-vpn-china");
    await expect(tool.getByText(/Calendar file with \d+ tasks downloaded/)).toBeVisible();
  });

  test("a trip plan adds its cities and dates each train's sale from its day, in the list and the calendar file", async ({
    page,
  }) => {
    const tool = await answerChecklist(page);
    await tool.getByLabel("Following one of our trip plans?").selectOption("beijing-xian-shanghai-10-days");
    await expect(tool.getByRole("checkbox", { name: "Xi’an", exact: true })).toBeChecked();
    await expect(
      tool.getByRole("group", { name: "Will you take trains between cities?" }).getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    // Day 5 (January 14) rides Beijing to Xi'an: its sale opens the window, less the travel day, before it.
    const window = Number(factById("trains.booking-window")!.value);
    const due = new Date(Date.UTC(2027, 0, 14 - (window - 1)));
    const dueText = due.toLocaleDateString("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const train = tool.locator('[data-task="plan:beijing-xian-shanghai-10-days:train:beijing-xian:5"]');
    await expect(train).toContainText("Day 5: buy the Beijing to Xi’an train");
    await expect(train).toContainText(`Due ${dueText}`);
    await expect(train.getByRole("link")).toHaveAttribute("href", "/itineraries/beijing-xian-shanghai-10-days#day-5");
    // The plan's dated train sales replace the general "book your first train" reminder.
    await expect(tool.locator('[data-task="train-book"]')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      tool.getByRole("button", { name: "Add to calendar (.ics)" }).click(),
    ]);
    const ics = readFileSync((await download.path())!, "utf8").replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Day 5: buy the Beijing to Xi’an train");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${due.toISOString().slice(0, 10).replace(/-/g, "")}`);

    // A plan page's link opens the checklist with that plan chosen, keeping the reader's answers.
    await page.goto(`${CHECKLIST}?plan=yunnan-10-days`);
    const linked = page.locator("[data-checklist][data-ready]");
    await expect(linked.getByLabel("Following one of our trip plans?")).toHaveValue("yunnan-10-days");
    await expect(linked.getByRole("checkbox", { name: "Dali", exact: true })).toBeChecked();
    await expect(linked.getByLabel("The day your trip starts")).toHaveValue("2027-01-10");
  });

  test("a trip plan on real dates: a Monday at the palace is flagged with a swap, Golden Week is flagged, and entry is the checker's answer", async ({
    page,
  }) => {
    // Day 1 on Sunday 2027-02-28 puts day 2, the Forbidden City, on Monday 2027-03-01.
    await page.goto(`${CHECKLIST}?plan=beijing-and-shanghai-7-days&date=2027-02-28&passport=US`);
    const dated = page.locator("[data-checklist][data-ready] [data-dated-plan]");
    await expect(dated).toBeVisible();
    const day2 = dated.locator('[data-day="2"]');
    await expect(day2).toContainText("Monday");
    await expect(day2.locator("[data-shut]")).toContainText(
      "Shut on Mondays: Forbidden City (Palace Museum); Temple of Heaven (Tiantan) (partly). Swap this day with day 3",
    );
    await expect(dated.locator('[data-day="3"] [data-shut]')).toHaveCount(0);
    // A US passport is on the transit list only: 7 days can be transit, once an onward ticket is shown.
    await expect(dated.locator("[data-trip-entry]")).toHaveAttribute("data-trip-entry", "check");
    await expect(dated.locator("[data-trip-entry]")).toContainText("240-hour visa-free transit: check first");
    await expect(
      page.locator("[data-checklist]").getByLabel("Your passport (for how you can enter China)"),
    ).toHaveValue("US");

    // Starting on 2026-09-30, days 2 to 7 fall in the National Day holiday, Golden Week.
    await page.goto(`${CHECKLIST}?plan=beijing-and-shanghai-7-days&date=2026-09-30&passport=FR`);
    const golden = page.locator("[data-checklist][data-ready] [data-dated-plan]");
    await expect(golden.locator('[data-day="1"] [data-period]')).toHaveCount(0);
    await expect(golden.locator('[data-day="2"] [data-period="holiday"]')).toContainText(
      "National Day (October 1–7, 2026)",
    );
    // 2026-10-05 is a Monday inside the holiday: the palace opens on public holidays, so nothing is shut.
    await expect(golden.locator("[data-shut]")).toHaveCount(0);
    await expect(golden.locator("[data-trip-entry]")).toHaveAttribute("data-trip-entry", "free");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("prints the dated list without the form or the full reference", async ({ page }) => {
    const tool = await answerChecklist(page);
    await page.emulateMedia({ media: "print" });
    await expect(tool.locator("form")).toBeHidden();
    await expect(page.locator("#whole-checklist")).toBeHidden();
    await expect(tool.locator('[data-task="vpn"]')).toBeVisible();
  });

  test.describe("saved for offline", () => {
    // The service worker saves the page with its hotel (the other tests block it: playwright.config.ts).
    test.use({ serviceWorkers: "allow" });
    test("my hotel: Chinese makes a driver card that opens full screen with an Amap link, after a reload offline; English gets a clear message", async ({
      page,
      context,
    }) => {
      const tool = await answerChecklist(page);
      await tool.getByRole("checkbox", { name: "Beijing" }).check();
      const hotel = tool.locator('[data-my-hotel="beijing"]');
      await hotel.getByLabel("Hotel name in Chinese").fill("Hilton Beijing Wangfujing");
      await hotel.getByLabel("Address in Chinese").fill("8 Wangfujing East Street");
      await hotel.getByRole("button", { name: "Make the driver card" }).click();
      await expect(hotel.locator("[data-hotel-problem]")).toContainText("in Chinese characters");
      await expect(hotel.locator("[data-driver-card]")).toHaveCount(0);

      await hotel.getByLabel("Hotel name in Chinese").fill("北京王府井希尔顿酒店");
      await hotel.getByLabel("Address in Chinese").fill("北京市东城区王府井东街8号");
      await hotel.getByRole("button", { name: "Make the driver card" }).click();
      await expect(hotel.locator("[data-driver-card]")).toContainText("北京市东城区王府井东街8号");
      await page.locator("[data-offline-save]").click();
      await expect(page.locator("[data-offline-status]")).toContainText("Saved for offline", { timeout: 15_000 });

      await context.setOffline(true);
      await page.reload();
      const card = page.locator('[data-checklist][data-ready] [data-my-hotel="beijing"] [data-driver-card]');
      await expect(card).toContainText("北京王府井希尔顿酒店");
      await expect(page.locator('[data-my-hotel="beijing"] a[href*="amap.com"]').first()).toBeVisible();
      await card.getByRole("button", { name: "Show full screen" }).click();
      await expect(page.locator("dialog.driver-fullscreen")).toContainText("北京王府井希尔顿酒店");
      await context.setOffline(false);

      // The Beijing guide's arrival cards end with the same hotel, printed on its arrival sheet.
      await page.goto("/beijing-travel-guide-2025");
      const inGuide = page.locator("[data-hub-cards] [data-my-hotel-card]");
      await expect(inGuide).toHaveCount(1);
      await inGuide.locator("summary").click();
      await expect(inGuide.locator("[data-driver-card]")).toContainText("北京市东城区王府井东街8号");
      await expect(inGuide.locator('a[href*="amap.com"]')).toHaveAttribute(
        "href",
        /keyword=%E5%8C%97%E4%BA%AC%E7%8E%8B/,
      );
      await page.emulateMedia({ media: "print" });
      await expect(inGuide.locator("[data-driver-card]")).toBeVisible();
    });
  });

  test.describe("offline", () => {
    test.skip(({ isMobile }) => !isMobile, "phone only (one run is enough)");
    // The service worker saves the page (the other tests block it: playwright.config.ts).
    test.use({ serviceWorkers: "allow" });
    test("a tool page is saved with the files the build lists for it, its island's chunks among them, or not at all", async ({
      page,
      context,
    }) => {
      const saved = () =>
        page.evaluate(
          async ([name, index, pagePath]) => {
            const cache = await caches.open(name);
            const entries = await cache.match(index);
            const entry = entries ? ((await entries.json()) as Record<string, SavedPage>)[pagePath] : undefined;
            return { page: Boolean(await cache.match(pagePath)), entry };
          },
          [OFFLINE.savedCache, OFFLINE.savedIndex, CHECKLIST] as const,
        );
      await page.goto(CHECKLIST);
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const status = page.locator("[data-offline-status]");

      // Without the offline manifest the worker does not know the page's files: the save fails and keeps nothing.
      await context.route(`**${OFFLINE.manifest}`, (route) => route.abort());
      await page.locator("[data-offline-save]").click();
      await expect(status).toHaveText("Could not save this page. Check your connection and try again.");
      expect(await saved()).toEqual({ page: false });

      await context.unroute(`**${OFFLINE.manifest}`);
      await page.locator("[data-offline-save]").click();
      await expect(status).toContainText("Saved for offline", { timeout: 15_000 });
      const manifest = JSON.parse(
        readFileSync(path.join(clientDir(path.resolve(import.meta.dirname, "../..")), OFFLINE.manifest), "utf8"),
      ) as OfflineManifest;
      const assets = (await saved()).entry?.assets ?? [];
      expect(assets).toEqual(
        assetsOfPage(
          manifest,
          manifest.pages.find((p) => p.path === CHECKLIST)!,
        ),
      );
      expect(assets).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/tripChecklist-/),
          expect.stringMatching(/^\/assets\/framework-/),
        ]),
      );
      // Every one is on the device: in the saved pages' cache, or the worker's precache (its keys carry a revision).
      for (const url of assets)
        expect(await page.evaluate((u) => caches.match(u, { ignoreSearch: true }).then(Boolean), url), url).toBe(true);
    });

    test("a saved checklist opens offline with its answers and ticks", async ({ page, context }) => {
      const tool = await answerChecklist(page);
      await tool.locator('[data-task="vpn"] input[type="checkbox"]').check();
      await page.locator("[data-offline-save]").click();
      await expect(page.locator("[data-offline-status]")).toContainText("Saved for offline", { timeout: 15_000 });

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);
      const offline = page.locator("[data-checklist][data-ready]");
      await expect(offline).toBeVisible();
      await expect(offline.locator('[data-task="vpn"] input[type="checkbox"]')).toBeChecked();
      await offline.locator('[data-task="amap"] input[type="checkbox"]').check();
      await page.reload();
      await expect(
        page.locator('[data-checklist][data-ready] [data-task="amap"] input[type="checkbox"]'),
      ).toBeChecked();
      await context.setOffline(false);
    });
  });
});

test.describe("payment troubleshooter", () => {
  test("one question at a time to a fix; Back, Start over and focus work; the fix links to its guide", async ({
    page,
    baseURL,
  }) => {
    const watch = watchPage(page, baseURL!);
    await page.goto(TROUBLESHOOTER);
    const tool = page.locator("[data-troubleshooter][data-ready]");
    await expect(tool).toBeVisible();
    const heading = tool.getByRole("heading", { level: 2 });
    await expect(heading).toHaveText("What is going wrong?");

    await tool.getByRole("button", { name: /Adding my card fails/ }).click();
    await expect(heading).toHaveText("What kind of card are you adding?");
    await expect(heading).toBeFocused();
    await tool.getByRole("button", { name: /regular credit or debit card/ }).click();
    await tool.getByRole("button", { name: "Alipay", exact: true }).click();
    await expect(heading).toHaveText("Your bank declined the link");
    await expect(heading).toBeFocused();
    await expect(tool.getByRole("navigation", { name: "Your answers so far" })).toContainText(
      "Which app are you adding it to? Alipay",
    );
    const guide = tool.getByRole("link", { name: /^Read the guide/ });
    await expect(guide).toHaveAttribute("href", "/how-to-use-alipay-china-foreign-card");
    // The fix's backups and sources are drawn a frame after its steps.
    await expect(tool.getByRole("heading", { name: "If that does not work" })).toBeVisible();
    await expect(tool.getByText(/^Sources:/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await tool.getByRole("button", { name: /Back/ }).click();
    await expect(heading).toHaveText("Which app are you adding it to?");
    await tool.getByRole("button", { name: "WeChat Pay", exact: true }).click();
    await expect(guide).toHaveAttribute("href", "/how-to-use-wechat-pay-tourist");

    await tool.getByRole("button", { name: "Start over" }).click();
    await expect(heading).toHaveText("What is going wrong?");
    await expect(tool.getByRole("navigation", { name: "Your answers so far" })).toHaveCount(0);

    await tool.getByRole("button", { name: /taxi driver wants cash/ }).click();
    await expect(heading).toHaveText("Pay the driver in cash, or pay by code");
    await guide.click();
    await expect(page).toHaveURL(/\/how-to-use-didi-china$/);
    expect(watch.problems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole checklist is a list grouped by timing, with conditions in words and working anchors", async ({
    page,
  }) => {
    await page.goto(CHECKLIST);
    await expect(page.locator("[data-checklist] input[type='date']")).toBeDisabled();
    const list = page.locator("#whole-checklist");
    await expect(list.locator("[data-reference-task]")).toHaveCount(datasets["trip-checklist"]!.data.tasks.length);
    await expect(list).toContainText(
      "If you buy a Chinese SIM card and you need Google, WhatsApp or other blocked services",
    );
    await expect(list).toContainText("If you visit Beijing, Chengdu, Guangzhou or Shanghai");
    await list
      .getByRole("navigation", { name: "Checklist timeline" })
      .getByRole("link", { name: "On arrival" })
      .click();
    await expect(page).toHaveURL(/#checklist-arrival$/);
    await expect(page.locator("#checklist-arrival-h")).toBeInViewport();
    await expect(list.getByRole("link", { name: "How to set up a VPN before you fly" })).toHaveAttribute(
      "href",
      "/how-to-setup-vpn-china",
    );
  });

  test("the whole troubleshooter is linked sections from the first question to each fix", async ({ page }) => {
    await page.goto(TROUBLESHOOTER);
    await expect(page.locator("[data-troubleshooter] button").first()).toBeDisabled();
    const tree = page.locator("#every-fix");
    await expect(tree.locator("#tree-symptom")).toBeHidden();
    await tree.getByText(/^All \d+ questions and \d+ fixes, as links$/).click();
    await tree
      .locator("#tree-symptom")
      .getByRole("link", { name: /Adding my card fails/ })
      .click();
    await expect(page).toHaveURL(/#tree-card-kind$/);
    await expect(page.locator("#tree-card-kind-h")).toBeInViewport();
    await tree
      .locator("#tree-card-kind")
      .getByRole("link", { name: /regular credit or debit card/ })
      .click();
    await tree.locator("#tree-card-app").getByRole("link", { name: "WeChat Pay", exact: true }).click();
    await expect(page).toHaveURL(/#tree-fix-card-wechat$/);
    const fix = page.locator("#tree-fix-card-wechat");
    await expect(fix).toBeInViewport();
    await expect(fix.getByRole("link", { name: "How to use WeChat Pay as a tourist" })).toHaveAttribute(
      "href",
      "/how-to-use-wechat-pay-tourist",
    );
    await fix.getByRole("link", { name: "cash" }).click();
    await expect(page).toHaveURL(/#backup-cash$/);
    await page.locator("#tree-fix-card-wechat").getByRole("link", { name: "Back to the first question" }).click();
    await expect(page).toHaveURL(/#tree-symptom$/);
  });
});
