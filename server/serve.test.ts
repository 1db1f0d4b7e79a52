/**
 * The local server answers as Cloudflare Pages does (app/lib/host-routing.ts):
 * a page at its own path from `<path>.html`, with the `_headers` of the path
 * asked for; and against hostile and odd requests it answers 4xx or a
 * redirect, never 500, never a file outside its root, and keeps serving.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejectPath, startServer } from "./serve";

let server: Server;
let port: number;
const outside = mkdtempSync(path.join(os.tmpdir(), "outside-"));
writeFileSync(path.join(outside, "secret.txt"), "TOP SECRET");

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "site-"));
  writeFileSync(path.join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(path.join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  writeFileSync(path.join(root, "privacy-policy.html"), "<h1>privacy</h1>");
  mkdirSync(path.join(root, "guides"));
  writeFileSync(path.join(root, "guides", "index.html"), "<h1>a folder's page</h1>");
  mkdirSync(path.join(root, ".git"));
  writeFileSync(path.join(root, ".git", "config"), "[core]");
  writeFileSync(path.join(root, "_redirects"), "/cities/beijing /beijing-travel-guide-2025 301\n");
  writeFileSync(
    path.join(root, "_headers"),
    "/*\n  X-Content-Type-Options: nosniff\n\n/privacy-policy\n  Content-Security-Policy: default-src 'self'\n\n" +
      "/404.html\n  Content-Security-Policy: default-src 'none'\n",
  );
  server = await startServer({ root, port: 0 });
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a raw request line, so paths reach the server exactly as written. */
function raw(target: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let data = "";
    socket.on("data", (d) => (data += d.toString("latin1")));
    socket.on("end", () => {
      const [head = "", ...rest] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body: rest.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

describe("local server", () => {
  it("serves pages with the headers from _headers", async () => {
    const res = await raw("/privacy-policy");
    expect(res.status).toBe(200);
    expect(res.body).toContain("privacy");
    expect(res.headers).toMatch(/x-content-type-options: nosniff/i);
    expect(res.headers).toMatch(/content-security-policy: default-src 'self'/i);
  });

  it("answers 301 for an alias, and 308 where the host redirects an HTML file to its own path", async () => {
    const alias = await raw("/cities/beijing?from=old");
    expect(alias.status).toBe(301);
    expect(alias.headers).toMatch(/location: \/beijing-travel-guide-2025\?from=old\r?$/im);
    for (const [target, location] of [
      ["/privacy-policy/", "/privacy-policy"],
      ["/privacy-policy.html", "/privacy-policy"],
      ["/guides", "/guides/"],
      ["/index.html", "/"],
    ]) {
      const res = await raw(target!);
      expect(res.status, target).toBe(308);
      expect(res.headers, target).toMatch(new RegExp(`^location: ${location}\\r?$`, "im"));
    }
    expect((await raw("/guides/")).body).toContain("a folder's page");
  });

  it("matches _headers against the path asked for, never against the file served", async () => {
    // The page's rule is for /privacy-policy: its redirect from /privacy-policy/ does not get it.
    expect((await raw("/privacy-policy/")).headers).not.toMatch(/content-security-policy/i);
    // A 404 is served from 404.html, but the host matches the missing path: the /404.html rule does not apply.
    const missing = await raw("/nope");
    expect(missing.headers).toMatch(/x-content-type-options: nosniff/i);
    expect(missing.headers).not.toMatch(/content-security-policy/i);
  });

  it("answers 404 with the not-found page for unknown paths and hidden files", async () => {
    // The host's paths are case-sensitive: a case variant is a missing path, as on the host.
    for (const target of ["/nope", "/nope/", "/.git/config", "/_headers", "/_redirects", "/Privacy-Policy"]) {
      const res = await raw(target);
      expect(res.status, target).toBe(404);
      expect(res.body).toContain("Oops! Page not found");
    }
  });

  const hostile = [
    "/..%2f..%2fetc%2fpasswd",
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    `/..%2f..%2f..%2f${encodeURIComponent(outside)}%2fsecret.txt`,
    "/index.html%00.txt",
    "/%00",
    "/%E0%A4%A",
    "/%",
    "/" + "a".repeat(3000),
    "//evil.example/",
    "/\\..\\..\\etc\\passwd",
    "/%5c..%5c..%5cetc%5cpasswd",
  ];
  it.each(hostile)("refuses %s with a 4xx, never a 500 or a file outside the root", async (target) => {
    const res = await raw(target);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain("root:");
    expect(res.body).not.toContain("TOP SECRET");
  });

  it("keeps serving after hostile requests", async () => {
    await Promise.all(hostile.map(raw));
    expect((await raw("/")).status).toBe(200);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: "POST" });
    expect(res.status).toBe(405);
  });
});

describe("rejectPath", () => {
  it("lets ordinary paths through", () => {
    expect(rejectPath("/")).toBeNull();
    expect(rejectPath("/how-to-use-didi-china")).toBeNull();
    expect(rejectPath("/assets/app-1a2b.css")).toBeNull();
  });
});
