/**
 * The small browser scripts of content pages (app/client/*.ts), bundled by the
 * build with Rolldown (Vite's own bundler), minified and content-hashed.
 * Route modules never import them; the root layout reads their URLs (and the
 * code of the one inline script) from the virtual module `virtual:client-scripts`:
 *
 *   import { scriptUrls, inlineScripts } from "virtual:client-scripts";
 *
 * - `modules`: each becomes `/assets/<name>-<hash>.js`, loaded as `type="module"`
 *   (deferred, never render-blocking). The client build emits the files.
 * - `islands`: the tool pages' React islands, bundled together so React and
 *   what the tools share travel in one framework chunk: a reader who opens a
 *   second tool downloads only that tool's own code. `scriptImports` names the
 *   chunks each island imports, for the page to start them with the island
 *   (the offline copy of a tool page keeps them too: the post-build lists
 *   every chunk a page's scripts import, scripts/build/page-assets.ts).
 * - `inline`: bundled as a classic script and returned as code, for the
 *   head (the buy-click listener must run before any click can happen).
 * Both builds (client and prerender) bundle the same sources the same way, so
 * the URLs the HTML names are the files the client build writes. In development
 * the dev server answers the same URLs.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";

interface Bundle {
  urls: Record<string, string>;
  imports: Record<string, string[]>;
  inline: Record<string, string>;
  files: Map<string, string>;
}

const transformFor = (define: Record<string, string>) => ({
  // The tool islands are React (TSX); React reads NODE_ENV to drop its development build.
  define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
  jsx: "react-jsx" as const,
});

// Chromium's compile hint: compile every function while the file streams in, off the main thread,
// instead of each on its first call (measured on a tool island at 4x CPU: module evaluation 331 -> 245 ms median).
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

async function bundle(entry: string, format: "esm" | "iife", define: Record<string, string>): Promise<string> {
  const result = await build({
    input: entry,
    write: false,
    platform: "browser",
    transform: transformFor(define),
    output: { format, minify: true },
  });
  const chunks = result.output.filter((o) => o.type === "chunk");
  if (chunks.length !== 1)
    throw new Error(`${entry}: expected one bundle, got ${chunks.length} (no dynamic imports here)`);
  return format === "esm" ? `${COMPILE_HINT}${chunks[0]!.code}` : chunks[0]!.code;
}

/** The islands in one build: an entry file per island, the framework and shared code in chunks they import. */
async function bundleIslands(root: string, islands: Record<string, string>, define: Record<string, string>) {
  const result = await build({
    input: Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, path.resolve(root, file)])),
    write: false,
    platform: "browser",
    transform: transformFor(define),
    output: {
      format: "esm",
      minify: true,
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: "[name]-[hash].js",
      // One framework chunk: React and everything two or more islands import (the mount helper,
      // date formatting), so a tool page starts two files, its island and the framework.
      codeSplitting: { groups: [{ name: "framework", minShareCount: 2 }] },
    },
  });
  const chunks = result.output.filter((o) => o.type === "chunk");
  if (chunks.some((c) => c.dynamicImports.length)) throw new Error("islands: no dynamic imports here");
  const url = (fileName: string) => `/assets/${fileName}`;
  const files = new Map(chunks.map((c) => [url(c.fileName), `${COMPILE_HINT}${c.code}`]));
  const urls: Record<string, string> = {};
  const imports: Record<string, string[]> = {};
  for (const c of chunks)
    if (c.isEntry) {
      urls[c.name] = url(c.fileName);
      imports[c.name] = c.imports.map(url);
    }
  return { urls, imports, files };
}

export function clientScripts(opts: {
  root: string;
  modules: Record<string, string>;
  islands: Record<string, string>;
  inline: Record<string, string>;
  define: Record<string, string>;
}): Plugin {
  const virtualId = "virtual:client-scripts";
  const resolvedId = `\0${virtualId}`;
  let cached: Promise<Bundle> | undefined;
  const make = async (): Promise<Bundle> => {
    const files = new Map<string, string>();
    const urls: Record<string, string> = {};
    for (const [name, file] of Object.entries(opts.modules)) {
      const code = await bundle(path.resolve(opts.root, file), "esm", opts.define);
      const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
      urls[name] = `/assets/${name}-${hash}.js`;
      files.set(urls[name], code);
    }
    const islands = await bundleIslands(opts.root, opts.islands, opts.define);
    for (const [url, code] of islands.files) files.set(url, code);
    const inline: Record<string, string> = {};
    for (const [name, file] of Object.entries(opts.inline))
      inline[name] = (await bundle(path.resolve(opts.root, file), "iife", opts.define)).trim();
    return { urls: { ...urls, ...islands.urls }, imports: islands.imports, inline, files };
  };
  let dev = false;
  const get = () => (dev ? make() : (cached ??= make()));

  return {
    name: "client-scripts",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const { urls, imports, inline } = await get();
      return (
        `export const scriptUrls = ${JSON.stringify(urls)};\n` +
        `export const scriptImports = ${JSON.stringify(imports)};\n` +
        `export const inlineScripts = ${JSON.stringify(inline)};\n`
      );
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [url, code] of (await get()).files)
        this.emitFile({ type: "asset", fileName: url.slice(1), source: code });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const code = req.url ? (await get()).files.get(req.url) : undefined;
        if (!code) return next();
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        res.end(code);
      });
    },
  };
}
