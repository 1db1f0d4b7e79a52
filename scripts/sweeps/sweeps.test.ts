/**
 * Every static sweep run on a small broken build (tests/fixtures/broken-build),
 * to show that each one fails, naming the page, when the site is broken the
 * way it checks for: invalid HTML, a broken link, a duplicate title, a missing
 * alias, a 200 for an unknown path, weak security headers, bad structured
 * data, uncompressed responses, a missing, mis-sized or shared share image, a
 * broken change feed, a page whose first paint waits for a request
 * (tests/fixtures/render-blocking). The clean pages of the fixture must pass.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/serve";
import { changesFeed } from "../../app/lib/changes-feed";
import type { SiteConfig } from "../../app/config/site";
import { FEED_CONTENT_TYPE } from "../../app/lib/hosting";
import { checkFeed } from "./feed";
import { htmlFiles } from "./build-files";
import { checkHeads } from "./heads";
import { checkLinks } from "./links";
import { runNu } from "./nu";
import { checkObservatory } from "./observatory";
import { checkShareImages, pngSize } from "./share-images";
import { checkRenderBlocking } from "./render-blocking";
import { checkAliases, checkNotFound } from "./routes";
import { validateJsonLd } from "./structured-data";
import { checkServedAs, checkTransfer } from "./transfer";

const root = path.resolve(import.meta.dirname, "../../tests/fixtures/broken-build");
const files = htmlFiles(root);
const fixturePages = [
  { path: "/", title: "Fixture home", description: "The home page of a small broken site the sweeps are tested on." },
  { path: "/good", title: "A good page", description: "A page with nothing wrong with it." },
  { path: "/bad-html", title: "Invalid markup", description: "A page whose markup breaks the HTML standard." },
  { path: "/broken-link", title: "A broken link", description: "A page that links to a page that does not exist." },
  { path: "/dup-title", title: "A good page", description: "A page that repeats the title of another page." },
];
const read = (p: string) => readFileSync(path.join(root, p), "utf8");
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = await startServer({ root, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("Nu HTML Checker sweep", () => {
  it("fails on invalid markup, naming the file and line, and passes the valid files", () => {
    const { findings, errors } = runNu(root, files);
    expect(errors).toBeGreaterThan(0);
    expect(findings.map((f) => f.where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^bad-html\.html:19:\d+$/)]),
    );
    // A warning the allowlist accepts in 404.html alone (a meta policy the checker cannot match to 'self')
    // fails in any other file.
    expect(findings.map((f) => f.message)).toContain(
      "warning: Resource violates Content Security Policy (meta tag): external stylesheet “/assets/app-1.css” blocked by “style-src” directive.",
    );
    expect(findings.filter((f) => !f.where.startsWith("bad-html.html"))).toEqual([]);
  }, 60_000);
  it("fails when it gets no report at all", () => {
    expect(runNu(root, []).findings).toHaveLength(1);
  });
  it("leaves out the CSS validator's messages about an inline <style>, and still fails CSS in a style attribute", () => {
    const dir = path.resolve(import.meta.dirname, "../../tests/fixtures/nu-inline-style");
    const { findings } = runNu(dir, htmlFiles(dir));
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      "index.html:20:5: CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    ]);
  }, 60_000);
});

describe("links sweep", () => {
  it("fails on a link to a missing page and a missing share image, naming the page that links", async () => {
    const { findings } = await checkLinks({ root, files, base, siteUrl: "https://fixture.test" });
    expect(findings).toEqual([
      expect.objectContaining({ where: "broken-link.html", message: "/missing-page answers 404" }),
      expect.objectContaining({ where: "broken-link.html", message: "/social/broken-link.png answers 404" }),
    ]);
  });
});

describe("heads sweep", () => {
  it("fails on a duplicate title, a registered page missing from the build and a sitemap that disagrees", () => {
    const pages = [...fixturePages, { path: "/unbuilt", title: "Unbuilt", description: "Registered but never built." }];
    const { findings } = checkHeads({
      root,
      files,
      pages,
      absoluteUrl: (p) => `https://fixture.test${p === "/" ? "" : p}`,
    });
    const lines = findings.map((f) => `${f.where}: ${f.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        // Files are read in path order, so the second of the pair is the one named first.
        '/good: repeats the title of /dup-title: "A good page"',
        "/unbuilt: is registered but has no HTML file in the build",
        "/sitemap.xml: lists https://fixture.test/retired, which is not a registered page",
        "/sitemap.xml: does not list https://fixture.test/bad-html",
      ]),
    );
    expect(lines.some((l) => l.startsWith("/:") || l.startsWith("/bad-html:"))).toBe(false);
  });
});

describe("share-images sweep", () => {
  it("fails a missing image, a PNG of the wrong size and two pages with the same picture, and passes the rest", () => {
    const { findings, checked } = checkShareImages({
      root,
      files,
      pages: fixturePages,
      siteUrl: "https://fixture.test",
      size: { width: 1200, height: 630 },
    });
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      "/bad-html: og:image https://fixture.test/social/bad-html.png is 600x315, expected 1200x630",
      "/broken-link: og:image https://fixture.test/social/broken-link.png is not in the build",
      "/dup-title: shares its share image with /good (https://fixture.test/social/dup-title.png)",
    ]);
    expect(checked).toBe(4);
  });
  it("fails a page without an og:image, or with one elsewhere", () => {
    const { findings } = checkShareImages({
      root,
      files,
      pages: [{ path: "/good" }],
      siteUrl: "https://elsewhere.test",
      size: { width: 1200, height: 630 },
    });
    expect(findings.map((f) => f.message)).toEqual([
      "og:image https://fixture.test/social/good.png is not on this site",
    ]);
  });
  it("reads a PNG's size from its header and nothing else as a PNG", () => {
    expect(pngSize(readFileSync(path.join(root, "social/bad-html.png")))).toEqual({ width: 600, height: 315 });
    expect(pngSize(Buffer.from(read("index.html")))).toBeUndefined();
  });
});

describe("feed sweep", () => {
  const pageUrls = new Set(fixturePages.map((p) => `https://fixture.test${p.path === "/" ? "" : p.path}`));
  const opts = { where: "/changes.xml", selfUrl: "https://fixture.test/changes.xml", pageUrls };
  it("fails a feed that is not valid Atom, naming the line of each problem", () => {
    const { findings, entries } = checkFeed(read("changes.xml"), opts);
    expect(entries).toBe(3);
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      '/changes.xml:5: the feed has 0 links rel="self", expected one',
      "/changes.xml:5: no atom:author with a name on the feed, nor on every entry",
      '/changes.xml:20: entry 2\'s atom:updated "2026-11-23" is not an RFC 3339 date-time',
      "/changes.xml:17: entry 2 repeats the id of entry 1: tag:fixture.test,2026-11-23:/good#change-1",
      "/changes.xml:21: entry 2 links to https://fixture.test/retired, which is not a registered page",
      "/changes.xml:23: entry 3 has 0 atom:updated elements, expected exactly one",
      '/changes.xml:23: entry 3 has neither atom:content nor a link rel="alternate"',
    ]);
  });
  it("fails a feed that is not well-formed XML, or not Atom", () => {
    expect(checkFeed("<feed><entry></feed>", opts).findings.map((f) => f.message)).toEqual([
      "not well-formed XML: 1:20: unexpected close tag.",
    ]);
    expect(checkFeed("", opts).findings.map((f) => f.message)).toEqual([expect.stringMatching(/^not well-formed XML/)]);
    expect(checkFeed("<rss><channel/></rss>", opts).findings.map((f) => f.message)).toEqual([
      "the root element is {}rss, not an Atom feed (http://www.w3.org/2005/Atom)",
    ]);
  });
  it("passes the feed the build writes, with a stable id for each of two changes on one day", () => {
    const config: SiteConfig = {
      brandName: "Fixture",
      siteUrl: "https://fixture.test",
      storefrontUrl: "https://shop.fixture.test",
      analyticsId: "",
      supportEmail: "help@fixture.test",
      twitterHandle: "",
    };
    const changes = [
      { date: "2026-11-23", note: "Fees corrected & <sources> added" },
      { date: "2026-11-23", note: "A section added" },
      { date: "2026-10-02", note: "Opening hours corrected", report: true as const },
    ];
    const xml = changesFeed([{ path: "/good", name: "A good page", dateModified: "2026-11-23", changes }], config);
    expect(checkFeed(xml, opts)).toEqual({ findings: [], entries: 3 });
    // Only the change a reader's report led to is marked as such.
    expect(xml.match(/<category term="reader-report"/g)).toHaveLength(1);
    expect(xml).toMatch(/2026-10-02:\/good#change-1<\/id>\n(?:.*\n){3}\s*<category term="reader-report"/);
    expect(xml).toContain("<id>tag:fixture.test,2026-11-23:/good#change-2</id>");
    expect(xml).toContain("<id>tag:fixture.test,2026-11-23:/good#change-1</id>");
    expect(xml).toContain("<title>A good page: Fees corrected &amp; &lt;sources&gt; added</title>");
  });
  it("fails a feed served without the Atom content type", async () => {
    const found = await checkServedAs(base, [
      { url: "/changes.xml", type: FEED_CONTENT_TYPE, cache: "public, max-age=0, must-revalidate" },
    ]);
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(/^answers 200, content-type text\/xml/)]);
  });
});

describe("alias sweep", () => {
  it("passes a working alias and fails a missing one, naming it", async () => {
    const findings = await checkAliases(base, [
      { from: "/old-good", to: "/good" },
      { from: "/missing-alias", to: "/good" },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ where: "/missing-alias", message: "answers 404, expected 301 to /good" }),
    ]);
  });
});

describe("not-found sweep", () => {
  it("passes a 404 with the not-found page", async () => {
    expect(await checkNotFound(base, ["/nope"], "Oops! Page not found")).toEqual([]);
  });
  it("fails a server that answers 200 for an unknown path, or 404 without the page", async () => {
    const liar = http.createServer((req, res) => {
      res.statusCode = req.url === "/empty-404" ? 404 : 200;
      res.end("<h1>Welcome</h1>");
    });
    await new Promise<void>((r) => liar.listen(0, "127.0.0.1", r));
    const liarBase = `http://127.0.0.1:${(liar.address() as AddressInfo).port}`;
    const findings = await checkNotFound(liarBase, ["/nope", "/empty-404"], "Oops! Page not found");
    liar.close();
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      "/nope: answers 200, expected 404",
      '/empty-404: answers 404 without the not-found page ("Oops! Page not found")',
    ]);
  });
});

describe("structured-data sweep", () => {
  it("passes valid JSON-LD", async () => {
    expect(await validateJsonLd(read("good.html"), "/good")).toEqual([]);
  });
  it("fails an Article without its rich-result properties and a type schema.org does not have", async () => {
    const article = (await validateJsonLd(read("bad-html.html"), "/bad-html")).map((f) => f.message);
    expect(article).toEqual(expect.arrayContaining(["Article lacks publisher.logo.url", "Article lacks dateModified"]));
    const unknown = (await validateJsonLd(read("broken-link.html"), "/broken-link")).map((f) => f.message);
    expect(unknown).toEqual([expect.stringContaining('"TravelGuideThing" is not a valid schema.org type')]);
  });
  it("fails JSON-LD that does not parse", async () => {
    const found = await validateJsonLd('<script type="application/ld+json">{"@type": </script>', "/x");
    expect(found[0]?.message).toMatch(/^JSON-LD does not parse/);
  });
});

describe("observatory sweep", () => {
  it("fails a site without security headers, naming the page and the failed tests", async () => {
    const { findings, results } = await checkObservatory(root, ["/good"]);
    expect(results[0]?.score).toBeLessThan(100);
    expect(findings).toEqual([
      expect.objectContaining({
        where: "/good",
        message: expect.stringMatching(/content-security-policy|csp-not-implemented/),
      }),
    ]);
  }, 60_000);
});

describe("transfer sweep", () => {
  it("fails responses served without compression or the expected cache policy", async () => {
    const findings = await checkTransfer(base, [
      { url: "/", encoding: "br", cache: "public, max-age=0, must-revalidate" },
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.where).toBe("/");
  });
  it("fails an image served without the expected cache policy, or not at all", async () => {
    const findings = await checkServedAs(base, [
      { url: "/social/good.png", type: "image/png", cache: "public, max-age=0, must-revalidate" },
      { url: "/social/broken-link.png", type: "image/png", cache: "public, max-age=0, must-revalidate" },
    ]);
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      "/social/good.png: answers 200, content-type image/png, cache-control null",
      expect.stringMatching(/^\/social\/broken-link\.png: answers 404, content-type text\/html/),
    ]);
  });
});

describe("render-blocking sweep", () => {
  const dir = path.resolve(import.meta.dirname, "../../tests/fixtures/render-blocking");
  it("fails each way a page's first paint can wait for a request, naming the file, and passes a page that paints from its HTML", () => {
    const findings = checkRenderBlocking(dir, htmlFiles(dir));
    expect(findings.map((f) => `${f.where}: ${f.message}`)).toEqual([
      'blocking-render.html: asks to block rendering: <script type="module" src="/assets/site.js" blocking="render">',
      'head-stylesheet.html: the head links a stylesheet the first paint waits for: <link rel="stylesheet" href="/assets/app.css" />',
      "head-stylesheet.html: links a stylesheet but carries no inline style in its head: the first screen paints unstyled",
      "import-in-style.html: an inline style @imports a stylesheet it waits for",
      'noscript-stylesheet.html: the head links a stylesheet the first paint waits for: <link rel="stylesheet" href="/assets/app.css" />',
      'parser-blocking-script.html: the head loads a script that stops the parser: <script src="/assets/site.js">',
      "unstyled-first-screen.html: links a stylesheet but carries no inline style in its head: the first screen paints unstyled",
    ]);
  });
});
