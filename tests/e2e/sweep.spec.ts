/**
 * Sweeps over every registered page (a new page is covered without touching
 * this file) on the phone, and over the first page of each type on the
 * desktop: a page type's wide layout is the same for all its pages, and what
 * differs between them (their text, links, images) is checked on the phone
 * and by the static sweeps. audit-negative.spec.ts shows the same audit
 * failing on a broken page. The audits share one page per worker (reused-page.ts).
 */
import { expect, test } from "./reused-page";
import { allCollections } from "../../app/lib/content/collections";
import { registry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { auditPage } from "./audit";
import { expectedModules } from "./page-modules";

const { pages } = registry();
const desktopPages = new Set(allCollections.map((c) => pages.find((p) => p.type === c.type)?.path));

for (const entry of pages) {
  test.describe(() => {
    // Decided from the project's options, before the test opens a browser page it would not use.
    if (!desktopPages.has(entry.path)) test.skip(({ isMobile }) => !isMobile, "one page per type on the desktop");
    test(`${entry.path} renders cleanly and accessibly`, async ({ page, baseURL, isMobile }) => {
      const expected = {
        path: entry.path,
        title: entry.title,
        description: entry.description,
        canonical: absoluteUrl(entry.path),
        modules: expectedModules(entry),
      };
      expect(await auditPage(page, baseURL!, expected, { phone: isMobile })).toEqual([]);
    });
  });
}
