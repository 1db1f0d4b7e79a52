/**
 * After React Router has prerendered every page into build/client, the
 * post-build writes what the site needs besides the pages, as one sequence of
 * named steps. Each step is a function of its own module (testable on a
 * folder of its own) that returns a line for the report; a step that finds
 * the build wrong throws, naming what is wrong, and the build fails.
 */
import path from "node:path";
import { clientDir, htmlFileOf } from "../../app/lib/build-dir";
import { checkConfig } from "../../app/config/placeholders";
import { registry } from "../../app/lib/registry";
import { NOT_FOUND_FILE } from "../../app/lib/hosting";
import { compressTree } from "./compress";
import { inlineCriticalCss } from "./critical-css";
import {
  aliasPages,
  changesFeedFile,
  checkPrerendered,
  crawlerFiles,
  dropLoaderData,
  hostRules,
  notFoundPage,
  notFoundPolicy,
  pageFiles,
} from "./hosting-files";
import { nginxSite } from "./nginx-config";
import { buildSearchIndex, buildServiceWorker, writeOfflineManifest } from "./offline";
import { writeShareImages } from "./share-images";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const out = clientDir(projectRoot);
const { aliases, pages } = registry();
const indexable = pages.filter((p) => !p.noindex);

/** The steps, in order: later ones read what earlier ones wrote (the headers hash the final HTML). */
const steps: [name: string, run: () => string | Promise<string>][] = [
  ["not-found page", () => notFoundPage(out)],
  ["page files", () => pageFiles(out)],
  ["loader data", () => dropLoaderData(out)],
  ["pages", () => checkPrerendered(out, pages)],
  [
    "critical CSS",
    async () => {
      const files = [...pages.map((p) => htmlFileOf(out, p.path)), path.join(out, NOT_FOUND_FILE.slice(1))];
      const { pages: inlined, largest } = await inlineCriticalCss(out, files);
      return `${inlined} pages carry the rules they use inline (largest ${Math.round(largest / 1024)} KB); the stylesheet no longer blocks the first paint`;
    },
  ],
  [
    "share images",
    async () => {
      const { count, bytes, ms } = await writeShareImages(out, pages);
      return `${count} (${Math.round(bytes / 1024)} KB, ${Math.round(bytes / 1024 / count)} KB each) in ${(ms / 1000).toFixed(1)} s`;
    },
  ],
  ["alias pages", () => aliasPages(out, aliases, pages)],
  ["crawler files", () => crawlerFiles(out, pages)],
  ["changes feed", () => changesFeedFile(out, pages)],
  ["search index", async () => `${await buildSearchIndex(out, indexable)} pages`],
  [
    "offline manifest",
    () => {
      const { pages: saved, search } = writeOfflineManifest(out, indexable);
      const kb = (n: number) => Math.round(n / 1024);
      return `"Save all guides" ${kb(saved.reduce((n, p) => n + p.bytes, 0))} KB of pages, search ${kb(search.bytes)} KB`;
    },
  ],
  ["service worker", async () => `precaches ${(await buildServiceWorker(out, projectRoot)).precached} files`],
  ["not-found policy", () => notFoundPolicy(out)],
  ["host rules", () => hostRules(out, aliases, pages)],
  ["nginx configuration", () => nginxSite(out, pages)],
  ["compression", () => `${compressTree(out)} files pre-compressed (br, gz)`],
];

for (const [name, run] of steps) {
  try {
    console.log(`postbuild: ${name}: ${await run()}`);
  } catch (error) {
    console.error(`postbuild: ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// Placeholder configuration: warn last, where it is seen; `npm run build -- --strict` or STRICT_CONFIG=1 fails.
if (!checkConfig({ strict: process.argv.includes("--strict") || process.env.STRICT_CONFIG === "1", exit: false }))
  process.exit(1);
