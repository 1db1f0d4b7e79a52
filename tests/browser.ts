import { existsSync } from "node:fs";

/** Debian's Chromium (never a downloaded browser): the whole browser, for benches and pictures. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's build of Chromium's headless shell: the same engine and version, without a browser's windows. */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser the tests drive: Chromium's headless shell when it is installed (as Playwright itself runs
 * headless tests), else the whole browser. The shell renders, lays out and runs pages with the same
 * Blink and V8, and costs about 40% less CPU per test on these machines: no browser window, address
 * bar or its renderers for each page (decision 0033).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath);

/** The flags that keep Chromium quiet on a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
