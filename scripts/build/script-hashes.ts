/** The sha256 sources a page's Content-Security-Policy allows: its own inline scripts and styles. */
import { createHash } from "node:crypto";

/** A CSP hash source for the text of an inline element, as the browser hashes it. */
const sha256Source = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** sha256 hashes of the inline scripts a browser would execute (JSON-LD and island props are data, not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !m[2]) continue;
    hashes.add(sha256Source(m[2]));
  }
  return [...hashes].sort();
}

/** sha256 hashes of the inline `<style>` elements: each page's critical CSS (critical-css.ts). */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => sha256Source(m[1]!))),
  ].sort();
}
