/**
 * How a static host answers a request from a built folder: which file it
 * serves, which redirect it sends, or its 404. The local server
 * (server/serve.ts) answers by these rules, and the static sweeps check every
 * page, alias and a missing path against them (scripts/sweeps/host-layout.ts);
 * `npm run test:host` runs the same build under Cloudflare's own emulator and
 * compares it with the local server, request by request
 * (docs/decisions/0028-page-files-at-their-canonical-path.md).
 *
 * Cloudflare Pages ("Serving Pages", route matching; Workers static assets,
 * `html_handling: auto-trailing-slash`, the same asset server):
 *  - `_redirects` first, even where a file exists at the path;
 *  - `/page` serves `page.html`; `/page/` redirects (308) to `/page`;
 *  - `/page` with only `page/index.html` redirects (308) to `/page/`, which serves it;
 *  - `/page.html` and `/page/index.html` redirect (308) to `/page` and `/page/`;
 *  - any other existing file is served at its own path; the rest is `404.html` with status 404;
 *  - `_headers` rules match the path asked for, on every answer (a redirect and a 404 too).
 *
 * Netlify (redirect docs: "shadowing", and the request chain; its pretty URLs as measured by the
 * trailing-slash guide and as its local static handler resolves a path):
 *  - a file at the path wins over a `_redirects` rule that is not forced (`301!`, which Cloudflare
 *    Pages refuses), so an alias with a fallback page is answered by that page;
 *  - `/page` serves `page.html`; `/page/` redirects (301) to `/page`;
 *  - `/page` with only `page/index.html` redirects (301) to `/page/`;
 *  - `404.html` for the rest; `_headers` rules match the path asked for.
 */

import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseRedirectsFile } from "./hosting";

export type Host = "cloudflare-pages" | "netlify";
export const HOSTS: readonly Host[] = ["cloudflare-pages", "netlify"];
export const HOST_NAMES: Record<Host, string> = { "cloudflare-pages": "Cloudflare Pages", netlify: "Netlify" };

export type HostAnswer =
  /** `file`: relative to the built folder, `/` separated. */
  | { status: 200; file: string }
  | { status: 301 | 308; location: string }
  /** `file`: the 404 page, or null where the build has none. */
  | { status: 404; file: string | null };

export interface BuiltSite {
  /** Is there a file (not a folder) at this path relative to the built folder? */
  isFile: (rel: string) => boolean;
  /** `_redirects`: exact source path -> target path (all the site's rules are exact 301s). */
  redirects: ReadonlyMap<string, string>;
}

const NOT_FOUND = "404.html";

/** A built folder as a host sees it: its files and its `_redirects`. */
export function builtSite(root: string): BuiltSite {
  let redirects = "";
  try {
    redirects = readFileSync(path.join(root, "_redirects"), "utf8");
  } catch {
    // No _redirects: no redirects.
  }
  return {
    isFile: (rel) => {
      try {
        return statSync(path.join(root, rel)).isFile();
      } catch {
        return false;
      }
    },
    redirects: parseRedirectsFile(redirects),
  };
}

/** The file or the redirect a path names, by the host's pretty-URL rules, or null when it names nothing. */
function staticAnswer(host: Host, pathname: string, search: string, site: BuiltSite): HostAnswer | null {
  const moved = host === "cloudflare-pages" ? 308 : 301;
  const rel = pathname.slice(1);
  if (pathname.endsWith("/")) {
    const dir = rel;
    if (site.isFile(`${dir}index.html`)) return { status: 200, file: `${dir}index.html` };
    const bare = dir.slice(0, -1);
    if (bare && site.isFile(`${bare}.html`)) return { status: moved, location: `/${bare}${search}` };
    return null;
  }
  if (host === "cloudflare-pages") {
    // Cloudflare Pages serves an HTML file only at its pretty path.
    if (rel === "index.html" || rel.endsWith("/index.html")) {
      return site.isFile(rel) ? { status: 308, location: `/${rel.slice(0, -"index.html".length)}${search}` } : null;
    }
    if (rel.endsWith(".html")) {
      return site.isFile(rel) ? { status: 308, location: `/${rel.slice(0, -".html".length)}${search}` } : null;
    }
  }
  if (rel && site.isFile(rel)) return { status: 200, file: rel };
  if (rel && site.isFile(`${rel}.html`)) return { status: 200, file: `${rel}.html` };
  if (rel && site.isFile(`${rel}/index.html`)) return { status: moved, location: `${pathname}/${search}` };
  return null;
}

/**
 * The host's answer to a GET of `pathname` (decoded, starting with `/`) and `search` (`""` or `?…`).
 * Rejecting hostile paths (dot segments, NUL, hidden files) is the caller's job.
 */
export function hostAnswer(host: Host, pathname: string, search: string, site: BuiltSite): HostAnswer {
  const redirect = site.redirects.get(pathname);
  const fromFile = staticAnswer(host, pathname, search, site);
  // Cloudflare Pages applies _redirects before its assets; Netlify only where no file answers (shadowing).
  if (redirect && (host === "cloudflare-pages" || !fromFile)) return { status: 301, location: redirect + search };
  return fromFile ?? { status: 404, file: site.isFile(NOT_FOUND) ? NOT_FOUND : null };
}
