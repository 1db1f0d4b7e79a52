import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./tests/browser";

const PORT = Number(process.env.TEST_PORT ?? 4174);
const launchOptions = { executablePath: testChromiumPath, args: chromiumArgs };

/**
 * Browser tests run against the production build served by the real local
 * server. Debian's Chromium is set in every project: spreading a device
 * descriptor would otherwise drop it.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions,
    trace: "off",
    // A fresh context per test would install the service worker and fill its precache on every page, for
    // nothing a test reads. The offline tests, which are about the worker, allow it (test.use).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      // Readers are on phones: behaviours are tested once, on the phone. The desktop runs what its
      // layout changes: the sweep (one page per type), the page types' sidebars and the landing page's
      // navigation, banner and sections, the home page's reading and Tab order, and each type's first
      // screen without its stylesheet, and the specs that set their own widths (every page at six widths, the Tab stops at 360 and 1280 px).
      testMatch: /(sweep|page-types|landing|reading-order|first-screen|widths|tab-stops)\.spec\.ts$/,
      use: { viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "phone",
      // These set their own widths, from a phone's to a desktop's: run once, in the desktop project.
      testIgnore: /(widths|tab-stops)\.spec\.ts$/,
      use: {
        viewport: { width: 360, height: 780 },
        // Layout, tap targets and text are measured in CSS pixels, the same at any density; the site has
        // no srcset and no resolution query. At 2x Chromium paints four times the pixels, about 8% of the
        // phone audits' time, for nothing a test reads (decision 0033). Screenshots for people stay at 2x.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        browserName: "chromium",
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node --import tsx server/serve.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
