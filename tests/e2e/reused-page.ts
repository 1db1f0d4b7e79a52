import { test as base } from "./test";

/**
 * A `test` whose `page` is reused from one test to the next in a worker (one page for each set of
 * context options, such as JavaScript on or off), for tests that only read and click pages. A new
 * context and page for each test cost more CPU than most of these tests themselves: a new renderer
 * (and, in the whole browser, a window), about 0.6 CPU-seconds each on these machines in the whole
 * browser, against about 0.25 to load the next page in the same one.
 *
 * Before each test the page goes blank, the site's storage is cleared and the test's viewport is
 * set; after it, its listeners, routes and emulated media are dropped. So no test sees what the one
 * before it left; the HTTP cache is kept, as a reader's is. Not for a test that adds init scripts,
 * goes offline or uses `context` (that is another, fresh context). A failed test ends its worker,
 * and its pages with it.
 */
export const test = base.extend({
  page: async (
    {
      workerPages,
      browser,
      baseURL,
      viewport,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      serviceWorkers,
    },
    provide,
  ) => {
    const options = { javaScriptEnabled, isMobile, hasTouch, deviceScaleFactor, serviceWorkers, baseURL };
    const key = JSON.stringify(options);
    let page = workerPages.get(key);
    if (!page) {
      page = await (await browser.newContext({ ...options, viewport })).newPage();
      workerPages.set(key, page);
    }
    await page.goto("about:blank");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: new URL(baseURL!).origin, storageTypes: "all" });
    await cdp.detach();
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    // What a test set on the page would otherwise reach the next test's page.
    await page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  },
});

export { expect } from "./test";
