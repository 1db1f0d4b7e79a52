/**
 * The files each page's offline copy needs, listed by the build: on a small
 * built site of its own (a guide page and a tool page whose island imports a
 * framework chunk the HTML never names), and how a broken build fails.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moduleLoader } from "../../app/lib/page-scripts";
import { offlineAssets } from "./offline";
import { pageAssets } from "./page-assets";

const out = mkdtempSync(path.join(tmpdir(), "page-assets-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), text);
};

const head =
  '<link rel="stylesheet" href="/assets/app-1.css"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/>' +
  '<link rel="alternate" type="application/atom+xml" href="/changes.xml"/>';
const page = (scripts: string[], body: string) =>
  `<!DOCTYPE html><html><head>${head}<script>${moduleLoader(scripts)}</script></head><body>` +
  `<svg><use href="/icons.svg#menu"></use></svg><a href="/changes.xml">Feed</a><a href="/beijing">Beijing</a>${body}</body></html>`;

write("assets/app-1.css", 'body{background:url(data:image/png;base64,AAAA)}@font-face{src:url("./serif-1.woff2")}');
write("assets/serif-1.woff2", "font");
for (const file of ["favicon.svg", "icons.svg", "manifest.webmanifest", "apple-touch-icon.png", "changes.xml"])
  write(file, "file");
write("illustrations/phone.svg", "<svg/>");
write("illustrations/phone-2x.svg", "<svg/>");
write("assets/site-1.js", "export{};");
write("assets/checklist-1.js", 'import{m as e}from"./framework-1.js";e();');
write("assets/framework-1.js", "export const m=()=>{};");
write("beijing.html", page(["/assets/site-1.js"], "<h1>Beijing</h1>"));
write(
  "tools/checklist.html",
  page(
    ["/assets/site-1.js", "/assets/checklist-1.js"],
    '<img src="/illustrations/phone.svg" srcset="/illustrations/phone.svg 1x, /illustrations/phone-2x.svg 2x" alt=""/>',
  ),
);
const pages = [{ path: "/beijing" }, { path: "/tools/checklist" }];

describe("offline assets", () => {
  it("lists what a page loads to render and run, with the chunks its island imports, and not the files it links to", () => {
    expect(offlineAssets(out, pages)).toEqual({
      shared: ["/assets/app-1.css", "/assets/serif-1.woff2", "/assets/site-1.js", "/favicon.svg", "/icons.svg"],
      own: [
        [],
        [
          "/assets/checklist-1.js",
          // Named only by the island's import: without it the tool would not start offline.
          "/assets/framework-1.js",
          "/illustrations/phone-2x.svg",
          "/illustrations/phone.svg",
        ],
      ],
    });
  });

  it("stops the build when a page uses a file the build lacks, naming the page and the file", () => {
    unlinkSync(path.join(out, "assets/framework-1.js"));
    expect(() => offlineAssets(out, pages)).toThrow(
      "/tools/checklist uses /assets/framework-1.js, which the build does not have",
    );
    write("assets/framework-1.js", "export const m=()=>{};");
    expect(() => pageAssets(out, page(["/assets/site-1.js", "/assets/island-gone.js"], ""))).toThrow(
      "uses /assets/island-gone.js, which the build does not have",
    );
  });
});
