import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pagePathOf } from "../../app/lib/build-dir";
import { finding, type Finding } from "./findings";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header (the IHDR chunk right after the signature), or undefined for anything else. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString("ascii", 12, 16) !== "IHDR")
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The `content` of each `<meta property|name=…>` of a page, by its property or name. */
function metaOf(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content.replace(/&amp;/g, "&"));
  }
  return meta;
}

/**
 * Share images across the build: every registered page names an image of
 * this site as og:image and twitter:image; the file is in the build, is a PNG
 * of the declared size, and no two pages share one (same file or same bytes).
 */
export function checkShareImages(opts: {
  root: string;
  files: string[];
  pages: { path: string }[];
  siteUrl: string;
  size: { width: number; height: number };
}): { findings: Finding[]; checked: number; bytes: number } {
  const { root, files, pages, siteUrl, size } = opts;
  const findings: Finding[] = [];
  const fileOf = new Map(files.map((f) => [pagePathOf(root, f), f] as const));
  const owners = new Map<string, string>();
  let checked = 0;
  let bytes = 0;
  for (const page of pages) {
    const file = fileOf.get(page.path);
    if (!file) continue; // the heads sweep reports a page missing from the build
    const say = (message: string) => findings.push(finding("share-images", page.path, message));
    const meta = metaOf(readFileSync(file, "utf8"));
    const image = meta.get("og:image");
    if (!image) {
      say("has no og:image");
      continue;
    }
    if (meta.get("twitter:image") !== image) say(`twitter:image is ${meta.get("twitter:image")}, og:image is ${image}`);
    if (meta.get("og:image:width") !== String(size.width) || meta.get("og:image:height") !== String(size.height))
      say(
        `declares ${meta.get("og:image:width")}x${meta.get("og:image:height")}, expected ${size.width}x${size.height}`,
      );
    if (!meta.get("og:image:alt") || meta.get("twitter:image:alt") !== meta.get("og:image:alt"))
      say("lacks an image alt text, or twitter:image:alt differs from og:image:alt");
    if (!image.startsWith(`${siteUrl}/`)) {
      say(`og:image ${image} is not on this site`);
      continue;
    }
    const local = path.join(root, decodeURIComponent(image.slice(siteUrl.length + 1).split(/[?#]/)[0]!));
    if (!existsSync(local)) {
      say(`og:image ${image} is not in the build`);
      continue;
    }
    const png = readFileSync(local);
    const dims = pngSize(png);
    if (!dims) say(`og:image ${image} is not a PNG`);
    else if (dims.width !== size.width || dims.height !== size.height)
      say(`og:image ${image} is ${dims.width}x${dims.height}, expected ${size.width}x${size.height}`);
    const hash = createHash("sha256").update(png).digest("hex");
    const owner = owners.get(hash);
    if (owner) say(`shares its share image with ${owner} (${image})`);
    else owners.set(hash, page.path);
    checked++;
    bytes += png.length;
  }
  return { findings, checked, bytes };
}
