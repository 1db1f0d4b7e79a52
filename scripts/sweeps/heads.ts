import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pagePathOf } from "../../app/lib/build-dir";
import { finding, type Finding } from "./findings";

export interface ExpectedPage {
  path: string;
  title: string;
  description: string;
  /** Kept out of search engines, so out of the sitemap too. */
  noindex?: boolean;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Heads across the build: every registered page has its HTML file with the
 * registry's title and description; no two indexable pages share a title or a
 * description; the sitemap lists exactly the registered pages.
 */
export function checkHeads(opts: {
  root: string;
  files: string[];
  pages: ExpectedPage[];
  absoluteUrl: (path: string) => string;
}): { findings: Finding[]; indexable: number } {
  const { root, files, pages, absoluteUrl } = opts;
  const findings: Finding[] = [];
  const byPath = new Map<string, { title?: string; description?: string }>();
  const seen = new Map<string, string>();
  let indexable = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const where = pagePathOf(root, file);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    byPath.set(where, { title: title && decode(title), description: description && decode(description) });
    if (/<meta name="robots" content="noindex/.test(html)) continue;
    indexable++;
    if (!title || !description) findings.push(finding("heads", where, "lacks a title or a description"));
    for (const [kind, value] of [
      ["title", title],
      ["description", description],
    ] as const) {
      if (!value) continue;
      const key = `${kind}:${value}`;
      if (seen.has(key)) findings.push(finding("heads", where, `repeats the ${kind} of ${seen.get(key)}: "${value}"`));
      else seen.set(key, where);
    }
  }
  for (const page of pages) {
    const built = byPath.get(page.path);
    if (!built) findings.push(finding("heads", page.path, "is registered but has no HTML file in the build"));
    else {
      if (built.title !== page.title)
        findings.push(finding("heads", page.path, `title is "${built.title}", the registry says "${page.title}"`));
      if (built.description !== page.description)
        findings.push(finding("heads", page.path, `description differs from the registry`));
    }
  }
  const sitemapFile = path.join(root, "sitemap.xml");
  if (!existsSync(sitemapFile)) findings.push(finding("heads", "/sitemap.xml", "is missing"));
  else {
    const locs = [...readFileSync(sitemapFile, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = new Set(pages.filter((p) => !p.noindex).map((p) => absoluteUrl(p.path)));
    for (const loc of locs)
      if (!expected.has(loc))
        findings.push(finding("heads", "/sitemap.xml", `lists ${loc}, which is not a registered page`));
    const listed = new Set(locs);
    for (const url of expected)
      if (!listed.has(url)) findings.push(finding("heads", "/sitemap.xml", `does not list ${url}`));
  }
  return { findings, indexable };
}
