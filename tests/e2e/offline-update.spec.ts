/**
 * A new build replaces the offline copies without mixing builds: a page saved
 * under one build, after the site is replaced by the next, is refreshed with
 * the next build's assets (as its offline manifest lists them), the old
 * build's assets leave every cache, and the saved page still works offline.
 *
 * "The next build" is the current build with its stylesheet changed and
 * renamed (as a new build's content hash does), every file that names it
 * rewritten, and the worker's precache revisions recomputed, served by the
 * site's own request handler from a second folder.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { SAVED_COPY } from "./support";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { clientDir, htmlFileOf } from "../../app/lib/build-dir";
import { OFFLINE, type SavedPage } from "../../app/lib/offline";
import { createHandler } from "../../server/serve";

const current = clientDir(path.resolve(import.meta.dirname, "../.."));
const PAGE = "/beijing-travel-guide-2025";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** A copy of the build as the next build would differ from it: a new stylesheet under a new name. */
function nextBuild(): { root: string; oldCss: string; newCss: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), "next-build-"));
  cpSync(current, root, { recursive: true });
  const css = readdirSync(path.join(root, "assets")).find((f) => /^app-.*\.css$/.test(f))!;
  const oldCss = `/assets/${css}`;
  const newCss = `/assets/${css.replace(/\.css$/, "N3xt.css")}`;
  writeFileSync(path.join(root, newCss), readFileSync(path.join(root, oldCss), "utf8") + "\n:root{--build:next}\n");
  unlinkSync(path.join(root, oldCss));
  for (const file of walk(root)) {
    // Precompressed copies would still carry the old name; the server falls back to the files.
    if (/\.(br|gz)$/.test(file)) unlinkSync(file);
    else if (/\.(html|js|json|webmanifest)$/.test(file)) {
      const text = readFileSync(file, "utf8");
      if (text.includes(css)) writeFileSync(file, text.replaceAll(css, path.basename(newCss)));
    }
  }
  // The worker's precache manifest: each revision is the hash of the file as it now is.
  const sw = path.join(root, OFFLINE.worker);
  const fileOf = (url: string) => (url.startsWith("/") ? htmlFileOf(root, url) : path.join(root, url));
  writeFileSync(
    sw,
    readFileSync(sw, "utf8").replace(
      /\{"revision":"[0-9a-f]+","url":"([^"]+)"\}/g,
      (_, url: string) =>
        `{"revision":"${createHash("md5")
          .update(readFileSync(fileOf(url)))
          .digest("hex")}","url":"${url}"}`,
    ),
  );
  return { root, oldCss, newCss };
}

/** The paths the page's origin holds in its caches (those whose name starts with `prefix`, when given). */
const cachedPaths = (page: Page, prefix = "") =>
  page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix)))
      for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
    return paths;
  }, prefix);

test.describe("a new build", () => {
  // The service worker keeps and replaces the saved pages (the other tests block it: playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  test.skip(({ isMobile }) => !isMobile, "phone only: one run is enough");
  test.setTimeout(90_000);

  let server: http.Server;
  let origin = "";
  let serveNext = (_opts: { failing?: string } = {}) => {};
  let next: ReturnType<typeof nextBuild>;

  test.beforeAll(async () => {
    next = nextBuild();
    const handlers = { now: createHandler(current) };
    // The next build; a `failing` page answers 500 (a save or refresh of it fails).
    serveNext = ({ failing } = {}) => {
      const handler = createHandler(next.root);
      handlers.now = (req, res) => {
        if (failing && req.url === failing) {
          res.writeHead(500).end();
          return;
        }
        return handler(req, res);
      };
    };
    server = http.createServer((req, res) => handlers.now(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => {
    server?.close();
    if (next) rmSync(next.root, { recursive: true, force: true });
  });

  test("replaces a saved page and its assets together, and drops the old build's assets", async ({ page, context }) => {
    await page.goto(origin + PAGE);
    await page.locator("[data-offline-save]").click();
    await expect(page.locator("[data-offline-status]")).toContainText("Saved for offline", { timeout: 15_000 });
    const cachedUrls = () => cachedPaths(page);
    expect(await cachedUrls()).toContain(next.oldCss);

    // The site is replaced by the next build; the reader comes back online.
    serveNext();
    await page.reload();
    // The new worker takes over, refreshes the saved page with the assets it now names, prunes the rest.
    await expect
      .poll(
        async () => {
          const urls = await cachedUrls();
          return { old: urls.includes(next.oldCss), new: urls.includes(next.newCss) };
        },
        { timeout: 30_000 },
      )
      .toEqual({ old: false, new: true });
    const savedHtml = await page.evaluate(
      async ([cache, path]) => (await (await caches.open(cache)).match(path))!.text(),
      [OFFLINE.savedCache, PAGE] as const,
    );
    expect(savedHtml).toContain(next.newCss);
    expect(savedHtml).not.toContain(next.oldCss);
    // The saved index records the assets the next build's offline manifest lists for the page.
    const savedAssets = await page.evaluate(
      async ([cache, index, path]) =>
        ((await (await (await caches.open(cache)).match(index))!.json()) as Record<string, SavedPage>)[path]!.assets,
      [OFFLINE.savedCache, OFFLINE.savedIndex, PAGE] as const,
    );
    expect(savedAssets).toContain(next.newCss);
    expect(savedAssets).not.toContain(next.oldCss);

    // Offline, the saved page is the new build's page with the new build's stylesheet.
    await context.setOffline(true);
    await page.goto(origin + PAGE);
    await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--build").trim()),
    ).toBe("next");
    // A page that was never saved shows the offline page, itself from the new build: it names the page and
    // offers the one saved page.
    await page.goto(origin + "/shanghai-travel-guide-2025");
    await expect(page.locator("[data-offline-asked-name]")).toHaveText(/^“Shanghai/);
    await expect(page.locator("[data-offline-nearest] a")).toHaveAttribute("href", PAGE);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--build").trim()),
    ).toBe("next");
    await context.setOffline(false);
  });

  test("keeps a saved page whole when the new build cannot refresh it, its stylesheet included", async ({
    page,
    context,
  }) => {
    await page.goto(origin + PAGE);
    // The worker has precached the shell (the stylesheet among it) before the page is saved.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.locator("[data-offline-save]").click();
    await expect(page.locator("[data-offline-status]")).toContainText("Saved for offline", { timeout: 15_000 });

    // The next build replaces the old one, but the saved page cannot be fetched while its new worker takes over.
    serveNext({ failing: PAGE });
    await page.goto(origin + "/");
    // Until the new worker's precache holds the new stylesheet and no longer the old one.
    const precached = () => cachedPaths(page, "workbox-precache");
    await expect
      .poll(
        async () => {
          const urls = await precached();
          return { old: urls.includes(next.oldCss), new: urls.includes(next.newCss) };
        },
        { timeout: 30_000 },
      )
      .toEqual({ old: false, new: true });

    // Offline, the old saved page still has its own (old) stylesheet: the old build's precache is gone,
    // so it must have come from the saved pages' cache.
    // Nor from the browser's own cache, which a phone empties when it needs the space.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    await context.setOffline(true);
    await page.goto(origin + PAGE);
    await expect(page.locator("[data-offline-status]")).toContainText(SAVED_COPY);
    // The linked stylesheet, loaded with its rules (the page's inline <style>, its critical CSS, has no address).
    const styled = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href)
        .map((sheet) => ({ path: new URL(sheet.href!).pathname, loaded: sheet.cssRules.length > 0 })),
    );
    expect(styled).toEqual([{ path: next.oldCss, loaded: true }]);
    await context.setOffline(false);
  });
});
