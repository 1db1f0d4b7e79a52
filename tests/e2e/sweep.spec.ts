/**
 * Sweeps over every registered page (a new page is covered without touching
 * this file), on the desktop and the phone project. audit-negative.spec.ts
 * shows the same audit failing on a broken page.
 */
import { expect, test } from "@playwright/test";
import { registry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { auditPage } from "./audit";

const { pages } = registry();

for (const entry of pages) {
  test(`${entry.path} renders cleanly and accessibly`, async ({ page, baseURL }, info) => {
    const expected = {
      path: entry.path,
      title: entry.title,
      description: entry.description,
      canonical: absoluteUrl(entry.path),
    };
    expect(await auditPage(page, baseURL!, expected, { phone: info.project.name === "phone" })).toEqual([]);
  });
}
