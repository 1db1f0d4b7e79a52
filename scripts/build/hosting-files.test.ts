/** The post-build's steps on a folder of their own: what each writes, and how each fails. */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageEntry } from "../../app/lib/registry";
import { aliasPages, checkPrerendered, dropLoaderData, notFoundPolicy, pageFiles } from "./hosting-files";
import { inlineScriptHashes } from "./script-hashes";

const out = mkdtempSync(path.join(tmpdir(), "postbuild-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const page = (p: string, title: string) => ({ path: p, title, name: title }) as PageEntry;
const pages = [
  page("/", "Home"),
  page("/beijing-travel-guide-2025", "Beijing & the Wall"),
  page("/tools", "Tools"),
  page("/tools/checklist", "Checklist"),
];
// As React Router writes them: one folder per page.
for (const dir of ["", "beijing-travel-guide-2025", "tools", "tools/checklist"]) {
  mkdirSync(path.join(out, dir), { recursive: true });
  writeFileSync(path.join(out, dir, "index.html"), `<!DOCTYPE html><title>${dir}</title>`);
}
writeFileSync(path.join(out, "tools/checklist.data"), "[]");
writeFileSync(path.join(out, "_root.data"), "[]");

describe("post-build steps", () => {
  it("moves each page from <path>/index.html to <path>.html, and keeps the folders still in use", () => {
    expect(pageFiles(out)).toBe("3 pages at <path>.html");
    expect(readFileSync(path.join(out, "tools/checklist.html"), "utf8")).toContain("<title>tools/checklist</title>");
    expect(readFileSync(path.join(out, "tools.html"), "utf8")).toContain("<title>tools</title>");
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain("<title></title>");
    expect(existsSync(path.join(out, "beijing-travel-guide-2025"))).toBe(false);
    expect(existsSync(path.join(out, "tools/checklist"))).toBe(false);
    expect(existsSync(path.join(out, "tools/checklist.data"))).toBe(true);
  });

  it("removes the loader data React Router writes beside the pages, and nothing else", () => {
    expect(dropLoaderData(out)).toBe("2 files of loader data removed (nothing requests them)");
    expect(existsSync(path.join(out, "tools/checklist.data"))).toBe(false);
    expect(existsSync(path.join(out, "_root.data"))).toBe(false);
    expect(existsSync(path.join(out, "tools/checklist.html"))).toBe(true);
    expect(existsSync(path.join(out, "index.html"))).toBe(true);
  });

  it("refuses to move a page over a file already at <path>.html", () => {
    const clash = mkdtempSync(path.join(tmpdir(), "postbuild-clash-"));
    mkdirSync(path.join(clash, "guide"));
    writeFileSync(path.join(clash, "guide/index.html"), "a");
    writeFileSync(path.join(clash, "guide.html"), "b");
    expect(() => pageFiles(clash)).toThrow("guide/index.html cannot move: guide.html exists");
    rmSync(clash, { recursive: true, force: true });
  });

  it("passes a build with every page, and names the pages a build lacks", () => {
    expect(checkPrerendered(out, pages)).toBe("4 pages prerendered");
    expect(() => checkPrerendered(out, [...pages, page("/xian-travel-guide-2025", "Xi'an")])).toThrow(
      "not prerendered: /xian-travel-guide-2025",
    );
  });

  it("writes an alias page that sends the reader on, and refuses an alias to no page", () => {
    aliasPages(out, [{ from: "/cities/beijing", to: "/beijing-travel-guide-2025" }], pages);
    const html = readFileSync(path.join(out, "cities/beijing.html"), "utf8");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/beijing-travel-guide-2025">');
    expect(html).toContain("<title>Moved: Beijing &amp; the Wall</title>");
    expect(() => aliasPages(out, [{ from: "/cities/xian", to: "/xian-travel-guide-2025" }], pages)).toThrow(
      "alias /cities/xian points to /xian-travel-guide-2025, which is not a page",
    );
  });

  it("puts the not-found page's policy first in its head, allowing its inline script, once", () => {
    writeFileSync(path.join(out, "404.html"), '<html><head><meta charSet="utf-8"/><script>go()</script></head></html>');
    notFoundPolicy(out);
    const html = readFileSync(path.join(out, "404.html"), "utf8");
    const [hash] = inlineScriptHashes("<script>go()</script>");
    expect(html).toMatch(
      new RegExp(
        `^<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' '${hash!.replace(/[+/]/g, "\\$&")}';`,
      ),
    );
    expect(html).not.toContain("frame-ancestors");
    expect(() => notFoundPolicy(out)).toThrow('/404.html needs one <meta charSet="utf-8"/> and no policy yet');
  });

  it("hashes the inline scripts a browser runs, not JSON-LD or external scripts", () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script>a()</script>',
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});
