import { spawnSync } from "node:child_process";
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
  const errors = report.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
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
