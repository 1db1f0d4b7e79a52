/**
 * "Report a mistake": every content page has the link under its date, an email to the support
 * address with the page's path and title filled in; every fact's popover has its own link, with
 * the page's path, the fact's id and the value shown; /changes lists the corrections readers'
 * reports led to. The links are read as a mail app would: the `href`, decoded.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./reused-page";
import { site } from "../../app/config/site";
import { changesAnchor, readerCorrections, siteChanges } from "../../app/lib/changes";
import { factsOf } from "../../app/lib/content/fact-usage";
import { CHANGES_PATH } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";
import { REPORT_HREF_MAX } from "../../app/lib/report-mistake";

const { pages } = registry();
/** Every page that shows content: all but the landing page, which has the footer's contact link. */
const contentPages = pages.filter((p) => p.type !== "landing");
/** The first page of each type, and /changes, which lists the corrections. */
const onePerType = [
  ...[...new Set(contentPages.map((p) => p.type))].map((type) => contentPages.find((p) => p.type === type)!),
  contentPages.find((p) => p.path === CHANGES_PATH)!,
];

/** Text out of an HTML attribute as React writes it. */
const unescapeAttr = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The mail a `mailto:` link opens: its address, subject and body. */
function mailOf(href: string) {
  expect(href.length).toBeLessThanOrEqual(REPORT_HREF_MAX);
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const [, query = ""] = href.split("?");
  const fields = Object.fromEntries(
    query.split("&").map((kv) => [kv.slice(0, kv.indexOf("=")), decodeURIComponent(kv.slice(kv.indexOf("=") + 1))]),
  );
  return { address: decodeURIComponent(url.pathname), subject: fields.subject ?? "", body: fields.body ?? "" };
}

const hrefOf = async (link: Locator) => (await link.getAttribute("href"))!;

test("every content page has one Report a mistake link with its path and title in the email", async ({ request }) => {
  for (const entry of contentPages) {
    const html = await (await request.get(entry.path)).text();
    const links = [
      ...html.matchAll(/<a href="(mailto:[^"]*)"[^>]*>(?:<svg[^>]*><use[^>]*><\/use><\/svg>)? Report a mistake<\/a>/g),
    ];
    expect(links, `${entry.path}: one "Report a mistake" link`).toHaveLength(1);
    const mail = mailOf(unescapeAttr(links[0]![1]!));
    expect(mail.address).toBe(site.supportEmail);
    expect(mail.subject).toContain(entry.path);
    expect(mail.body).toContain(`Page: ${entry.path}\r\n`);
    expect(mail.body).toContain(`Title: ${entry.name}\r\n`);
  }
});

for (const entry of onePerType)
  test(`${entry.path}: the Report a mistake link sits under the date and opens a filled-in email`, async ({ page }) => {
    await page.goto(entry.path);
    const line = page.locator("[data-page-changes]");
    await expect(line).toHaveCount(1);
    const link = line.getByRole("link", { name: "Report a mistake" });
    await expect(link).toBeVisible();
    const mail = mailOf(await hrefOf(link));
    expect(mail.body).toContain(`Page: ${entry.path}\r\n`);
    expect(mail.body).toMatch(/What is wrong:/);
    // The line's other link leads to the page's own changes on /changes.
    if (entry.changes.length) {
      const all = line.getByRole("link", { name: /changes|Change history/ });
      await expect(all).toHaveAttribute("href", `${CHANGES_PATH}#${changesAnchor(entry.path)}`);
    }
  });

/** A how-to page whose text cites facts, and a city guide: each popover's link names its own page. */
const withFacts = ["solution", "city"].map((type) => pages.find((p) => p.type === type && factsOf(p.record).size)!);

for (const entry of withFacts)
  test(`${entry.path}: a fact's popover links to an email with the page's path, the fact's id and the value shown`, async ({
    page,
  }) => {
    const cited = factsOf(entry.record);
    await page.goto(entry.path);
    const fact = page.locator(".fact").filter({ visible: true }).first();
    await fact.locator("button[popovertarget]").first().click();
    const popover = fact.locator("[popover]");
    await expect(popover).toBeVisible();
    const link = popover.getByRole("link", { name: "Report a mistake in this figure" });
    await expect(link).toBeVisible();
    const shown = (await fact.locator("button[popovertarget]").first().innerText()).trim();
    const mail = mailOf(await hrefOf(link));
    expect(mail.body).toContain(`Page: ${entry.path}\r\n`);
    const id = mail.body.match(/^Figure: (\S+) \(/m)?.[1];
    expect(cited, `the fact named, ${id}, is one the page cites`).toContain(id);
    expect(mail.subject).toBe(`Mistake in a figure: ${id}`);
    expect(mail.body).toContain(`Shown as: ${shown}\r\n`);
    // Every popover's link on the page names this page, none another page or a blank.
    for (const href of await page
      .locator(".fact-popover a[href^='mailto:']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
      expect(mailOf(href).body).toContain(`Page: ${entry.path}\r\n`);
  });

test("/changes lists readers' corrections in a section of its own, linked from the top, saying so while there are none", async ({
  page,
}) => {
  await page.goto(CHANGES_PATH);
  const corrections = page.locator("section#corrections");
  await expect(corrections.getByRole("heading", { level: 2 })).toHaveText("Corrections from readers’ reports");
  await expect(corrections).toContainText("Report a mistake");
  await expect(corrections.locator(`a[href="mailto:${site.supportEmail}"]`)).toHaveCount(1);
  const reported = readerCorrections(siteChanges(pages));
  if (reported.length) await expect(corrections.locator("li")).toHaveCount(reported.length);
  else
    await expect(corrections.locator("[data-no-corrections]")).toHaveText(
      /No change has come from a reader’s report yet/,
    );
  // Linked from the top of the page, before the list of changes by month.
  const jump = page.locator("main a[href='#corrections']");
  await expect(jump).toBeVisible();
  await jump.click();
  await expect(page).toHaveURL(/#corrections$/);
  await expect(corrections).toBeInViewport();
});

test("a page's line of changes leads to all of its changes on /changes, and only its own", async ({ page }) => {
  const entry = pages.find((p) => p.type === "solution" && p.changes.length > 1)!;
  await page.goto(entry.path);
  await page
    .locator("[data-page-changes]")
    .getByRole("link", { name: `All ${entry.changes.length} changes` })
    .click();
  await expect(page).toHaveURL(`${CHANGES_PATH}#${changesAnchor(entry.path)}`);
  const own = page.locator(`#${changesAnchor(entry.path)}`);
  await expect(own).toBeInViewport();
  await expect(own.getByRole("heading")).toHaveText(entry.name);
  await expect(own.locator("li")).toHaveText(entry.changes.map((c) => new RegExp(`: ${escapeRegExp(c.note)}$`)));
});
