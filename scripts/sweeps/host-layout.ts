/**
 * The built folder under each target host's documented rules (app/lib/host-routing.ts), read
 * from the files alone, no server: every registered page answers 200 at its canonical path
 * from its own file, with no redirect, and gets its own Content-Security-Policy from
 * `_headers` (the rule for its path, allowing each of its inline scripts); every alias answers
 * one 301 straight to its canonical page (on Netlify, where a file shadows a rule that is not
 * forced, its fallback page sends the reader on); a missing path answers 404 with 404.html,
 * which carries its own policy. `npm run test:host` checks the same under Cloudflare's emulator.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlFileOf } from "../../app/lib/build-dir";
import { headersFor, NOT_FOUND_FILE, parseHeadersFile } from "../../app/lib/hosting";
import { builtSite, HOST_NAMES, hostAnswer, HOSTS, type HostAnswer } from "../../app/lib/host-routing";
import { inlineScriptHashes } from "../build/script-hashes";
import { finding, type Finding } from "./findings";

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const MAX_HEADER_RULES = 100;

const readOr = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

export const describeAnswer = (a: HostAnswer) =>
  a.status === 200
    ? `200 from ${a.file}`
    : a.status === 404
      ? `404 (${a.file ?? "no 404 page"})`
      : `${a.status} to ${a.location}`;

export function checkHostLayout(opts: {
  root: string;
  pages: readonly { path: string }[];
  aliases: readonly { from: string; to: string }[];
  missing: readonly string[];
}): { findings: Finding[]; answers: number } {
  const { root, pages, aliases, missing } = opts;
  const site = builtSite(root);
  const rules = parseHeadersFile(readOr(path.join(root, "_headers")));
  const findings: Finding[] = [];
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  let answers = 0;
  const ask = (host: (typeof HOSTS)[number], p: string) => {
    answers++;
    return hostAnswer(host, p, "", site);
  };

  if (rules.length > MAX_HEADER_RULES)
    findings.push(finding("host", "_headers", `has ${rules.length} rules; Cloudflare Pages reads ${MAX_HEADER_RULES}`));

  for (const page of pages) {
    const file = rel(htmlFileOf(root, page.path));
    for (const host of HOSTS) {
      const a = ask(host, page.path);
      if (a.status !== 200 || a.file !== file)
        findings.push(
          finding("host", page.path, `answers ${describeAnswer(a)} on ${HOST_NAMES[host]}, expected 200 from ${file}`),
        );
    }
    const policy = headersFor(rules, page.path)["Content-Security-Policy"];
    if (!policy) findings.push(finding("host", page.path, "gets no Content-Security-Policy from _headers"));
    else
      for (const hash of inlineScriptHashes(readOr(path.join(root, file))))
        if (!policy.includes(`'${hash}'`))
          findings.push(
            finding("host", page.path, `its Content-Security-Policy does not allow its inline script ${hash}`),
          );
  }

  for (const alias of aliases) {
    const cloudflare = ask("cloudflare-pages", alias.from);
    if (cloudflare.status !== 301 || cloudflare.location !== alias.to)
      findings.push(
        finding(
          "host",
          alias.from,
          `answers ${describeAnswer(cloudflare)} on Cloudflare Pages, expected 301 to ${alias.to}`,
        ),
      );
    const netlify = ask("netlify", alias.from);
    const sendsOn =
      netlify.status === 200 &&
      readOr(path.join(root, netlify.file)).includes(`<meta http-equiv="refresh" content="0; url=${alias.to}">`);
    if (!sendsOn && !(netlify.status === 301 && netlify.location === alias.to))
      findings.push(
        finding(
          "host",
          alias.from,
          `answers ${describeAnswer(netlify)} on Netlify, which does not lead to ${alias.to}`,
        ),
      );
  }

  const notFound = NOT_FOUND_FILE.slice(1);
  for (const p of missing)
    for (const host of HOSTS) {
      const a = ask(host, p);
      if (a.status !== 404 || a.file !== notFound)
        findings.push(
          finding("host", p, `answers ${describeAnswer(a)} on ${HOST_NAMES[host]}, expected 404 (${notFound})`),
        );
    }
  // A host matches _headers against the missing path, never against 404.html: the page brings its own policy.
  if (!readOr(path.join(root, notFound)).includes('<meta http-equiv="Content-Security-Policy"'))
    findings.push(
      finding("host", NOT_FOUND_FILE, "has no Content-Security-Policy meta tag, and no header rule can reach it"),
    );
  return { findings, answers };
}
