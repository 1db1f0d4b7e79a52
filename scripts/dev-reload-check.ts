/**
 * `npm run check:dev-reload`: the dev server shows an edited content file without a restart
 * (scripts/build/content-reload-plugin.ts, docs/decisions/0032-content-edit-loop.md).
 *
 * Starts the dev server from the project's Vite config on a free port, with CONTENT_DIR pointing at a
 * temporary copy of app/content (the real files are never touched), then:
 *
 *   1. serves the Beijing guide and finds a sentence of its intro;
 *   2. edits that sentence in the copy: the browser must be told to reload, and the page must show
 *      the new sentence;
 *   3. breaks the document (a misspelt field): the error overlay must get the loader's
 *      `file:line: problem` and the server must keep running;
 *   4. restores the document: the page reloads with the old sentence.
 *
 * About 25 s on two cores (each step loads and checks the whole content folder), which is why it is
 * not in `npm test`: run it after changing the plugin, the registry's caching or the Vite config.
 * `--without-plugin` runs the same check with the plugin left out, and must fail.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type HotPayload, type Plugin, type ViteDevServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const PAGE = "/beijing-travel-guide-2025";
const OLD = "a slow hutong day around Houhai.";
const NEW = "a slow hutong day around the Houhai lakes.";
const WAIT_MS = 20_000;

const withoutPlugin = process.argv.includes("--without-plugin");
const started = Date.now();
const log = (message: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);

/** Polls until `check` holds; false after WAIT_MS. */
async function until(check: () => boolean): Promise<boolean> {
  const end = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

const excerpt = (html: string) => html.match(/a slow hutong day around [^.<]*\./)?.[0] ?? "(sentence not found)";

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "content-reload-"));
  cpSync(path.join(root, "app/content"), dir, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  process.env.CONTENT_DIR = dir;
  // --without-plugin: the resolved config's plugin list, less the content-reload plugin.
  const leaveOut: Plugin = {
    name: "leave-out-content-reload",
    configResolved(config) {
      const plugins = config.plugins as Plugin[];
      const at = plugins.findIndex((p) => p.name === "content-reload");
      if (at >= 0) plugins.splice(at, 1);
    },
  };
  let server: ViteDevServer | undefined;
  const failures: string[] = [];
  try {
    server = await createServer({
      configFile: path.join(root, "vite.config.ts"),
      root,
      plugins: withoutPlugin ? [leaveOut] : [],
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1" },
    });
    await server.listen();
    const base = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
    const sent: HotPayload[] = [];
    const hot = server.environments.client!.hot;
    const send = hot.send.bind(hot);
    hot.send = ((payload: HotPayload) => {
      sent.push(payload);
      send(payload);
    }) as typeof hot.send;
    const page = async () => (await fetch(base + PAGE)).text();
    const expect = (ok: boolean, message: string) => {
      log(`${ok ? "ok  " : "FAIL"} ${message}`);
      if (!ok) failures.push(message);
    };
    log(`dev server at ${base}${withoutPlugin ? ", without the content-reload plugin" : ""}`);

    const before = await page();
    expect(before.includes(OLD), `${PAGE} shows "${excerpt(before)}"`);

    const file = path.join(dir, "cities/beijing.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(OLD, NEW));
    log(`edited cities/beijing.yaml: "${OLD}" -> "${NEW}"`);
    expect(await until(() => sent.some((p) => p.type === "full-reload")), "the browser is told to reload");
    const after = await page();
    expect(after.includes(NEW) && !after.includes(OLD), `${PAGE} now shows "${excerpt(after)}"`);

    sent.length = 0;
    writeFileSync(file, text.replace(/^pinyin: /m, "pinyinn: "));
    log("misspelt a field in cities/beijing.yaml (pinyinn:)");
    await until(() => sent.some((p) => p.type === "error"));
    const error = sent.find((p) => p.type === "error");
    const message = error?.type === "error" ? error.err.message : "";
    const line = message.split("\n").find((l) => /beijing\.yaml:\d+: pinyinn: unknown field/.test(l));
    expect(line !== undefined, `the error overlay says: ${line?.trim() ?? (message || "(nothing)")}`);
    const status = (await fetch(base + PAGE)).status;
    expect(status > 0, `the dev server still answers (${PAGE}: ${status}, the problem on the page)`);

    sent.length = 0;
    writeFileSync(file, text);
    log("restored cities/beijing.yaml");
    expect(await until(() => sent.some((p) => p.type === "full-reload")), "the browser is told to reload");
    const restored = await page();
    expect(restored.includes(OLD), `${PAGE} shows "${excerpt(restored)}" again`);
  } finally {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
  log(failures.length ? `${failures.length} check(s) failed` : "the dev server reloads edited content");
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
