import type { ConsoleMessage, Page } from "@playwright/test";

/** Collects everything that should never happen on a page: errors, failed and third-party requests. */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  const logs: string[] = [];
  /** The paths of the site's own scripts the page requested, in order. */
  const scripts: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    const text = msg.text();
    logs.push(text);
    if (msg.type() === "error") problems.push(`console error: ${text}`);
    if (msg.type() === "warning" && /hydrat|did not match|Warning:/i.test(text))
      problems.push(`console warning: ${text}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) problems.push(`request to another origin: ${url}`);
    else if (req.resourceType() === "script") scripts.push(new URL(url).pathname);
  });
  page.on("response", (res) => {
    if (res.status() >= 400 && res.url().startsWith(origin) && res.request().resourceType() !== "document")
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { problems, logs, scripts };
}

/**
 * Answers Amap's web page locally: a test sees where a map link's tap went, and nothing leaves the
 * machine. Returns the addresses opened, in order.
 */
export async function catchAmap(page: Page): Promise<URL[]> {
  const opened: URL[] = [];
  await page.route("https://uri.amap.com/**", async (route) => {
    opened.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Amap</title>" });
  });
  return opened;
}

/**
 * What a saved page's offline box says when it is the saved copy: offline mode in some Chromium versions
 * leaves `navigator.onLine` true, and the worker's mark then says the site cannot be reached, so the offline
 * tests accept either reason (blocked-network.spec.ts holds each one exactly).
 */
export const SAVED_COPY =
  /^(You are offline|The site cannot be reached|The site is not answering): this is the copy saved [A-Z][a-z]+ \d{1,2}, \d{4}\.$/;
