/**
 * `npm run check:dev-reload`: a city guide open in a browser on `npm run dev` shows an edited content
 * file without a restart, and a content problem on the page (scripts/build/content-reload-plugin.ts,
 * docs/decisions/0032-content-edit-loop.md, docs/decisions/0034-edit-loop-reloads-static-pages.md).
 *
 * Starts the dev server from the project's Vite config on a free port, with CONTENT_DIR pointing at a
 * temporary copy of app/content (the real files are never touched), opens the Beijing guide in Debian's
 * Chromium (tests/browser.ts) and then:
 *
 *   1. the page's dev client connects to the dev server (a page that does not hydrate has no React
 *      Router scripts: without the root layout's dev-only `/@vite/client` it never would);
 *   2. edits a sentence of the guide's intro in the copy: the server tells the browser to reload, and the
 *      open page reloads by itself and shows the new sentence;
 *   3. breaks the document (a misspelt field): the open page shows the loader's
 *      `file:line: field: unknown field; did you mean …?` in Vite's error overlay, the server keeps
 *      running, and the page loaded again shows the same problem in its own text;
 *   4. restores the document: the open page reloads by itself with the old sentence and no overlay.
 *
 * About 30 s on two cores (each step loads and checks the whole content folder), which is why it is not
 * in `npm test`: run it after changing the plugin, the root layout's scripts, the registry's caching or
 * the Vite config. `--without-plugin` runs the same check with the plugin left out, and must fail.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { createServer, type HotPayload, type Plugin, type ViteDevServer } from "vite";
import { chromiumArgs, testChromiumPath } from "../tests/browser";

const root = path.resolve(import.meta.dirname, "..");
const PAGE = "/beijing-travel-guide-2025";
const OLD = "a slow hutong day around Houhai.";
const NEW = "a slow hutong day around the Houhai lakes.";
const WAIT_MS = 30_000;

const withoutPlugin = process.argv.includes("--without-plugin");
const started = Date.now();
const log = (message: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);

/** Polls until `check` holds; false after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

const excerpt = (text: string) => text.match(/a slow hutong day around [^.<]*\./)?.[0] ?? "(sentence not found)";

/** The page's text as a reader sees it; empty while it is between two documents. */
const textOf = (page: Page) => page.evaluate(() => document.body?.innerText ?? "").catch(() => "");

/** The text of Vite's error overlay on the page, if it shows one. */
const overlayOf = (page: Page) =>
  page.evaluate(() => document.querySelector("vite-error-overlay")?.shadowRoot?.textContent ?? "").catch(() => "");

/** Marks the document open now (once it has loaded): the mark is gone once the page has loaded again. */
async function mark(page: Page) {
  const marked = await until(async () => {
    await page.waitForLoadState("load").catch(() => undefined);
    return page.evaluate(() => ((window as { beforeEdit?: boolean }).beforeEdit = true)).catch(() => false);
  });
  if (!marked) throw new Error("the page never settled to be marked");
}
const reloaded = (page: Page) =>
  page.evaluate(() => !(window as { beforeEdit?: boolean }).beforeEdit).catch(() => false);

type Expect = (ok: boolean, message: string) => void;

/** The dev server from the project's Vite config on a free port, with what it sends to the browser. */
async function startDevServer(): Promise<{ server: ViteDevServer; base: string; sent: HotPayload[] }> {
  // --without-plugin: the resolved config's plugin list, less the content-reload plugin.
  const leaveOut: Plugin = {
    name: "leave-out-content-reload",
    configResolved(config) {
      const plugins = config.plugins as Plugin[];
      const at = plugins.findIndex((p) => p.name === "content-reload");
      if (at >= 0) plugins.splice(at, 1);
    },
  };
  const server = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    root,
    plugins: withoutPlugin ? [leaveOut] : [],
    logLevel: "silent",
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  const sent: HotPayload[] = [];
  const hot = server.environments.client!.hot;
  const send = hot.send.bind(hot);
  hot.send = ((payload: HotPayload) => {
    sent.push(payload);
    send(payload);
  }) as typeof hot.send;
  return { server, base: server.resolvedUrls!.local[0]!.replace(/\/$/, ""), sent };
}

