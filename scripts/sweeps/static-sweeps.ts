/**
 * Static sweeps over a production build (`npm run build` first; any build
 * folder with BUILD_DIR=…). Every sweep takes its list of pages and aliases
 * from the route registry, so a new record is covered without an edit here:
 *  - the W3C Nu HTML Checker on every HTML file (errors and unjustified warnings fail);
 *  - JSON-LD of every HTML file through a schema.org and rich-results validator;
 *  - every internal link and asset resolving through the local server (200, or 301 to 200);
 *  - heads: each registered page built with its registry title and description, no duplicates, sitemap = registry;
 *  - first paint: no HTML file waits for a request before painting (no stylesheet in the head, no
 *    parser-blocking script), and a page that links a stylesheet carries its rules inline;
 *  - share images: each registered page's og:image in the build, a 1200x630 PNG of its own;
 *  - the change feed: well-formed, valid Atom, unique entry ids, RFC 3339 dates, entries linking to registered pages;
 *  - the folder under the hosts' rules (Cloudflare Pages, Netlify): each page 200 at its canonical path with
 *    no redirect and its own CSP, each alias one 301 to its page, a missing path 404 (host-layout.ts);
 *  - the build under the distribution's nginx with the configuration the build wrote (nginx.ts): each page
 *    200 with every header of its `_headers` rules, each alias one 301, missing paths 404 with the not-found page;
 *  - every alias answering 301 to its canonical page; unknown paths answering 404 with the not-found page;
 *  - the Mozilla HTTP Observatory score of one page per type and the 404 page (real scanner, HTTPS at the host);
 *  - compression, content types (the feed's too) and caching headers.
 * Each sweep is a function in this folder with fixture tests (sweeps.test.ts) that show it failing on a broken build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { site } from "../../app/config/site";
import { clientDir } from "../../app/lib/build-dir";
import { cacheHeaders, FEED_CONTENT_TYPE } from "../../app/lib/hosting";
import { CHANGES_FEED_PATH } from "../../app/lib/paths";
import { registry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { NOT_FOUND_HEADING } from "../../app/lib/not-found";
import { startServer } from "../../server/serve";
import { htmlFiles } from "./build-files";
import { pagePathOf } from "../../app/lib/build-dir";
import { formatFinding, type Finding } from "./findings";
import { checkHeads } from "./heads";
import { checkHostLayout } from "./host-layout";
import { runNginxCheck } from "./nginx";
import { checkRenderBlocking } from "./render-blocking";
import { checkLinks } from "./links";
import { runNu } from "./nu";
import { checkObservatory } from "./observatory";
import { checkAliases, checkNotFound } from "./routes";
import { validateJsonLd } from "./structured-data";
import { checkServedAs, checkTransfer } from "./transfer";
import { checkShareImages } from "./share-images";
import { checkFeed } from "./feed";
import { SHARE_IMAGE_SIZE, shareImagePath } from "../../app/lib/share-image";

const { aliases, pages } = registry();

const root = clientDir(path.resolve(import.meta.dirname, "../.."));
const files = htmlFiles(root);
const findings: Finding[] = [];
const report = (line: string) => console.log(line);

const nu = runNu(root, files);
findings.push(...nu.findings);
report(`Nu HTML Checker: ${files.length} files, ${nu.errors} errors, ${nu.warnings} warnings`);

let structured = 0;
for (const file of files) {
  const found = await validateJsonLd(readFileSync(file, "utf8"), pagePathOf(root, file));
  findings.push(...found);
  structured++;
}
report(`Structured data: JSON-LD of ${structured} files validated`);

const heads = checkHeads({ root, files, pages, absoluteUrl });
findings.push(...heads.findings);
report(
  `Heads: ${pages.length} registered pages, ${heads.indexable} indexable files with unique titles and descriptions; sitemap checked`,
);

const blocking = checkRenderBlocking(root, files);
findings.push(...blocking);
report(`First paint: ${files.length} files, ${blocking.length} requests a first paint would wait for`);

const share = checkShareImages({ root, files, pages, siteUrl: site.siteUrl, size: SHARE_IMAGE_SIZE });
findings.push(...share.findings);
report(
  `Share images: ${share.checked} pages, each with its own ${SHARE_IMAGE_SIZE.width}x${SHARE_IMAGE_SIZE.height} PNG ` +
    `(${Math.round(share.bytes / 1024)} KB in all)`,
);

const feedFile = path.join(root, CHANGES_FEED_PATH.slice(1));
const feed = checkFeed(existsSync(feedFile) ? readFileSync(feedFile, "utf8") : "", {
  where: CHANGES_FEED_PATH,
  selfUrl: absoluteUrl(CHANGES_FEED_PATH),
  pageUrls: new Set(pages.map((p) => absoluteUrl(p.path))),
});
findings.push(...feed.findings);
report(
  `Feed: ${CHANGES_FEED_PATH}, ${feed.entries} entries, well-formed Atom, unique ids, RFC 3339 dates, links to registered pages`,
);

const unknown = ["/no-such-page", "/cities/atlantis", "/how-to-nothing/deeper"];
const host = checkHostLayout({ root, pages, aliases, missing: unknown });
findings.push(...host.findings);
report(
  `Hosts (Cloudflare Pages, Netlify): ${pages.length} pages 200 at their own path with their own CSP, ` +
    `${aliases.length} aliases, ${unknown.length} missing paths (${host.answers} answers)`,
);

// The same build under the distribution's nginx with the configuration the build generated (nginx.ts).
const nginx = await runNginxCheck(root, { pages, aliases });
findings.push(...nginx.findings);
report(nginx.summary);

const server = await startServer({ root, port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const links = await checkLinks({ root, files, base, siteUrl: site.siteUrl });
  findings.push(...links.findings);
  report(`Links and assets: ${links.checked} distinct internal targets`);

  findings.push(...(await checkAliases(base, aliases)));
  report(`Aliases: ${aliases.length} paths answer 301 to their canonical page`);

  findings.push(...(await checkNotFound(base, unknown, NOT_FOUND_HEADING)));
  report(`Not found: ${unknown.length} unknown paths answer 404 with the not-found page`);

  // The largest hashed script of the build: over the compression threshold by far.
  const asset = readdirSync(path.join(root, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ url: `/assets/${f}`, size: statSync(path.join(root, "assets", f)).size }))
    .sort((a, b) => b.size - a.size)
    .at(0)?.url;
  findings.push(
    ...(await checkTransfer(base, [
      { url: "/", encoding: "br", cache: cacheHeaders.revalidate },
      { url: "/", encoding: "gzip", cache: cacheHeaders.revalidate },
      ...(asset ? [{ url: asset, encoding: "br" as const, cache: cacheHeaders.immutable }] : []),
      { url: "/icons.svg", encoding: "gzip", cache: cacheHeaders.revalidate },
    ])),
  );
  // Share images keep their address from build to build: served as PNG and revalidated, never cached for a year.
  findings.push(
    ...(await checkServedAs(
      base,
      [pages[0]!.path, pages.find((p) => p.type === "city")?.path ?? "/"].map((p) => ({
        url: shareImagePath(p),
        type: "image/png",
        cache: cacheHeaders.revalidate,
      })),
    )),
  );
  findings.push(
    ...(await checkServedAs(base, [
      { url: CHANGES_FEED_PATH, type: FEED_CONTENT_TYPE, cache: cacheHeaders.revalidate },
    ])),
  );
  report(
    "Compression and caching: br and gzip with Vary; HTML revalidates, hashed assets immutable, share images PNG and revalidated, the feed served as Atom",
  );
} finally {
  server.close();
}

const samples = [...new Map(pages.map((p) => [p.type, p.path] as const)).values(), "/no-such-page"];
const observatory = await checkObservatory(root, samples);
findings.push(...observatory.findings);
report(
  `Observatory (HTTPS at the host): ${observatory.results.map((r) => `${r.path} ${r.score} ${r.grade}`).join(", ")}`,
);

if (findings.length) {
  console.error(`\n${findings.length} static sweep failure(s):\n  ${findings.map(formatFinding).join("\n  ")}`);
  process.exit(1);
}
console.log("Static sweeps: 0 failures");
