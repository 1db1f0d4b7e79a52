/**
 * The files a built page uses, listed at build time for its offline copy (the
 * offline manifest, scripts/build/offline.ts; the service worker saves them
 * with the page): the stylesheet and icon its head links, the images and icon
 * sprites it draws, every script it starts with all they import (js-graph.ts),
 * such as a tool's island and the framework chunk, and what its stylesheets
 * load. Links to pages and files the reader may follow (`<a href>`, the feed,
 * the web app manifest, the home-screen icon) are not assets of the page.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pageScripts } from "./js-graph";

/** Elements whose URLs the page loads to render; `<link>` only for the rels below. */
const ASSET_TAGS = /<(link|img|source|use|image|video|audio|script)\b([^>]*)>/g;
const LINK_RELS = new Set(["stylesheet", "icon", "preload", "modulepreload"]);

const attr = (attrs: string, name: string) => attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** A URL as a site path (`/icons.svg#x` -> `/icons.svg`); undefined for another origin or a data URL. */
function sitePath(url: string): string | undefined {
  const clean = url.replace(/&amp;/g, "&").split(/[#?]/)[0]!;
  return clean.startsWith("/") && !clean.startsWith("//") ? clean : undefined;
}

/** The URLs the page's elements name. */
function namedByElements(html: string): string[] {
  const urls: string[] = [];
  for (const [, tag, attrs] of html.matchAll(ASSET_TAGS)) {
    if (tag === "link" && !(attr(attrs!, "rel") ?? "").split(/\s+/).some((r) => LINK_RELS.has(r))) continue;
    for (const name of ["src", "href", "xlink:href", "poster"]) urls.push(attr(attrs!, name) ?? "");
    for (const name of ["srcset", "imagesrcset"])
      for (const candidate of (attr(attrs!, name) ?? "").split(",")) urls.push(candidate.trim().split(/\s+/)[0]!);
  }
  return urls;
}

/** Files a stylesheet loads (`url(...)`: fonts, images), as site paths. */
function loadedByStylesheet(root: string, url: string): string[] {
  const css = readFileSync(path.join(root, url), "utf8");
  return [...css.matchAll(/url\(\s*["']?([^"')]+?)["']?\s*\)/g)]
    .map((m) => m[1]!)
    .filter((u) => !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(u))
    .map((u) => (u.startsWith("/") ? u : path.posix.resolve(path.posix.dirname(url), u)));
}

const isFile = (root: string, url: string) =>
  existsSync(path.join(root, url)) && statSync(path.join(root, url)).isFile();

/**
 * Every file in the build `root` a page's HTML uses, as sorted site paths.
 * Throws when the page uses a file the build does not have: its offline copy
 * would be broken.
 */
export function pageAssets(root: string, html: string): string[] {
  const urls = new Set<string>();
  for (const url of [...namedByElements(html), ...pageScripts(root, html)]) {
    const site = sitePath(url);
    if (site) urls.add(site);
  }
  for (const url of [...urls])
    if (url.endsWith(".css") && isFile(root, url))
      for (const loaded of loadedByStylesheet(root, url)) urls.add(sitePath(loaded)!);
  const missing = [...urls].filter((url) => !isFile(root, url));
  if (missing.length) throw new Error(`uses ${missing.join(", ")}, which the build does not have`);
  return [...urls].sort();
}
