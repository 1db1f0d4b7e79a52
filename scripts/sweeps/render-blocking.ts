import { readFileSync } from "node:fs";
import path from "node:path";
import { finding, type Finding } from "./findings";

const attr = (attrs: string, name: string) =>
  attrs.match(new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s>/]|$)`, "i"));
const attrValue = (attrs: string, name: string) => {
  const m = attr(attrs, name);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined;
};
const rels = (attrs: string) => (attrValue(attrs, "rel") ?? "").toLowerCase().split(/\s+/);

/**
 * What in one page's HTML would hold its first paint back
 * (docs/decisions/0029-first-screen-from-the-html.md), as messages:
 *  - a stylesheet linked in the head (a browser paints nothing until each has arrived), `<noscript>` ones included;
 *  - anything that asks to block rendering (`blocking="render"`), anywhere;
 *  - an `@import` in an inline style (it fetches a stylesheet the style waits for);
 *  - a script in the head with a `src` and neither `async`, `defer` nor `type="module"` (it stops the parser);
 *  - a stylesheet linked with no inline `<style>` in the head: the first screen would paint unstyled.
 */
export function renderBlocking(html: string): string[] {
  const problems: string[] = [];
  const headEnd = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  for (const [tag, name, attrs] of head.matchAll(/<(link|script)\b([^>]*)>/gi)) {
    const kind = name!.toLowerCase();
    if (kind === "link" && rels(attrs!).includes("stylesheet") && attrValue(attrs!, "media") !== "print")
      problems.push(`the head links a stylesheet the first paint waits for: ${tag}`);
    if (
      kind === "script" &&
      attr(attrs!, "src") &&
      !attr(attrs!, "async") &&
      !attr(attrs!, "defer") &&
      attrValue(attrs!, "type") !== "module"
    )
      problems.push(`the head loads a script that stops the parser: ${tag}`);
  }
  for (const [tag] of html.matchAll(/<(?:link|script|style)\b[^>]*\sblocking=["']?[^"'>]*render[^>]*>/gi))
    problems.push(`asks to block rendering: ${tag}`);
  const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    if (/@import\b/i.test(css!)) problems.push("an inline style @imports a stylesheet it waits for");
  const linksStylesheet = [...html.matchAll(/<link\b([^>]*)>/gi)].some(([, attrs]) =>
    rels(attrs!).includes("stylesheet"),
  );
  if (linksStylesheet && !styles.some((css) => css.trim()))
    problems.push("links a stylesheet but carries no inline style in its head: the first screen paints unstyled");
  return problems;
}

/** The render-blocking sweep over built HTML files, each finding naming the file (relative to `root`). */
export function checkRenderBlocking(root: string, files: readonly string[]): Finding[] {
  return files.flatMap((file) =>
    renderBlocking(readFileSync(file, "utf8")).map((message) =>
      finding("render-blocking", path.relative(root, file).split(path.sep).join("/"), message),
    ),
  );
}
