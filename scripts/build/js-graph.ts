import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Scripts a piece of code loads: in HTML, every script URL it names (`src`
 * attributes and the module loader's list); in modules, static imports
 * (dynamic imports load only when used, so they are not counted).
 */
function references(code: string, fromUrl: string): string[] {
  const urls = new Set<string>();
  const add = (spec: string) =>
    urls.add(spec.startsWith(".") ? path.posix.resolve(path.posix.dirname(fromUrl), spec) : spec);
  if (fromUrl === "/") for (const m of code.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) add(m[1]!);
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]((?:\/assets|\.{1,2})\/[^"'`]+\.js)["'`]/g)) add(m[1]!);
  return [...urls];
}

/**
 * Every JavaScript file a page loads: the scripts its HTML names, then their
 * static and dynamic imports, transitively. URLs are site paths (/assets/…).
 */
export function pageScripts(root: string, html: string): string[] {
  const seen = new Set<string>();
  const queue = references(html, "/");
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(root, url);
    if (existsSync(file)) queue.push(...references(readFileSync(file, "utf8"), url));
  }
  return [...seen].sort();
}