/** Opens the guide and waits for its dev client to connect. */
async function open(page: Page, url: string, sent: HotPayload[], expect: Expect) {
  let connected = false;
  page.on("console", (m) => {
    if (m.text().includes("[vite] connected")) connected = true;
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) log(`  (the page loaded ${new URL(frame.url()).pathname})`);
  });
  await page.goto(url, { timeout: 120_000 });
  const before = await textOf(page);
  expect(before.includes(OLD), `${PAGE} open in the browser shows "${excerpt(before)}"`);
  expect(await until(() => connected), "the open page's dev client connected to the dev server");
  if (sent.length) log(`  (sent to the browser before any edit: ${sent.map((p) => p.type).join(", ")})`);
}

/** Writes `text` to `file` and waits for the open page to reload by itself and show `sentence`. */
async function editAndReload(page: Page, file: string, text: string, sentence: string, expect: Expect) {
  await mark(page);
  const edited = Date.now();
  writeFileSync(file, text);
  const shown = await until(async () => (await reloaded(page)) && (await textOf(page)).includes(sentence));
  expect(
    shown,
    `the open page reloaded by itself and shows "${excerpt(await textOf(page))}"` +
      (shown ? ` (${((Date.now() - edited) / 1000).toFixed(1)} s after the save)` : ""),
  );
}

/** Breaks the guide (a misspelt field): the problem on the open page, then on the page loaded again. */
async function breakIt(page: Page, file: string, text: string, expect: Expect) {
  await mark(page);
  writeFileSync(file, text.replace(/^pinyin: /m, "pinyinn: "));
  log("misspelt a field in cities/beijing.yaml (pinyinn:)");
  const problem = /beijing\.yaml:\d+: pinyinn: unknown field; did you mean pinyin\?/;
  const onOverlay = await until(async () => problem.test(await overlayOf(page)));
  const overlay = (await overlayOf(page)).match(problem)?.[0];
  expect(onOverlay, `the open page shows the problem in the error overlay: ${overlay ?? "(no overlay)"}`);
  const response = await page.reload({ timeout: 120_000 });
  const body = await textOf(page);
  expect(
    problem.test(body),
    `the page loaded again (${response?.status() ?? "no answer"}) names the problem in its text: ${body.match(problem)?.[0] ?? "(not found)"}`,
  );
}

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "content-reload-"));
  cpSync(path.join(root, "app/content"), dir, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  process.env.CONTENT_DIR = dir;
  let server: ViteDevServer | undefined;
  let browser: Browser | undefined;
  const failures: string[] = [];
  const expect: Expect = (ok, message) => {
    log(`${ok ? "ok  " : "FAIL"} ${message}`);
    if (!ok) failures.push(message);
  };
  try {
    const started = await startDevServer();
    server = started.server;
    const { base, sent } = started;
    log(`dev server at ${base}${withoutPlugin ? ", without the content-reload plugin" : ""}`);
    browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    await open(page, base + PAGE, sent, expect);

    const file = path.join(dir, "cities/beijing.yaml");
    const text = readFileSync(file, "utf8");
    log(`editing cities/beijing.yaml: "${OLD}" -> "${NEW}"`);
    await editAndReload(page, file, text.replace(OLD, NEW), NEW, expect);
    expect(
      sent.some((p) => p.type === "full-reload"),
      "the server told the browser to reload",
    );

    await breakIt(page, file, text, expect);

    log("restoring cities/beijing.yaml");
    await editAndReload(page, file, text, OLD, expect);
    expect((await overlayOf(page)) === "", "no error overlay is left on the page");
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
  log(
    failures.length ? `${failures.length} check(s) failed` : "a city guide open in the browser reloads edited content",
  );
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
