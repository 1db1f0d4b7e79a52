/**
 * The host layout sweep on small built folders: the layout the build writes passes; the layout
 * React Router writes by itself (`page/index.html`) fails on both hosts, naming each page; and
 * each other way a folder can break the hosts' rules fails, naming what is wrong.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderHeadersFile, renderRedirectsFile, type HeaderRule } from "../../app/lib/hosting";
import { inlineScriptHashes } from "../build/script-hashes";
import { formatFinding } from "./findings";
import { checkHostLayout } from "./host-layout";

const pages = [{ path: "/" }, { path: "/guide" }, { path: "/tools/checklist" }];
const aliases = [{ from: "/guides/guide", to: "/guide" }];
const missing = ["/no-such-page"];
const page = (name: string) => `<!DOCTYPE html><html><head><script>boot("${name}")</script></head><body></body></html>`;
const csp = (html: string) =>
  `script-src 'self' ${inlineScriptHashes(html)
    .map((h) => `'${h}'`)
    .join(" ")}`;
const notFound = `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/></head></html>`;
const fallback = (to: string) => `<!DOCTYPE html><meta http-equiv="refresh" content="0; url=${to}">`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built folder: `files` by relative path, `_headers` with one CSP rule per page, `_redirects` for the aliases. */
function folder(files: Record<string, string>, rules?: HeaderRule[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "host-layout-"));
  dirs.push(root);
  const all: Record<string, string> = {
    "404.html": notFound,
    _redirects: renderRedirectsFile(aliases),
    _headers: renderHeadersFile(
      rules ?? pages.map((p) => ({ pattern: p.path, headers: { "Content-Security-Policy": csp(page(p.path)) } })),
    ),
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}
const check = (root: string) => checkHostLayout({ root, pages, aliases, missing }).findings.map(formatFinding);

const pageFiles = {
  "index.html": page("/"),
  "guide.html": page("/guide"),
  "tools/checklist.html": page("/tools/checklist"),
  "guides/guide.html": fallback("/guide"),
};

describe("host layout sweep", () => {
  it("passes the layout the build writes: each page at <path>.html", () => {
    const root = folder(pageFiles);
    expect(check(root)).toEqual([]);
    expect(checkHostLayout({ root, pages, aliases, missing }).answers).toBe(pages.length * 2 + 2 + 2);
  });

  it("fails React Router's own layout, <path>/index.html, on both hosts, naming each page", () => {
    const root = folder({
      "index.html": page("/"),
      "guide/index.html": page("/guide"),
      "tools/checklist/index.html": page("/tools/checklist"),
      "guides/guide/index.html": fallback("/guide"),
    });
    expect(check(root)).toEqual([
      "host: /guide: answers 308 to /guide/ on Cloudflare Pages, expected 200 from guide.html",
      "host: /guide: answers 301 to /guide/ on Netlify, expected 200 from guide.html",
      "host: /tools/checklist: answers 308 to /tools/checklist/ on Cloudflare Pages, expected 200 from tools/checklist.html",
      "host: /tools/checklist: answers 301 to /tools/checklist/ on Netlify, expected 200 from tools/checklist.html",
      "host: /guides/guide: answers 301 to /guides/guide/ on Netlify, which does not lead to /guide",
    ]);
  });

  it("fails a page without its own policy, or with one that blocks its inline script", () => {
    const root = folder(pageFiles, [
      { pattern: "/", headers: { "Content-Security-Policy": csp(page("/")) } },
      // The policy of another page: its hash is not this page's.
      { pattern: "/guide", headers: { "Content-Security-Policy": csp(page("/")) } },
    ]);
    expect(check(root)).toEqual([
      `host: /guide: its Content-Security-Policy does not allow its inline script ${inlineScriptHashes(page("/guide"))[0]}`,
      "host: /tools/checklist: gets no Content-Security-Policy from _headers",
    ]);
  });

  it("fails an alias with no redirect, a missing path that answers 200, and a 404 page without a policy", () => {
    const root = folder({
      ...pageFiles,
      _redirects: "",
      "guides/guide.html": "<p>Not the way on.</p>",
      "no-such-page.html": page("/no-such-page"),
      "404.html": "<!DOCTYPE html><h1>Not found</h1>",
    });
    expect(check(root)).toEqual([
      "host: /guides/guide: answers 200 from guides/guide.html on Cloudflare Pages, expected 301 to /guide",
      "host: /guides/guide: answers 200 from guides/guide.html on Netlify, which does not lead to /guide",
      "host: /no-such-page: answers 200 from no-such-page.html on Cloudflare Pages, expected 404 (404.html)",
      "host: /no-such-page: answers 200 from no-such-page.html on Netlify, expected 404 (404.html)",
      "host: /404.html: has no Content-Security-Policy meta tag, and no header rule can reach it",
    ]);
  });

  it("fails _headers over Cloudflare Pages' 100 rules", () => {
    const rules = Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}`, headers: { "X-N": String(i) } }));
    expect(check(folder(pageFiles, rules))).toContain("host: _headers: has 101 rules; Cloudflare Pages reads 100");
  });
});
