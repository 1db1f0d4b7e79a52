/** The sha256 sources a page's Content-Security-Policy allows: its own inline scripts. */
import { createHash } from "node:crypto";

/** sha256 hashes of the inline scripts a browser would execute (JSON-LD and island props are data, not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !m[2]) continue;
    hashes.add(`sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}
