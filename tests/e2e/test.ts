import { test as base, type Page } from "@playwright/test";

/**
 * Every browser spec's `test`: Playwright's own, with a fresh context and page for each test, plus the
 * worker's pool of reusable pages (`reused-page.ts` hands them out). Playwright starts a worker process
 * for each set of worker fixtures; with one set for all specs, a worker runs any spec of its project,
 * and the suite starts two workers (each with its own browser and its own load of the content) per
 * project instead of two per kind of spec. So every spec imports `test` from here or from
 * `reused-page.ts`, never from `@playwright/test` (ESLint holds this).
 */
export const test = base.extend<object, { workerPages: Map<string, Page> }>({
  workerPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const pages = new Map<string, Page>();
      await provide(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
