import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every HTML file under a build folder, as absolute paths. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((f) => {
      const full = path.join(dir, f);
      return statSync(full).isDirectory() ? htmlFiles(full) : f.endsWith(".html") ? [full] : [];
    })
    .sort();
}

/** The site path a built HTML file answers at: `beijing/index.html` -> `/beijing`. */
export function pathOfFile(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return "/" + rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
}
