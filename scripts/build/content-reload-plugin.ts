/**
 * `npm run dev` reloads the page when a content file changes.
 *
 * The content (app/content, or CONTENT_DIR) is read with fs by the loader, not imported, so Vite
 * does not know the pages depend on it; and the registry (app/lib/registry.ts) and the facts in
 * force (app/lib/content/facts.ts) keep what they loaded in module variables for the life of the
 * process. This plugin watches the content folder and, when a file in it changes, appears or goes:
 *
 *   1. invalidates those modules in the SSR environment's module graph, and drops every module the
 *      SSR module runner has evaluated: the route modules hold the registry's exports, so all of
 *      them are evaluated again (from Vite's cached transforms: no source file is transformed again);
 *   2. loads the registry again at once, through the runner, so that a content problem is reported
 *      in the terminal and on the browser's error overlay (the ContentError's `file:line: problem`
 *      lines) while the dev server keeps running;
 *   3. tells the browser to reload the page.
 *
 * The browser hears it through Vite's client (`/@vite/client`), which reloads the page on
 * `full-reload` and shows an `error` in its overlay. A page that hydrates loads it with React Router's
 * scripts, but the content pages do not hydrate (decision 0009): the root layout leaves those scripts
 * out, so they never loaded it and never reloaded. The plugin adds the client's one script tag to
 * every HTML page the dev server sends; the app's code is untouched, so the build's pages are the
 * same byte for byte (decision 0034).
 *
 * When the list of pages changed (a document added or deleted), the routes must change too: React
 * Router reads them from app/routes.ts, and its own watcher reads that file again when a file under
 * app/ appears or goes. The browser is then reloaded once React Router has its new route list (it
 * invalidates its server manifest), not before, so that it never shows the old routes over the new
 * content. With CONTENT_DIR outside app/ React Router does not see the new file: restart.
 *
 * Dev server only (`apply: "serve"`): the build has neither the middleware nor the watcher.
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { isRunnableDevEnvironment, type Connect, type Plugin, type ViteDevServer } from "vite";

/** The modules that keep loaded content in module variables, from the project root. */
export const CONTENT_STATE_MODULES = ["app/lib/registry.ts", "app/lib/content/facts.ts"] as const;

/** React Router's server manifest (the route list) in the SSR module graph; invalidated when its routes change. */
const ROUTE_MANIFEST = "\0virtual:react-router/server-manifest";

/** How long to wait for React Router to read the route list again after a document is added or deleted. */
const ROUTES_TIMEOUT_MS = 30_000;

const CONTENT_FILE = /\.(ya?ml|md|json)$/;

/** Whether `file` is a content file (YAML, Markdown, JSON) under `dir`. */
export function isContentFile(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel) && CONTENT_FILE.test(file);
}

interface Reloaded {
  /** The ContentError's text when the content has problems. */
  problem?: string;
  /** The pages' paths, when the content is sound. */
  paths?: string[];
}

/** Vite's client: connects a page to the dev server, reloads it on `full-reload`, shows an `error` in its overlay. */
export const DEV_CLIENT = '<script type="module" src="/@vite/client"></script>';

/**
 * Middleware: each HTML page the dev server sends ends with Vite's client. It is written after the
 * page (the parser puts a script after `</html>` in the body), so a page streamed in chunks needs no
 * parsing; a `Content-Length` is dropped, as the page grows. A page that loads the client already
 * (one that hydrates) loads the same module once.
 */
