/**
 * The files a static host needs besides the pages, each written by one step
 * function of the post-build (scripts/build/postbuild.ts): 404.html, each
 * page at `<path>.html`, the alias fallback pages, sitemap.xml and robots.txt, the feed of changes, the
 * web app manifest, _redirects and _headers (with a Content-Security-Policy
 * that hashes each page's own inline scripts and styles).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { site } from "../../app/config/site";
import { htmlFileOf } from "../../app/lib/build-dir";
import { changesFeed } from "../../app/lib/changes-feed";
import { sitemapFor } from "../../app/lib/derived";
import {
  cacheHeaders,
  contentSecurityPolicy,
  FEED_CONTENT_TYPE,
  MANIFEST_CONTENT_TYPE,
  HASHED_ASSETS,
  NOT_FOUND_FILE,
  NOT_FOUND_PRERENDER_PATH,
  renderHeadersFile,
  renderRedirectsFile,
  securityHeaders,
  type HeaderRule,
} from "../../app/lib/hosting";
import { CHANGES_FEED_PATH, WEB_MANIFEST_PATH } from "../../app/lib/paths";
import type { Alias, PageEntry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { webManifest } from "../../app/lib/web-manifest";
import { inlineScriptHashes, inlineStyleHashes } from "./script-hashes";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The not-found page, prerendered at a throwaway path, becomes 404.html; the SPA shell goes. */
export function notFoundPage(out: string): string {
  const notFoundDir = path.join(out, NOT_FOUND_PRERENDER_PATH.slice(1));
  if (!existsSync(path.join(notFoundDir, "index.html")))
    throw new Error(`the not-found page was not prerendered at ${NOT_FOUND_PRERENDER_PATH}`);
  renameSync(path.join(notFoundDir, "index.html"), path.join(out, NOT_FOUND_FILE.slice(1)));
  rmSync(notFoundDir, { recursive: true, force: true });
  // The SPA shell is never served: every path is prerendered or is a 404.
  rmSync(path.join(out, "__spa-fallback.html"), { force: true });
  return NOT_FOUND_FILE.slice(1);
}

/**
 * React Router writes each page as `<path>/index.html`, which a static host serves only at
 * `<path>/`, after a redirect from the canonical `<path>`, and without the `_headers` rule
 * written for `<path>`. Each moves to `<path>.html` (the rule of app/lib/build-dir.ts),
 * which Cloudflare Pages and Netlify serve at `<path>` itself (decision 0028).
 */
export function pageFiles(out: string): string {
  let moved = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      walk(folder);
      const index = path.join(folder, "index.html");
      if (!existsSync(index)) continue;
      const target = `${folder}.html`;
      if (existsSync(target))
        throw new Error(`${path.relative(out, index)} cannot move: ${path.relative(out, target)} exists`);
      renameSync(index, target);
      moved++;
      if (readdirSync(folder).length === 0) rmdirSync(folder);
    }
  };
  walk(out);
  return `${moved} pages at <path>.html`;
}

/**
 * React Router's prerender writes each page's loader data beside its HTML (`<path>.data`, `/_root.data`),
 * for client-side navigation. The site has none: content pages run no router in the browser and tool
 * pages hydrate their own islands from data in the HTML (decision 0009), so nothing requests these
 * files. They go, rather than be compressed and deployed for nobody.
 */
export function dropLoaderData(out: string): string {
  let dropped = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".data")) {
        rmSync(full);
        dropped++;
      }
    }
  };
  walk(out);
  return `${dropped} files of loader data removed (nothing requests them)`;
}

/** Every registered page must exist as HTML. */
export function checkPrerendered(out: string, pages: readonly PageEntry[]): string {
  const missing = pages.filter((p) => !existsSync(htmlFileOf(out, p.path))).map((p) => p.path);
  if (missing.length) throw new Error(`not prerendered: ${missing.join(", ")}`);
  return `${pages.length} pages prerendered`;
}

