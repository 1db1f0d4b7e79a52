import { readFileSync } from "node:fs";
import path from "node:path";
import { pageScripts } from "../build/js-graph";
import { finding, type Finding } from "./findings";

/**
 * Every internal link, stylesheet, script, image and icon named by every HTML
 * file resolves through the given server: 200, or 301 to a 200. Absolute URLs
 * of the site itself (canonical, Open Graph and Twitter images) count too.
 */
export async function checkLinks(opts: {
  root: string;
  files: string[];
  base: string;
  siteUrl: string;
}): Promise<{ findings: Finding[]; checked: number }> {
  const { root, files, base, siteUrl } = opts;
  const targets = new Map<string, string>();
  for (const file of files) {
    const from = path.relative(root, file);
    const html = readFileSync(file, "utf8").replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const url = m[1]!.replace(/&amp;/g, "&");
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      const clean = url.split("#")[0]!;
      if (clean && !targets.has(clean)) targets.set(clean, from);
    }
    for (const m of html.matchAll(/\s(?:content|href)="([^"]+)"/g)) {
      const url = m[1]!;
      if (url.startsWith(`${siteUrl}/`) && !targets.has(url.slice(siteUrl.length)))
        targets.set(url.slice(siteUrl.length), from);
    }
    for (const url of pageScripts(root, html)) if (!targets.has(url)) targets.set(url, from);
  }
  const findings: Finding[] = [];
  for (const [url, from] of targets) {
    const res = await fetch(base + url, { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status === 301) {
      const location = res.headers.get("location") ?? "";
      const next = await fetch(base + location, { redirect: "manual" });
      await next.arrayBuffer();
      if (next.status !== 200)
        findings.push(finding("links", from, `${url} redirects to ${location}, which answers ${next.status}`));
    } else if (res.status !== 200) findings.push(finding("links", from, `${url} answers ${res.status}`));
  }
  return { findings, checked: targets.size };
}