export const addDevClient: Connect.NextHandleFunction = (req, res, next) => {
  if (req.method !== "GET" || !req.headers.accept?.includes("text/html")) return next();
  let html = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a): a is OutgoingHttpHeaders => typeof a === "object" && a !== null);
    const type = headers
      ? Object.entries(headers).find(([k]) => k.toLowerCase() === "content-type")?.[1]
      : this.getHeader("content-type");
    html = String(type ?? "").includes("text/html");
    if (html) {
      for (const k of Object.keys(headers ?? {})) if (k.toLowerCase() === "content-length") delete headers![k];
      this.removeHeader("content-length");
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (html) {
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        this.write(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      this.write(DEV_CLIENT);
      return (end as (...a: unknown[]) => ServerResponse).call(
        this,
        args.find((a) => typeof a === "function"),
      );
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.end;
  next();
};

/** Forgets the content the SSR environment loaded, loads it again through the runner and returns what it found. */
export async function reloadContent(server: ViteDevServer): Promise<Reloaded> {
  const root = server.config.root;
  const ssr = server.environments.ssr;
  if (!ssr) return {};
  for (const rel of CONTENT_STATE_MODULES)
    for (const mod of ssr.moduleGraph.getModulesByFile(path.join(root, rel)) ?? [])
      ssr.moduleGraph.invalidateModule(mod);
  if (!isRunnableDevEnvironment(ssr)) return {};
  ssr.runner.evaluatedModules.clear();
  try {
    const { registry } = (await ssr.runner.import(path.join(root, CONTENT_STATE_MODULES[0]))) as {
      registry: () => { pages: { path: string }[] };
    };
    return { paths: registry().pages.map((p) => p.path) };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  }
}

/** Waits until React Router has invalidated its server manifest after `since`; false on timeout. */
async function routesReread(server: ViteDevServer, since: number, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const manifest = server.environments.ssr?.moduleGraph.getModuleById(ROUTE_MANIFEST);
    // No manifest yet: the next request builds it from the current route list.
    if (!manifest || manifest.lastInvalidationTimestamp >= since) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const samePaths = (a: string[], b: string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/** Vite plugin (dev server only): a change in the content folder reloads the page with the new content. */
export function contentReload({ contentDir }: { contentDir?: string } = {}): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      // Before React Router's handler (added after Vite's own middlewares), so it sees every page it sends.
      server.middlewares.use(addDevClient);
      const root = server.config.root;
      // The loader's folder (app/lib/content/load.ts, defaultContentDir).
      const dir = path.resolve(root, contentDir ?? process.env.CONTENT_DIR ?? "app/content");
      const logger = server.config.logger;
      const client = server.environments.client?.hot ?? server.ws;
      /** The pages' paths after the last sound load, if any. */
      let known: string[] | undefined;

      const reload = async (changed: string, addedOrRemoved: boolean) => {
        const since = Date.now();
        const name = path.relative(root, changed) || changed;
        const { problem, paths } = await reloadContent(server);
        if (problem !== undefined) {
          logger.error(`content: ${name}: ${problem}`, { timestamp: true });
          client.send({ type: "error", err: { message: problem, stack: "", plugin: "content-reload", id: name } });
          return;
        }
        const routesChanged = paths && known ? !samePaths(paths, known) : addedOrRemoved;
        if (paths) known = paths;
        if (routesChanged && !(await routesReread(server, since, ROUTES_TIMEOUT_MS)))
          logger.warn(`content: ${name}: the pages changed but the routes were not read again: restart npm run dev`, {
            timestamp: true,
          });
        logger.info(`content: ${name} changed, page reloaded`, { timestamp: true });
        client.send({ type: "full-reload", path: "*" });
      };

      // One reload at a time; changes that land meanwhile are folded into one more.
      let running = false;
      let next: { file: string; addedOrRemoved: boolean } | undefined;
      const onEvent = (file: string, addedOrRemoved: boolean) => {
        if (!isContentFile(file, dir)) return;
        if (running) {
          next = { file, addedOrRemoved: addedOrRemoved || (next?.addedOrRemoved ?? false) };
          return;
        }
        running = true;
        void reload(file, addedOrRemoved)
          .catch((e: unknown) => logger.error(`content: ${String(e)}`, { timestamp: true }))
          .finally(() => {
            running = false;
            const queued = next;
            next = undefined;
            if (queued) onEvent(queued.file, queued.addedOrRemoved);
          });
      };
      server.watcher.add(dir);
      server.watcher.on("change", (file) => onEvent(file, false));
      server.watcher.on("add", (file) => onEvent(file, true));
      server.watcher.on("unlink", (file) => onEvent(file, true));
    },
  };
}
