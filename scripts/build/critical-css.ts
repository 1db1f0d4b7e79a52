/**
 * A first screen from the HTML alone (docs/decisions/0029-first-screen-from-the-html.md).
 * Beasties reads each prerendered page and the site stylesheet it links, and
 * picks every rule of the stylesheet that an element of the page matches (with
 * the media queries, supports blocks and custom properties those rules need).
 * This step writes them into the page's head as one `<style>`, turns the head's
 * stylesheet link into a preload and links the stylesheet again at the end of
 * the body. The page paints from its first response; the stylesheet still
 * arrives early, brings the rules of states the scripts add later
 * (`data-enhanced`, the islands, dialogs), and is cached for the next page. No
 * script is involved, so the page needs no `'unsafe-inline'`: the `<style>`'s
 * hash joins the page's CSP (hosting-files.ts).
 *
 * Beasties' own output is a re-serialised document (`<meta charSet="utf-8"/>`
 * comes back as `<meta charset="utf-8">`, an attribute marks the whole page as
 * its container); only the rules are taken from it, and the page keeps every
 * other byte React wrote.
 */
import { readFileSync, writeFileSync } from "node:fs";
import Beasties from "beasties";

export interface CriticalCssResult {
  pages: number;
  /** The largest inlined stylesheet, in characters. */
  largest: number;
}

/** The page's stylesheet links in its head (React Router's `<Links />`: one, the site stylesheet). */
const headStylesheets = (html: string) => [
  ...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="stylesheet" href="([^"]+)"\/?>/g),
];

/**
 * Inlines each page's critical CSS into its HTML file, under the build folder `out` (where the
 * stylesheet's `/assets/…` path resolves). Throws, naming the page, when Beasties warns (a stylesheet
 * it cannot find) or finds no rule to inline for a page that links a stylesheet.
 */
export async function inlineCriticalCss(out: string, files: readonly string[]): Promise<CriticalCssResult> {
  const warnings: string[] = [];
  const note = (message: string) => warnings.push(message);
  const beasties = new Beasties({
    path: out,
    publicPath: "/",
    // The stylesheet is shared by every page and cached across them: it keeps every rule.
    pruneSource: false,
    // No web fonts: the site uses the reader's system fonts.
    fonts: false,
    // A rule whose selector begins with a pseudo-class or pseudo-element is always inlined. Beasties
    // strips pseudo-classes before matching a selector against the page, and `:where(.space-y-3>:not(:last-child))`
    // strips to nothing, so the rule would be left out: Tailwind 4 writes space-y-*, divide-*, group-open:*
    // and group-hover:* this way, and its preflight `::placeholder`, the date fields' parts and `::selection`.
    allowRules: [/^::?[a-z-]/i],
    logger: { info: () => {}, trace: () => {}, debug: () => {}, warn: note, error: note },
  });
  let pages = 0;
  let largest = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const links = headStylesheets(html);
    if (links.length === 0) continue;
    if (links.length > 1 || html.includes("<style"))
      throw new Error(`${file}: expected one stylesheet link and no inline style, as the root layout writes them`);
    const [link, href] = links[0]!;
    const css = (await beasties.process(html)).match(/<style>([\s\S]*?)<\/style>/)?.[1];
    if (warnings.length) throw new Error(`${file}: ${warnings.join("; ")}`);
    if (!css) throw new Error(`${file}: links ${href} but Beasties found no rule of it to inline`);
    if (/<\/style/i.test(css)) throw new Error(`${file}: a rule of ${href} would close the <style> element`);
    const processed = html
      .replace(link, () => `<link rel="preload" href="${href}" as="style"/><style>${css}</style>`)
      .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${link}</body>`);
    writeFileSync(file, processed);
    pages++;
    largest = Math.max(largest, css.length);
  }
  return { pages, largest };
}
