/**
 * Checks content documents while they are being written, with the build's own rules:
 *   node --import tsx scripts/check-record.ts app/content/cities/beijing.yaml [more files...]
 *
 * The whole content folder (app/content, or CONTENT_DIR) is loaded and registered exactly as the
 * build does (app/lib/content/load.ts, app/lib/registry.ts), with each file given put in its place:
 * a file inside the content folder is read where it is; a draft elsewhere takes the place of the
 * document of the same name in the folder its own folder is named after (`drafts/cities/x.yaml` is
 * read as `cities/x.yaml`), or `landing.yaml`, `aliases.yaml` at the top. So it refuses what the
 * build refuses: schema and Markdown, words, copied prose, links, the standing of sources, the
 * budget of uncited figures (a new figure is named at its line with where it belongs), and what
 * the draft breaks in another document. It says `ok` only when the build would accept the content
 * with these files in place (decision 0034).
 *
 * Prints each file's problems (`file:line: field: problem`), then any other problem the build
 * would stop on; exits 1 when there is any.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { collectionOfFolder } from "../app/lib/content/collections";
import { defaultContentDir, loadContent } from "../app/lib/content/load";
import { pageWords } from "../app/lib/content/rules";
import { buildRegistry } from "../app/lib/registry";

/** Folders of the content folder that hold documents but no pages. */
const OTHER_FOLDERS = ["facts", "data"];
/** Documents at the top of the content folder. */
const TOP = ["aliases.yaml", "landing.yaml"];

/** Where a file is read in the content folder, or why it cannot be. */
export function placeOf(file: string, dir: string): { place: string } | { problem: string } {
  const inside = path.relative(dir, path.resolve(file));
  if (!inside.startsWith("..") && !path.isAbsolute(inside)) return { place: inside.split(path.sep).join("/") };
  const name = path.basename(file);
  if (TOP.includes(name)) return { place: name };
  const folder = path.basename(path.dirname(path.resolve(file)));
  const c = collectionOfFolder(folder);
  if ((c && !c.single) || OTHER_FOLDERS.includes(folder)) return { place: `${folder}/${name}` };
  return {
    problem: `not a content document: ${TOP.join(", ")}, or a file in a folder named as a content folder (cities/, articles/, facts/…)`,
  };
}

const relative = (file: string) => path.relative(process.cwd(), path.resolve(file)) || file;

/** The record check's lines (`ok`/`FAIL` per file, then its problems) and whether anything failed. */
export function checkRecords(
  files: readonly string[],
  dir = defaultContentDir(),
): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  const drafts = new Map<string, string>();
  let failed = false;
  for (const file of files) {
    const found = existsSync(file) ? placeOf(file, dir) : { problem: "no such file" };
    if ("problem" in found) {
      lines.push(`FAIL ${file}: ${found.problem}`);
      failed = true;
    } else drafts.set(found.place, path.resolve(file));
  }
  if (!drafts.size) return { lines, failed: true };

  const registry = buildRegistry(loadContent(dir, drafts));
  const mine = (file: string) => (p: string) => p.startsWith(`${relative(file)}:`);
  for (const file of drafts.values()) {
    const problems = registry.problems.filter(mine(file));
    const page = registry.pages.find((p) => p.source.file === relative(file));
    const words = page ? `: ${pageWords(page)} words` : "";
    lines.push(`${problems.length ? "FAIL" : "ok  "} ${relative(file)}${words}`);
    for (const p of problems) lines.push(`     - ${p}`);
    if (problems.length) failed = true;
  }
  const elsewhere = registry.problems.filter((p) => ![...drafts.values()].some((file) => mine(file)(p)));
  if (elsewhere.length) {
    lines.push(`FAIL the build would also stop on ${elsewhere.length} problem(s) in other files:`);
    for (const p of elsewhere) lines.push(`     - ${p}`);
    failed = true;
  }
  return { lines, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const files = process.argv.slice(2);
  if (!files.length) console.log("usage: node --import tsx scripts/check-record.ts FILE…");
  const { lines, failed } = files.length ? checkRecords(files) : { lines: [], failed: true };
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
}
