/** The nginx configuration written from `_headers`, `_redirects` and the pages' files, on a small site of its own. */
import { describe, expect, it } from "vitest";
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  renderHeadersFile,
  type HeaderRule,
} from "../../app/lib/hosting";
import { brokenConfig } from "../sweeps/nginx";
import { renderNginxSite, type NginxSite } from "./nginx-config";

const rules: HeaderRule[] = parseHeadersFile(
  renderHeadersFile([
    { pattern: "/*", headers: { "X-Frame-Options": "DENY", "Cache-Control": "public, max-age=0, must-revalidate" } },
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    { pattern: "/feed.xml", headers: { "Content-Type": "application/atom+xml; charset=utf-8" } },
    { pattern: "/", headers: { "Content-Security-Policy": "default-src 'none'; script-src 'self' 'sha256-home='" } },
    {
      pattern: "/guide",
      headers: { "Content-Security-Policy": "default-src 'none'; script-src 'self' 'sha256-guide='" },
    },
  ]),
);
const site: NginxSite = {
  rules,
  redirects: parseRedirectsFile("/old/guide /guide 301\n"),
  pages: [
    { path: "/", file: "index.html" },
    { path: "/guide", file: "guide.html" },
  ],
};
const conf = renderNginxSite(site);

/** Each location's lines, by its match (`= /guide`, `/assets/`, …). */
function locations(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    const m = /^location (.+) \{$/.exec(line);
    if (m)
      found.set(
        m[1]!,
        lines.slice(i + 1, lines.indexOf("}", i)).map((l) => l.trim()),
      );
  });
  return found;
}
/** What a location sends: its add_header lines, and its type for a Content-Type rule. */
function sent(lines: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const h = /^add_header (\S+) "(.*)" always;$/.exec(l);
    if (h) headers[h[1]!] = h[2]!;
    const t = /^default_type "(.*)";$/.exec(l);
    if (t) headers["Content-Type"] = t[1]!;
  }
  return headers;
}

describe("nginx configuration", () => {
  const blocks = locations(conf);

  it("gives every exact path every header its _headers rules give it, the policy included, and nothing else", () => {
    for (const p of ["/", "/guide", "/old/guide", "/feed.xml", "/404.html"])
      expect(sent(blocks.get(`= ${p}`)!), p).toEqual(headersFor(rules, p));
    expect(sent(blocks.get("= /guide")!)["Content-Security-Policy"]).toContain("'sha256-guide='");
  });

  it("gives a prefix the rules that cover every path under it, later rules winning", () => {
    expect(sent(blocks.get("/assets/")!)).toEqual({
      "X-Frame-Options": "DENY",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(sent(blocks.get("/")!)).toEqual(headersFor(rules, "/no-such-file"));
  });

  it("serves each page from its own file at its canonical path, and each alias as one 301", () => {
    expect(blocks.get("= /")).toContain("try_files /index.html =404;");
    expect(blocks.get("= /guide")).toContain("try_files /guide.html =404;");
    expect(blocks.get("= /old/guide")).toContain("return 301 /guide$is_args$args;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(blocks.get("= /404.html")).toContain("internal;");
    for (const f of ["/_headers", "/_redirects"]) expect(blocks.get(`= ${f}`)).toEqual(["internal;"]);
  });

  it("sends a Content-Type rule as the location's type, never as a second Content-Type header", () => {
    expect(blocks.get("= /feed.xml")).toEqual(expect.arrayContaining(["types { }", "try_files $uri =404;"]));
    expect(conf).not.toMatch(/add_header Content-Type/i);
  });

  it("refuses what nginx would read as syntax, and an alias that is also a page", () => {
    const policy = (value: string) => [...rules, { pattern: "/guide", headers: { "Content-Security-Policy": value } }];
    expect(() => renderNginxSite({ ...site, rules: policy("script-src $x") })).toThrow(
      "cannot be written as an nginx string",
    );
    expect(() => renderNginxSite({ ...site, rules: policy('a"b') })).toThrow("cannot be written as an nginx string");
    expect(() => renderNginxSite({ ...site, pages: [{ path: "/a b", file: "a b.html" }] })).toThrow(
      'page "/a b" is not a plain path',
    );
    expect(() => renderNginxSite({ ...site, redirects: new Map([["/guide", "/"]]) })).toThrow(
      "alias /guide is also a page",
    );
  });

  it("breaks, for the check's control, exactly one page's policy line and one alias's location", () => {
    const broken = locations(brokenConfig(conf, "/guide", "/old/guide"));
    const withoutPolicy = Object.entries(headersFor(rules, "/guide")).filter(([k]) => k !== "Content-Security-Policy");
    expect(sent(broken.get("= /guide")!)).toEqual(Object.fromEntries(withoutPolicy));
    expect(broken.has("= /old/guide")).toBe(false);
    expect(sent(broken.get("= /")!)).toEqual(headersFor(rules, "/"));
    expect(() => brokenConfig(conf, "/nowhere", "/old/guide")).toThrow("no location for /nowhere");
  });
});
