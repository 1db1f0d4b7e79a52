/**
 * Each page's critical CSS, on a small built site of its own: the rules the page's elements use are
 * inlined in its head (Tailwind's `:where()` spacing rules too), the rest stay in the stylesheet,
 * which becomes a preload in the head and a link at the end of the body; a page whose stylesheet the
 * build does not have fails, naming the page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineCriticalCss } from "./critical-css";
import { inlineStyleHashes } from "./script-hashes";

const out = mkdtempSync(path.join(tmpdir(), "critical-css-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), text);
};
const read = (file: string) => readFileSync(path.join(out, file), "utf8");

const css = [
  "body{margin:0}",
  ".pt-20{padding-top:5rem}",
  ":where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}",
  "@media (width>=48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}",
  ".text-link:hover{text-decoration:underline}",
  ".driver-fullscreen{position:fixed}",
  "@media print{.pt-20{padding-top:0}}",
].join("");
write("assets/app-1.css", css);
const page = (body: string, href = "/assets/app-1.css") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Page</title>` +
  `<link rel="stylesheet" href="${href}"/><script>a()</script></head><body>${body}</body></html>`;
const guideBody =
  '<main class="pt-20"><ul class="space-y-3"><li>One</li><li>Two</li></ul><a class="text-link" href="/">x</a></main>';
write("guide/index.html", page(guideBody));

describe("critical CSS", () => {
  it("inlines the rules a page uses, moves the stylesheet to the end of the body and preloads it in the head", async () => {
    expect(await inlineCriticalCss(out, [path.join(out, "guide/index.html")])).toEqual({
      pages: 1,
      largest: expect.any(Number),
    });
    const html = read("guide/index.html");
    const [head, body] = html.split("<body>");
    const inline = head!.match(/<style>([\s\S]*)<\/style>/)![1]!;
    // Used by the page: its padding (with its print override), its list's spacing, its link's hover.
    expect(inline).toContain(".pt-20{padding-top:5rem}");
    expect(inline).toContain(":where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}");
    expect(inline).toContain(".text-link:hover");
    expect(inline).toContain("@media print");
    // Not used by the page: left to the stylesheet.
    expect(inline).not.toContain("md\\:grid");
    expect(inline).not.toContain("driver-fullscreen");
    expect(head).toContain('<link rel="preload" href="/assets/app-1.css" as="style"/><style>');
    expect(head).not.toMatch(/rel="stylesheet"/);
    expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/app-1\.css"\/><\/body><\/html>$/);
    // Every other byte is the page as it was.
    expect(
      html
        .replace(
          /<link rel="preload"[^>]*><style>[\s\S]*<\/style>/,
          '<link rel="stylesheet" href="/assets/app-1.css"/>',
        )
        .replace(/<link rel="stylesheet"[^>]*><\/body>/, "</body>"),
    ).toBe(page(guideBody));
    // The inline script is kept as it was; the page's CSP hashes the new style element.
    expect(head).toContain("<script>a()</script>");
    expect(inlineStyleHashes(html)).toEqual([expect.stringMatching(/^sha256-[A-Za-z0-9+/]+=*$/)]);
    // The stylesheet keeps every rule for the next page.
    expect(read("assets/app-1.css")).toBe(css);
  });

  it("fails a page whose stylesheet the build does not have, naming the page", async () => {
    write("broken/index.html", page("<main>Text</main>", "/assets/app-missing.css"));
    await expect(inlineCriticalCss(out, [path.join(out, "broken/index.html")])).rejects.toThrow(
      /broken\/index\.html: .*app-missing\.css/,
    );
  });

  it("leaves a page without a stylesheet as it is", async () => {
    write("moved/index.html", "<!DOCTYPE html><html><head><title>Moved</title></head><body></body></html>");
    expect(await inlineCriticalCss(out, [path.join(out, "moved/index.html")])).toEqual({ pages: 0, largest: 0 });
    expect(read("moved/index.html")).toBe("<!DOCTYPE html><html><head><title>Moved</title></head><body></body></html>");
  });
});
