/**
 * Static sweeps over the production build (run after `npm run build`):
 *  1. The W3C Nu HTML Checker: 0 errors on every HTML file.
 *  2. Every internal link, stylesheet, script, image and icon in every HTML
 *     file resolves through the local server: 200, or 301 to a 200.
 *  3. Every HTML page has a unique title and description; the sitemap lists
 *     exactly the registered pages.
 */
import { clientDir } from "../../app/lib/build-dir";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { site } from "../../app/config/site";
import { cacheHeaders } from "../../app/lib/hosting";
import { pages } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { startServer } from "../../server/serve";
import { pageScripts } from "../js-graph";
import { observatoryScore } from "../observatory";

const root = clientDir(path.resolve(import.meta.dirname, "../.."));
const failures: string[] = [];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? htmlFiles(full) : f.endsWith(".html") ? [full] : [];
  });
}
const files = htmlFiles(root);
const rel = (f: string) => path.relative(root, f);

// 1. Nu HTML Checker.
{
  const vnu = createRequire(import.meta.url)("vnu-jar") as string;
  let output: string;
  try {
    output = execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string };
    output = e.stderr || e.stdout || "";
  }
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(output.trim() || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; lastLine?: number }[];
  };
  const errors = report.messages.filter((m) => m.type === "error");
  for (const m of errors.slice(0, 50))
    failures.push(`HTML: ${m.url.replace(/^file:.*build\/client\//, "")}:${m.lastLine ?? "?"}: ${m.message}`);
  console.log(`Nu HTML Checker: ${files.length} files, ${errors.length} errors`);
}

// 2. Links and assets, resolved through the real server.
{
  const server = await startServer({ root, port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const targets = new Map<string, string>();
  for (const file of files) {
    const html = readFileSync(file, "utf8").replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const url = m[1]!.replace(/&amp;/g, "&");
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      const clean = url.split("#")[0]!;
      if (clean && !targets.has(clean)) targets.set(clean, rel(file));
    }
    // Absolute URLs of this site in the head (Open Graph and Twitter images, canonical).
    for (const m of html.matchAll(/\s(?:content|href)="([^"]+)"/g)) {
      const url = m[1]!;
      if (url.startsWith(`${site.siteUrl}/`)) targets.set(url.slice(site.siteUrl.length), rel(file));
    }
    for (const url of pageScripts(root, html)) targets.set(url, rel(file));
  }
  let checked = 0;
  for (const [url, from] of targets) {
    const res = await fetch(base + url, { redirect: "manual" });
    checked++;
    if (res.status === 301) {
      const next = await fetch(base + res.headers.get("location"), { redirect: "manual" });
      if (next.status !== 200)
        failures.push(
          `link: ${url} (in ${from}) redirects to ${res.headers.get("location")}, which answers ${next.status}`,
        );
    } else if (res.status !== 200) failures.push(`link: ${url} (in ${from}) answers ${res.status}`);
  }
  console.log(`Links and assets: ${checked} distinct internal targets checked`);

  // Security headers: the Mozilla Observatory score of one page per type and the 404 page.
  const samples = [...new Map(pages.map((p) => [p.type, p.path] as const)).values(), "/no-such-page"];
  const scores: string[] = [];
  for (const sample of samples) {
    const res = await fetch(base + sample);
    const result = observatoryScore(Object.fromEntries(res.headers), await res.text(), site.siteUrl);
    scores.push(`${sample} ${result.score} (${result.grade})`);
    if (result.score < 100)
      failures.push(
        `observatory: ${sample} scores ${result.score}: ${result.tests
          .filter((t) => t.modifier < 0)
          .map((t) => t.name)
          .join(", ")}`,
      );
  }
  console.log(`Observatory score: ${scores.join(", ")}`);

  // Compression and caching: HTML revalidates, hashed assets are immutable, both come compressed.
  const asset = [...targets.keys()].find((t) => t.startsWith("/assets/") && t.endsWith(".js"))!;
  for (const [url, encoding, cache] of [
    ["/", "br", cacheHeaders.revalidate],
    ["/", "gzip", cacheHeaders.revalidate],
    [asset, "br", cacheHeaders.immutable],
    ["/icons.svg", "gzip", cacheHeaders.revalidate],
  ] as const) {
    const res = await fetch(base + url, { headers: { "accept-encoding": encoding } });
    await res.arrayBuffer();
    const got = [res.headers.get("content-encoding"), res.headers.get("vary"), res.headers.get("cache-control")];
    if (got[0] !== encoding || !/accept-encoding/i.test(got[1] ?? "") || got[2] !== cache)
      failures.push(
        `headers: ${url} with accept-encoding ${encoding} answered content-encoding ${got[0]}, vary ${got[1]}, cache-control ${got[2]}`,
      );
  }
  console.log("Compression and caching: br and gzip served with Vary; HTML revalidates, assets immutable");
  server.close();
}

// 3. Unique titles and descriptions; sitemap.
{
  const seen = new Map<string, string>();
  let pagesChecked = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    if (/<meta name="robots" content="noindex/.test(html)) continue;
    pagesChecked++;
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    if (!title || !description) failures.push(`head: ${rel(file)} lacks a title or description`);
    for (const [kind, value] of [
      ["title", title],
      ["description", description],
    ] as const) {
      const key = `${kind}:${value}`;
      if (seen.has(key)) failures.push(`head: ${rel(file)} repeats the ${kind} of ${seen.get(key)}`);
      seen.set(key, rel(file));
    }
  }
  const sitemap = readFileSync(path.join(root, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const expected = pages.map((p) => absoluteUrl(p.path)).sort();
  if (JSON.stringify(locs) !== JSON.stringify(expected))
    failures.push("sitemap.xml does not list exactly the registered pages");
  console.log(
    `Heads: ${pagesChecked} indexable pages with unique titles and descriptions; sitemap: ${locs.length} URLs`,
  );
}

if (failures.length) {
  console.error(`\n${failures.length} static sweep failure(s):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("Static sweeps: 0 failures");
