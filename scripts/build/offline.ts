/**
 * Post-build: the search index, the offline manifest and the service worker.
 *  1. Pagefind indexes the pre-rendered HTML of every registered page (from the
 *     registry, so alias and fallback pages never appear in results) into
 *     /pagefind/; search runs from these files in the browser, on this origin.
 *     Beside them, the vocabulary the search page corrects typos against.
 *  2. /offline-manifest.json lists every page with its title, type, cities,
 *     compressed size (what "Save all guides" downloads, and what the offline
 *     page names and offers in place of a page that is not saved) and the
 *     files it uses (listed here from the built HTML and the scripts' imports,
 *     so the service worker saves a page with its assets without reading it),
 *     and the search index files.
 *  3. app/sw/sw.ts is bundled with Rolldown and Workbox injects the precache
 *     manifest of the shell (stylesheet, page modules, icons, offline page and
 *     the offline manifest, so an unsaved page opened offline can be named).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createIndex } from "pagefind";
import { build } from "rolldown";
import { injectManifest } from "workbox-build";
import { htmlFileOf } from "../../app/lib/build-dir";
import { OFFLINE, type OfflineManifest } from "../../app/lib/offline";
import type { PageEntry } from "../../app/lib/registry";
import { SEARCH_VOCABULARY_PATH } from "../../app/lib/search-correction";
import { brotli } from "./compress";
import { pageAssets } from "./page-assets";
import { readFragments, searchVocabulary } from "./search-vocabulary";

const brSize = (file: string) => brotli(readFileSync(file)).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The page types' ranking marks (app/lib/search-ranking.ts): weighted text and searched metadata. */
const withoutRankingMarks = (html: string) => html.replace(/ data-pagefind-(weight|meta)="[^"]*"/g, "");

/**
 * Indexes the pages into `dir` (the site's /pagefind/) with the typo-correction
 * vocabulary beside it. `weighted: false` leaves out the page types' weights
 * and metadata: the ranking tests build such an index to show they fail on it.
 */
export async function buildSearchIndex(
  out: string,
  pages: PageEntry[],
  { dir = path.join(out, "pagefind"), weighted = true }: { dir?: string; weighted?: boolean } = {},
): Promise<number> {
  const { index, errors } = await createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  for (const p of pages) {
    const html = readFileSync(htmlFileOf(out, p.path), "utf8");
    const added = await index.addHTMLFile({ url: p.path, content: weighted ? html : withoutRankingMarks(html) });
    if (added.errors.length) throw new Error(`pagefind: ${p.path}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: dir });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join("; ")}`);
  // The site draws its own results (app/client/search.ts): Pagefind's ready-made interfaces are not shipped.
  for (const f of readdirSync(dir))
    if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(f)) rmSync(path.join(dir, f));
  writeFileSync(
    path.join(dir, path.basename(SEARCH_VOCABULARY_PATH)),
    JSON.stringify(searchVocabulary(readFragments(dir))),
  );
  return pages.length;
}

/** The cities a page is about: a city guide its own; any other page those its path names ("/beijing-vs-xian-which-city"). */
function citiesOf(page: PageEntry, citySlugs: Set<string>): string[] {
  if (page.type === "city") return [page.record.slug];
  return [...new Set(page.path.split(/[/-]/).filter((w) => citySlugs.has(w)))];
}

/**
 * The files each page uses (page-assets.ts), read from its built HTML: those
 * every page uses once, the rest per page. A page that uses a file the build
 * does not have stops the build.
 */
export function offlineAssets(out: string, pages: { path: string }[]): { shared: string[]; own: string[][] } {
  const lists = pages.map((p) => {
    try {
      return pageAssets(out, readFileSync(htmlFileOf(out, p.path), "utf8"));
    } catch (error) {
      throw new Error(`${p.path} ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
  const shared = (lists[0] ?? []).filter((url) => lists.every((list) => list.includes(url)));
  return { shared, own: lists.map((list) => list.filter((url) => !shared.includes(url))) };
}

export function writeOfflineManifest(out: string, pages: PageEntry[]): OfflineManifest {
  const citySlugs = new Set(pages.flatMap((p) => (p.type === "city" ? [p.record.slug] : [])));
  const searchFiles = filesUnder(path.join(out, "pagefind")).filter((f) => !/\.(br|gz)$/.test(f));
  const assets = offlineAssets(out, pages);
  const manifest: OfflineManifest = {
    build: createHash("sha256")
      .update(pages.map((p) => readFileSync(htmlFileOf(out, p.path))).join(""))
      .digest("hex")
      .slice(0, 12),
    pages: pages.map((p, i) => ({
      path: p.path,
      title: p.title,
      type: p.type,
      cities: citiesOf(p, citySlugs),
      bytes: brSize(htmlFileOf(out, p.path)),
      assets: assets.own[i]!,
    })),
    sharedAssets: assets.shared,
    search: {
      files: searchFiles.map((f) => `/${path.relative(out, f).split(path.sep).join("/")}`),
      bytes: searchFiles.reduce((n, f) => n + statSync(f).size, 0),
    },
  };
  writeFileSync(path.join(out, OFFLINE.manifest.slice(1)), JSON.stringify(manifest) + "\n");
  return manifest;
}

export async function buildServiceWorker(out: string, projectRoot: string): Promise<{ precached: number }> {
  const bundle = await build({
    input: path.join(projectRoot, "app/sw/sw.ts"),
    write: false,
    platform: "browser",
    transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
    output: { format: "iife", minify: true },
  });
  const swFile = path.join(out, OFFLINE.worker.slice(1));
  writeFileSync(swFile, bundle.output[0].code);
  const offlineFile = path.relative(out, htmlFileOf(out, OFFLINE.offlinePage)).split(path.sep).join("/");
  if (!existsSync(path.join(out, offlineFile)))
    throw new Error(`the offline page ${OFFLINE.offlinePage} was not built`);
  const result = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: out,
    globPatterns: [
      "assets/*.css",
      "assets/{site,banner,offline,search}-*.js",
      "icons.svg",
      "favicon.svg",
      "icons/*.png",
      "manifest.webmanifest",
      OFFLINE.manifest.slice(1),
      offlineFile,
    ],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => (e.url === offlineFile ? { ...e, url: OFFLINE.offlinePage } : e)),
        warnings: [],
      }),
    ],
  });
  if (result.warnings.length) throw new Error(`service worker: ${result.warnings.join("; ")}`);
  return { precached: result.count };
}
