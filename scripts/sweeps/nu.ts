import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { finding, type Finding } from "./findings";
import { nuWarningAllowlist } from "./nu-allowlist";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/**
 * Where each inline `<style>` element's text lies in a file, as [start, end) character offsets. Its
 * CSS is the page's copy of the rules of the site stylesheet it uses (scripts/build/critical-css.ts):
 * Tailwind's output, which Nu reads with the W3C CSS validator, and that validator does not know CSS
 * the browsers read (`@property`, `margin-trim` in Tailwind's `@supports` tests, custom properties in
 * `transition-property`, `paint-order`). The stylesheet file itself was never put through Nu, so its
 * inline copy is not either: a "CSS:" message inside a `<style>` element is left out. CSS anywhere
 * else (a `style` attribute) and every HTML message still count.
 */
export function inlineStyleRanges(html: string): [number, number][] {
  return [...html.matchAll(/(<style\b[^>]*>)([\s\S]*?)<\/style>/gi)].map((m) => {
    const start = m.index + m[1]!.length;
    return [start, start + m[2]!.length];
  });
}

/** A message's character offset in `text` from its 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

/** Is the message a CSS message about the text of an inline `<style>` element (see inlineStyleRanges)? */
function inInlineStyle(m: NuMessage, read: (url: string) => string): boolean {
  if (!m.message.startsWith("CSS:") || !m.url || m.lastLine === undefined || m.lastColumn === undefined) return false;
  const text = read(m.url);
  const at = offsetOf(text, m.lastLine, m.lastColumn);
  return inlineStyleRanges(text).some(([start, end]) => at >= start && at < end);
}

/**
 * The W3C Nu HTML Checker over the given files. Every error fails, and so does
 * every warning that `nu-allowlist.ts` does not justify. vnu prints its JSON
 * report on standard error; a run that produces no parsable report is itself
 * a failure, so the sweep can never pass by saying nothing.
 */
export function runNu(root: string, files: string[]): { findings: Finding[]; errors: number; warnings: number } {
  if (files.length === 0) return { findings: [finding("nu", root, "no HTML files to check")], errors: 0, warnings: 0 };
  const vnu = createRequire(import.meta.url)("vnu-jar") as string;
  const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) return { findings: [finding("nu", "java", run.error.message)], errors: 0, warnings: 0 };
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  } catch {
    return {
      findings: [finding("nu", "vnu", `no JSON report (exit ${run.status}): ${run.stderr.slice(0, 300)}`)],
      errors: 0,
      warnings: 0,
    };
  }
  const fileOf = (m: NuMessage) => (m.url ? path.relative(root, new URL(m.url).pathname) : "?");
  const where = (m: NuMessage) => `${fileOf(m)}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}`;
  const texts = new Map<string, string>();
  const read = (url: string) => texts.get(url) ?? texts.set(url, readFileSync(new URL(url), "utf8")).get(url)!;
  const errors = report.messages.filter(
    (m) => (m.type === "error" || m.type === "non-document-error") && !inInlineStyle(m, read),
  );
  const warnings = report.messages.filter((m) => m.type === "info" && m.subType === "warning");
  const unjustified = warnings.filter(
    (w) => !nuWarningAllowlist.some((a) => w.message.startsWith(a.message) && (!a.file || a.file === fileOf(w))),
  );
  return {
    findings: [
      ...errors.map((m) => finding("nu", where(m), m.message)),
      ...unjustified.map((m) => finding("nu", where(m), `warning: ${m.message}`)),
    ],
    errors: errors.length,
    warnings: warnings.length,
  };
}
