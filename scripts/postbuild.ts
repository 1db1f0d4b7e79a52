/**
 * After React Router has prerendered every page into build/client, this step
 * writes what a static host needs besides the pages: 404.html, each page's
 * share image, the alias fallback pages, sitemap.xml, robots.txt, the feed of
 * changes (changes.xml), _redirects and _headers (with a Content-Security-Policy
 * that hashes each page's own inline scripts).
 */
import { clientDir } from "../app/lib/build-dir";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "../app/config/site";
import {
  cacheHeaders,
  contentSecurityPolicy,
  FEED_CONTENT_TYPE,
  HASHED_ASSETS,
  NOT_FOUND_FILE,
  NOT_FOUND_PRERENDER_PATH,
  renderHeadersFile,
  renderRedirectsFile,
  securityHeaders,
  type HeaderRule,
} from "../app/lib/hosting";
import { registry } from "../app/lib/registry";
import { absoluteUrl } from "../app/lib/seo";
import { compressTree } from "./compress";
import { buildSearchIndex, buildServiceWorker, writeOfflineManifest } from "./build-offline";
import { webManifest } from "../app/lib/web-manifest";
import { sitemapFor } from "../app/lib/derived";
import { changesFeed } from "../app/lib/changes-feed";
import { siteChanges } from "../app/lib/changes";
import { CHANGES_FEED_PATH } from "../app/lib/paths";
import { checkConfig } from "../app/config/placeholders";
import { writeShareImages } from "./share-images";

const { aliases, pages } = registry();

const out = clientDir(path.resolve(import.meta.dirname, ".."));
const htmlFileFor = (p: string) => path.join(out, p === "/" ? "index.html" : `${p.slice(1)}/index.html`);
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sha256 hashes of the inline scripts a browser would execute (JSON-LD and island props are data, not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !m[2]) continue;
    hashes.add(`sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

function fail(message: string): never {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

// 1. The not-found page, prerendered at a throwaway path, becomes 404.html.
const notFoundDir = path.join(out, NOT_FOUND_PRERENDER_PATH.slice(1));
if (!existsSync(path.join(notFoundDir, "index.html")))
  fail(`the not-found page was not prerendered at ${NOT_FOUND_PRERENDER_PATH}`);
renameSync(path.join(notFoundDir, "index.html"), path.join(out, NOT_FOUND_FILE.slice(1)));
rmSync(notFoundDir, { recursive: true, force: true });
rmSync(path.join(out, `${NOT_FOUND_PRERENDER_PATH.slice(1)}.data`), { force: true });
// The SPA shell is never served: every path is prerendered or is a 404.
rmSync(path.join(out, "__spa-fallback.html"), { force: true });

// 2. Every registered page must exist as HTML.
for (const p of pages) if (!existsSync(htmlFileFor(p.path))) fail(`${p.path} was not prerendered`);

// Every page's share image (Open Graph / Twitter card), into social/ beside the generic card.
const shareImages = await writeShareImages(out, pages);

// 3. Alias fallback pages for hosts that ignore _redirects.
for (const a of aliases) {
  const target = pages.find((p) => p.path === a.to);
  if (!target) fail(`alias ${a.from} points to ${a.to}, which is not a page`);
  const file = htmlFileFor(a.from);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${escapeHtml(target.title)}</title>
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy([], false).replace(/; frame-ancestors 'none'/, "")}">
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

// 4. Sitemap (canonical pages only) and robots.txt.
writeFileSync(path.join(out, "sitemap.xml"), sitemapFor(pages));
writeFileSync(path.join(out, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`);

// The Atom feed of every page's changes (the same list as /changes).
const feed = changesFeed(pages);
writeFileSync(path.join(out, CHANGES_FEED_PATH.slice(1)), feed);

// The web app manifest (installable site).
writeFileSync(path.join(out, "manifest.webmanifest"), JSON.stringify(webManifest(site), null, 2) + "\n");

// Site search (Pagefind index of every indexable page), the offline manifest and the service worker.
const indexable = pages.filter((p) => !p.noindex);
await buildSearchIndex(out, indexable);
const offlineManifest = writeOfflineManifest(out, indexable);
const worker = await buildServiceWorker(out, path.resolve(import.meta.dirname, ".."));

// 5. Redirects.
writeFileSync(path.join(out, "_redirects"), renderRedirectsFile(aliases));

// 6. Headers: security headers everywhere, a per-page CSP, caching by kind.
const analytics = Boolean(site.analyticsId);
const rules: HeaderRule[] = [
  { pattern: "/*", headers: { ...securityHeaders, "Cache-Control": cacheHeaders.revalidate } },
  { pattern: `${HASHED_ASSETS}*`, headers: { "Cache-Control": cacheHeaders.immutable } },
  { pattern: CHANGES_FEED_PATH, headers: { "Content-Type": FEED_CONTENT_TYPE } },
];
const cspRule = (pattern: string, file: string): HeaderRule => {
  const html = readFileSync(file, "utf8");
  return {
    pattern,
    headers: {
      "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes(html), analytics, {
        wasm: html.includes("data-search-form"),
      }),
    },
  };
};
for (const p of pages) rules.push(cspRule(p.path, htmlFileFor(p.path)));
// Alias pages carry their policy in a meta tag (they have no scripts), which keeps _headers
// under Cloudflare Pages' 100-rule limit.
rules.push(cspRule(NOT_FOUND_FILE, path.join(out, NOT_FOUND_FILE.slice(1))));
writeFileSync(path.join(out, "_headers"), renderHeadersFile(rules));

// 7. Pre-compressed copies for the local server (static hosts compress on their own).
const compressed = compressTree(out);

// Report.
const count = (dir: string): number =>
  readdirSync(dir).reduce((n, f) => {
    const full = path.join(dir, f);
    return n + (statSync(full).isDirectory() ? count(full) : f.endsWith(".html") ? 1 : 0);
  }, 0);
console.log(`postbuild: ${compressed} files pre-compressed (br, gz)`);
console.log(
  `postbuild: search index of ${indexable.length} pages (${Math.round(offlineManifest.search.bytes / 1024)} KB); ` +
    `"Save all guides" ${Math.round(offlineManifest.pages.reduce((n, p) => n + p.bytes, 0) / 1024)} KB of pages; ` +
    `service worker precaches ${worker.precached} files`,
);
console.log(
  `postbuild: ${shareImages.count} share images (${Math.round(shareImages.bytes / 1024)} KB, ` +
    `${Math.round(shareImages.bytes / 1024 / shareImages.count)} KB each on average) in ${(shareImages.ms / 1000).toFixed(1)} s`,
);
console.log(
  `postbuild: changes.xml, ${siteChanges(pages).length} changes of ${pages.filter((p) => p.changes.length).length} pages ` +
    `(${Math.round(Buffer.byteLength(feed) / 1024)} KB)`,
);
console.log(
  `postbuild: ${pages.length} pages, ${aliases.length} aliases, ${count(out)} HTML files, 404.html, sitemap.xml, robots.txt, manifest.webmanifest, _redirects, _headers`,
);

// Placeholder configuration: warn last, where it is seen; `npm run build -- --strict` or STRICT_CONFIG=1 fails.
if (!checkConfig({ strict: process.argv.includes("--strict") || process.env.STRICT_CONFIG === "1", exit: false }))
  process.exit(1);
