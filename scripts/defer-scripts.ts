import { createHash } from "node:crypto";

/**
 * Rewrites a prerendered page so its JavaScript starts only after the page has
 * loaded: the module preloads go, and React Router's inline module script
 * moves to a content-hashed file under /assets/ that a tiny inline loader adds
 * at low priority, one frame after `load` (so it never competes with the
 * first paint). The HTML (content, head, loader data) is unchanged, so a reader
 * sees the page as soon as HTML and CSS arrive; hydration follows.
 * Returns the new HTML and the boot file to write (null if nothing to move).
 */
export function deferScripts(html: string): { html: string; boot: { name: string; code: string } | null } {
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "");
  const match = withoutPreloads.match(/<script type="module" async="">([\s\S]*?)<\/script>/);
  if (!match) return { html: withoutPreloads, boot: null };
  const code = `${match[1]!.trim()}\n`;
  const name = `/assets/boot-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`;
  const loader =
    `<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement("script");s.type="module";s.fetchPriority="low";s.src="${name}";document.body.appendChild(s)` +
    `},0)})})</script>`;
  return { html: withoutPreloads.replace(match[0], loader), boot: { name, code } };
}
