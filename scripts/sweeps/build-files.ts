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