/** A page at each alias path that sends the reader on, for hosts that ignore _redirects. */
export function aliasPages(out: string, aliases: readonly Alias[], pages: readonly PageEntry[]): string {
  for (const a of aliases) {
    const target = pages.find((p) => p.path === a.to);
    if (!target) throw new Error(`alias ${a.from} points to ${a.to}, which is not a page`);
    const file = htmlFileOf(out, a.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${escapeHtml(target.title)}</title>
<meta http-equiv="Content-Security-Policy" content="${metaPolicy(contentSecurityPolicy([], false))}">
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${absoluteUrl(a.to)}">
<meta http-equiv="refresh" content="0; url=${a.to}">
</head>
<body>
<p>This page has moved to <a href="${a.to}">${escapeHtml(target.name)}</a>.</p>
</body>
</html>
`,
    );
  }
  return `${aliases.length} alias pages`;
}

/** sitemap.xml (canonical pages only), robots.txt and the web app manifest. */
export function crawlerFiles(out: string, pages: readonly PageEntry[]): string {
  writeFileSync(path.join(out, "sitemap.xml"), sitemapFor([...pages]));
  writeFileSync(path.join(out, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`);
  writeFileSync(path.join(out, WEB_MANIFEST_PATH.slice(1)), JSON.stringify(webManifest(site), null, 2) + "\n");
  return "sitemap.xml, robots.txt, manifest.webmanifest";
}

/** The Atom feed of every page's changes (the same list as /changes). */
export function changesFeedFile(out: string, pages: readonly PageEntry[]): string {
  const feed = changesFeed([...pages]);
  writeFileSync(path.join(out, CHANGES_FEED_PATH.slice(1)), feed);
  return `${CHANGES_FEED_PATH.slice(1)} (${Math.round(Buffer.byteLength(feed) / 1024)} KB)`;
}

/** A policy for a meta tag: `frame-ancestors` works only as a header (X-Frame-Options: DENY still applies). */
const metaPolicy = (policy: string) => policy.replace(/; frame-ancestors 'none'/, "");

const pagePolicy = (html: string) =>
  contentSecurityPolicy(inlineScriptHashes(html), Boolean(site.analyticsId), {
    wasm: html.includes("data-search-form"),
    styleHashes: inlineStyleHashes(html),
  });

/**
 * The not-found page is served at every missing path, and a host matches `_headers` against
 * the path asked for, never against 404.html: its policy goes in a meta tag, first in its head.
 */
export function notFoundPolicy(out: string): string {
  const file = path.join(out, NOT_FOUND_FILE.slice(1));
  const html = readFileSync(file, "utf8");
  const charset = '<meta charSet="utf-8"/>';
  if (html.split(charset).length !== 2 || html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error(`${NOT_FOUND_FILE} needs one ${charset} and no policy yet`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(pagePolicy(html))}"/>`;
  writeFileSync(file, html.replace(charset, charset + meta));
  return `${NOT_FOUND_FILE} carries its policy in a meta tag`;
}

/** _redirects for the aliases; _headers: security headers everywhere, a per-page CSP, caching by kind. */
export function hostRules(out: string, aliases: readonly Alias[], pages: readonly PageEntry[]): string {
  writeFileSync(path.join(out, "_redirects"), renderRedirectsFile([...aliases]));
  const rules: HeaderRule[] = [
    { pattern: "/*", headers: { ...securityHeaders, "Cache-Control": cacheHeaders.revalidate } },
    { pattern: `${HASHED_ASSETS}*`, headers: { "Cache-Control": cacheHeaders.immutable } },
    { pattern: CHANGES_FEED_PATH, headers: { "Content-Type": FEED_CONTENT_TYPE } },
    { pattern: WEB_MANIFEST_PATH, headers: { "Content-Type": MANIFEST_CONTENT_TYPE } },
  ];
  for (const p of pages)
    rules.push({
      pattern: p.path,
      headers: { "Content-Security-Policy": pagePolicy(readFileSync(htmlFileOf(out, p.path), "utf8")) },
    });
  // Alias pages and the not-found page carry their policy in a meta tag (alias pages have no
  // scripts), which keeps _headers under Cloudflare Pages' 100-rule limit.
  writeFileSync(path.join(out, "_headers"), renderHeadersFile(rules));
  return `_redirects (${aliases.length}), _headers (${rules.length} rules)`;
}
