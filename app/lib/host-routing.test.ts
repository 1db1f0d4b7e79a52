/**
 * The hosts' rules on the folder their documentation describes: `file.html`, `folder/index.html`,
 * both for one name, an asset, a 404 page and a redirect over an existing file. The Cloudflare
 * Pages answers are also what its own emulator (`wrangler pages dev`) answered for this folder.
 */
import { describe, expect, it } from "vitest";
import { hostAnswer, type BuiltSite, type Host } from "./host-routing";

const files = new Set([
  "index.html",
  "404.html",
  "file.html",
  "folder/index.html",
  "both.html",
  "both/index.html",
  "tools.html",
  "tools/checklist.html",
  "old.html",
  "assets/app-1.js",
]);
const site: BuiltSite = { isFile: (rel) => files.has(rel), redirects: new Map([["/old", "/file"]]) };
const ask = (host: Host, url: string) => {
  const [pathname, query] = url.split("?");
  return hostAnswer(host, pathname!, query === undefined ? "" : `?${query}`, site);
};

describe("Cloudflare Pages", () => {
  it.each([
    ["/", { status: 200, file: "index.html" }],
    ["/file", { status: 200, file: "file.html" }],
    ["/file/", { status: 308, location: "/file" }],
    ["/file/?a=1", { status: 308, location: "/file?a=1" }],
    ["/file.html", { status: 308, location: "/file" }],
    ["/folder", { status: 308, location: "/folder/" }],
    ["/folder/", { status: 200, file: "folder/index.html" }],
    ["/folder/index.html", { status: 308, location: "/folder/" }],
    ["/index.html", { status: 308, location: "/" }],
    ["/both", { status: 200, file: "both.html" }],
    ["/both/", { status: 200, file: "both/index.html" }],
    ["/tools", { status: 200, file: "tools.html" }],
    ["/tools/", { status: 308, location: "/tools" }],
    ["/tools/checklist", { status: 200, file: "tools/checklist.html" }],
    ["/tools/checklist/index.html", { status: 404, file: "404.html" }],
    ["/assets/app-1.js", { status: 200, file: "assets/app-1.js" }],
    ["/old", { status: 301, location: "/file" }],
    ["/old?x=1", { status: 301, location: "/file?x=1" }],
    ["/old/", { status: 308, location: "/old" }],
    ["/404.html", { status: 308, location: "/404" }],
    ["/nope", { status: 404, file: "404.html" }],
    ["/nope/", { status: 404, file: "404.html" }],
    ["/nope.html", { status: 404, file: "404.html" }],
    ["/File", { status: 404, file: "404.html" }],
  ])("%s", (url, expected) => {
    expect(ask("cloudflare-pages", url)).toEqual(expected);
  });
});

describe("Netlify", () => {
  it.each([
    ["/", { status: 200, file: "index.html" }],
    ["/file", { status: 200, file: "file.html" }],
    ["/file/", { status: 301, location: "/file" }],
    ["/file.html", { status: 200, file: "file.html" }],
    ["/folder", { status: 301, location: "/folder/" }],
    ["/folder/", { status: 200, file: "folder/index.html" }],
    ["/both", { status: 200, file: "both.html" }],
    ["/both/", { status: 200, file: "both/index.html" }],
    ["/tools/checklist", { status: 200, file: "tools/checklist.html" }],
    // A file at the path shadows a rule that is not forced.
    ["/old", { status: 200, file: "old.html" }],
    ["/nope", { status: 404, file: "404.html" }],
  ])("%s", (url, expected) => {
    expect(ask("netlify", url)).toEqual(expected);
  });

  it("follows a redirect where no file answers", () => {
    const bare: BuiltSite = { isFile: () => false, redirects: new Map([["/old", "/file"]]) };
    expect(hostAnswer("netlify", "/old", "", bare)).toEqual({ status: 301, location: "/file" });
    expect(hostAnswer("netlify", "/nope", "", bare)).toEqual({ status: 404, file: null });
  });
});
