import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

/** Files worth compressing, and the size under which compression does not pay. */
const compressible = /\.(html|js|css|svg|xml|txt|json)$/;
export const MIN_COMPRESS_BYTES = 1024;

/** Each content's Brotli copy, made once per build: the offline manifest measures pages this step writes. */
const brotliCopies = new Map<string, Buffer>();

/** A file's Brotli copy at the highest quality (what the local server sends, and what a saved page weighs). */
export function brotli(body: Buffer): Buffer {
  const key = createHash("sha256").update(body).digest("base64");
  let copy = brotliCopies.get(key);
  if (!copy) {
    copy = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    brotliCopies.set(key, copy);
  }
  return copy;
}

/**
 * Writes `.br` and `.gz` copies beside every compressible file of a folder
 * (the local server sends them; static hosts compress on their own). Returns
 * how many files were compressed. The build and the benchmark's no-JavaScript
 * twin both use it, so both are served the same way.
 */
export function compressTree(dir: string): number {
  let compressed = 0;
  for (const f of readdirSync(dir)) {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) compressed += compressTree(full);
    else if (compressible.test(f)) {
      const body = readFileSync(full);
      if (body.length < MIN_COMPRESS_BYTES) continue;
      writeFileSync(`${full}.br`, brotli(body));
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      compressed++;
    }
  }
  return compressed;
}
