/**
 * The landing page's states (spec sections 2 and 4) and its analytics.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { landingOffer, LAUNCH_PRICE } from "../../app/lib/pricing";
import { NAV_OPAQUE_AFTER, STICKY_BANNER_AFTER } from "../../app/lib/site-nav";
import { EDITION_YEAR } from "../../app/lib/product";

type GtagCall = [string, string, Record<string, unknown>];

/** Records every gtag call in window.__gtagCalls instead of sending it anywhere. */
async function stubGtag(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = (...args: unknown[]) => void w.__gtagCalls.push(args);
  });
}
const gtagCalls = (page: Page) => page.evaluate(() => (window as unknown as { __gtagCalls: GtagCall[] }).__gtagCalls);

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

async function ready(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
}

test.describe("landing page", () => {
  test("shows the sections in the spec's order with the exact headline", async ({ page }) => {
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `The Only China Travel Guide That Actually Prepares You for ${EDITION_YEAR}`,
    );
    const order = await page.evaluate(() =>
      ["hero-heading", "whats-inside", "pricing", "free-guides", "faq", "final-cta-heading"].map(
        (id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY,
      ),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator("#pricing")).toContainText(`${landingOffer.percentOff}% off`);
    await expect(page.locator("#pricing")).toContainText("$49");
    await expect(page.locator("#pricing")).toContainText("This Guide Pays for Itself");
  });

  test("says by the buy button and in the FAQ to buy and download before flying, and how to keep a copy", async ({
    page,
  }) => {
    await ready(page);
    // Mainland networks may not open the storefront or the guide's home (landing.yaml, pricing.delivery).
    await expect(page.locator("#pricing")).toContainText("Buy it and download it at home, before you fly.");
    await expect(page.locator("#pricing")).toContainText("may not open on hotel Wi-Fi or a Chinese SIM");
    const faq = page.locator("#faq");
    await faq.getByText("What format is the guide, and how do I get it?").click();
    await expect(faq).toContainText("Do all of that before your flight.");
    await expect(faq).toContainText("save each chapter you will need as a PDF");
  });

  test("the navigation bar is transparent at the top and opaque past 10 px, both ways", async ({ page }) => {
    await ready(page);
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-state", "transparent");
    await scrollTo(page, NAV_OPAQUE_AFTER + 5);
    await expect(header).toHaveAttribute("data-state", "opaque");
    await scrollTo(page, NAV_OPAQUE_AFTER - 5);
    await expect(header).toHaveAttribute("data-state", "transparent");
  });

  test("the sticky banner appears past 400 px, hides above it, and stays closed after a reload", async ({ page }) => {
    await ready(page);
    const banner = page.getByTestId("sticky-banner");
    await expect(banner).toBeHidden();
    await scrollTo(page, STICKY_BANNER_AFTER + 50);
    await expect(banner).toBeVisible();
    await scrollTo(page, STICKY_BANNER_AFTER - 50);
    await expect(banner).toBeHidden();
    await scrollTo(page, STICKY_BANNER_AFTER + 50);
    await banner.getByRole("button", { name: "Close offer banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await scrollTo(page, STICKY_BANNER_AFTER + 300);
    await expect(page.getByTestId("sticky-banner")).toHaveCount(0);
  });

  test("the sticky banner steps aside over the pricing block, the final call to action and the footer", async ({
    page,
  }) => {
    await ready(page);
    const banner = page.getByTestId("sticky-banner");
    await scrollTo(page, STICKY_BANNER_AFTER + 50);
    await expect(banner).toBeVisible();
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await expect(banner).toBeHidden();
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await page.locator("#final-cta-heading").scrollIntoViewIfNeeded();
    await expect(banner).toBeHidden();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(banner).toBeHidden();
  });

  test("the sticky banner's button scrolls to pricing and records a purchase-intent click", async ({ page }) => {
    await stubGtag(page);
    await ready(page);
    await scrollTo(page, STICKY_BANNER_AFTER + 50);
    await page.getByTestId("sticky-banner").getByRole("link", { name: "See the offer" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
    // Landing on the pricing block, the banner steps aside instead of covering it, and the heading
    // stops below the fixed header (the section's scroll margin).
    await expect(page.getByTestId("sticky-banner")).toBeHidden();
    await page.waitForFunction(async () => {
      const y = window.scrollY;
      await new Promise((r) => setTimeout(r, 150));
      return window.scrollY === y;
    });
    const header = (await page.locator("header.site-header").boundingBox())!;
    const heading = (await page.locator("#pricing-heading").boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
    const calls = await gtagCalls(page);
    expect(calls.map((c) => c[1])).toEqual(["cta_click", "begin_checkout"]);
    expect(calls[0]![2]).toEqual({ event_category: "engagement", event_label: "sticky_cta", value: LAUNCH_PRICE });
  });

  test.describe("behaviours, not layout", () => {
    test.skip(({ isMobile }) => !isMobile, "once, on the phone");
    test("the FAQ accordion keeps one item open and lets it close again", async ({ page }) => {
      await ready(page);
      const items = page.locator("#faq details");
      await expect(items).toHaveCount(5);
      await items.nth(0).locator("summary").click();
      await expect(items.nth(0)).toHaveAttribute("open", "");
      await items.nth(2).locator("summary").click();
      await expect(items.nth(2)).toHaveAttribute("open", "");
      await expect(items.nth(0)).not.toHaveAttribute("open", "");
      await items.nth(2).locator("summary").click();
      await expect(page.locator("#faq details[open]")).toHaveCount(0);
    });

    test("the FAQPage structured data equals the visible questions and answers", async ({ page }) => {
      await ready(page);
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      const faq = ld.find((b) => b["@type"] === "FAQPage");
      // A cited figure's popover (its source and date) is not part of the answer's text.
      const visible = await page.locator("#faq details").evaluateAll((els) =>
        els.map((d) => {
          const answer = d.querySelector("div")!.cloneNode(true) as HTMLElement;
          answer.querySelectorAll("[popover]").forEach((p) => p.remove());
          return { q: d.querySelector("summary")!.textContent!.trim(), a: answer.textContent!.trim() };
        }),
      );
      expect(
        faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({
          q: q.name,
          a: q.acceptedAnswer.text,
        })),
      ).toEqual(visible);
    });

    test("every buy link opens the storefront safely with wanted=true", async ({ page }) => {
      await ready(page);
      const links = page.locator("a[data-placement]");
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(new URL((await link.getAttribute("href"))!).searchParams.get("wanted")).toBe("true");
      }
    });
  });
});

test.describe("analytics placements", () => {
  test.skip(({ isMobile }) => !isMobile, "behaviour, not layout: once, on the phone");
  for (const placement of ["hero", "pricing_section", "final_cta"]) {
    test(`a ${placement} buy click sends cta_click and begin_checkout`, async ({ page, context }) => {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await stubGtag(page);
      await ready(page);
      await page.locator(`a[data-placement="${placement}"]`).first().click({ modifiers: [] });
      const calls = await gtagCalls(page);
      expect(calls).toHaveLength(2);
      expect(calls[0]).toEqual([
        "event",
        "cta_click",
        { event_category: "engagement", event_label: placement, value: LAUNCH_PRICE },
      ]);
      expect(calls[1]![1]).toBe("begin_checkout");
      expect(calls[1]![2]).toMatchObject({
        event_category: "ecommerce",
        event_label: placement,
        currency: "USD",
        value: LAUNCH_PRICE,
      });
    });
  }
});

test.describe("desktop navigation", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");

  test("section links scroll on / and work from another path", async ({ page, context }) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await stubGtag(page);
    await ready(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();

    await ready(page, "/privacy-policy");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();

    await page.locator('a[data-placement="navbar"]').click();
    expect((await gtagCalls(page))[0]![2]).toMatchObject({ event_label: "navbar" });
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "phone only");

  test("opens, closes after a menu item, and closes after the call to action", async ({ page, context }) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await stubGtag(page);
    await ready(page);
    const menu = page.locator("header details");
    await page.locator("header summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "What's Inside" }).click();
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(page.locator("#whats-inside")).toBeInViewport();

    await page.locator("header summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.locator('a[data-placement="navbar_mobile"]').click();
    await expect(menu).not.toHaveAttribute("open", "");
    expect((await gtagCalls(page))[0]![2]).toMatchObject({ event_label: "navbar_mobile" });
  });
});
