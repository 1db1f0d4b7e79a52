/**
 * Where the production build goes and how a page path maps to its built file:
 * the one home of both rules, for the build, the server, the sweeps and the
 * bench.
 */
import path from "node:path";

/**
 * `build/` unless BUILD_DIR says otherwise (the benchmark builds into its own
 * folder with its own site URL).
 */
export const BUILD_DIR = process.env.BUILD_DIR || "build";
export const clientDir = (projectRoot: string) => path.resolve(projectRoot, BUILD_DIR, "client");

/**
 * The HTML file a page path is written to: `/` -> `index.html`, `/beijing` -> `beijing.html`.
 * A static host serves `beijing.html` at `/beijing` itself, with no redirect and with the
 * `_headers` rule written for `/beijing`; it would serve `beijing/index.html` only at
 * `/beijing/`, after a redirect (docs/decisions/0028-page-files-at-their-canonical-path.md).
 */
export const htmlFileOf = (out: string, pagePath: string) =>
  path.join(out, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`);

/**
 * The site path a static host serves a built HTML file at: `beijing.html` -> `/beijing`,
 * `index.html` -> `/`, and a folder's `guides/index.html` -> `/guides/` (with its slash).
 */
export function pagePathOf(out: string, file: string): string {
  const rel = path.relative(out, file).split(path.sep).join("/");
  return "/" + rel.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
}
