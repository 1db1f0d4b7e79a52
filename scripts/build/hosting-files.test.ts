/** The post-build's steps on a folder of their own: what each writes, and how each fails. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageEntry } from "../../app/lib/registry";
import { aliasPages, checkPrerendered, inlineScriptHashes } from "./hosting-files";

const out = mkdtempSync(path.join(tmpdir(), "postbuild-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const page = (p: string, title: string) => ({ path: p, title, name: title }) as PageEntry;
const pages = [page("/", "Home"), page("/beijing-travel-guide-2025", "Beijing & the Wall")];
mkdirSync(path.join(out, "beijing-travel-guide-2025"), { recursive: true });
writeFileSync(path.join(out, "index.html"), "<!DOCTYPE html>");
writeFileSync(path.join(out, "beijing-travel-guide-2025/index.html"), "<!DOCTYPE html>");

describe("post-build steps", () => {
  it("passes a build with every page, and names the pages a build lacks", () => {
    expect(checkPrerendered(out, pages)).toBe("2 pages prerendered");
    expect(() => checkPrerendered(out, [...pages, page("/xian-travel-guide-2025", "Xi'an")])).toThrow(
      "not prerendered: /xian-travel-guide-2025",
    );
  });

  it("writes an alias page that sends the reader on, and refuses an alias to no page", () => {
    aliasPages(out, [{ from: "/cities/beijing", to: "/beijing-travel-guide-2025" }], pages);
    const html = readFileSync(path.join(out, "cities/beijing/index.html"), "utf8");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/beijing-travel-guide-2025">');
    expect(html).toContain("<title>Moved: Beijing &amp; the Wall</title>");
    expect(() => aliasPages(out, [{ from: "/cities/xian", to: "/xian-travel-guide-2025" }], pages)).toThrow(
      "alias /cities/xian points to /xian-travel-guide-2025, which is not a page",
    );
  });

  it("hashes the inline scripts a browser runs, not JSON-LD or external scripts", () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script>a()</script>',
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});
