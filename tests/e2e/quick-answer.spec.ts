/**
 * On a 390x844 phone, every how-to page's quick solution starts within 900 px of the top: the
 * title, the dates and the one line on what changed come first, and nothing else stands between
 * them and the answer. Read from the registry, so a new how-to page is covered.
 */
import { expect, test } from "./reused-page";
import { registry } from "../../app/lib/registry";

const QUICK_ANSWER_MAX_TOP = 900;
const howTos = registry().pages.filter((p) => p.type === "solution");

test.use({ viewport: { width: 390, height: 844 } });

for (const entry of howTos)
  test(`${entry.path}: the quick solution starts within ${QUICK_ANSWER_MAX_TOP} px on a 390 px phone`, async ({
    page,
  }) => {
    await page.goto(entry.path);
    await page.evaluate(() => document.fonts.ready);
    const top = await page
      .locator("#quick-solution")
      .evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
    test.info().annotations.push({ type: "quick-solution-top", description: `${entry.path} ${top}` });
    expect(top, `${entry.path}: the quick solution's top`).toBeLessThanOrEqual(QUICK_ANSWER_MAX_TOP);
  });
