/**
 * The Mozilla HTTP Observatory (the real `@mdn/mdn-http-observatory` scanner)
 * run against the local server, the way the public Observatory scans a live
 * host. HTTPS is assumed at the host, as on Netlify or Cloudflare Pages: the
 * sweep puts the site's own request handler behind a TLS listener with a
 * test certificate for `localhost`, and a plain-HTTP listener that redirects
 * to it, as a host does. The scan runs in a child process so that Node trusts
 * that certificate (NODE_EXTRA_CA_CERTS is read only at start-up).
 *
 *   node --import tsx scripts/sweeps/observatory.ts BUILD_CLIENT_DIR /path …
 * prints one JSON line per path: { path, score, grade, failed: [test names] }.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { createHandler } from "../../server/serve";
import { finding, type Finding } from "./findings";

const tlsDir = path.resolve(import.meta.dirname, "../../tests/fixtures/tls");
const cert = path.join(tlsDir, "localhost-cert.pem");
const key = path.join(tlsDir, "localhost-key.pem");

export interface ObservatoryResult {
  path: string;
  score: number;
  grade: string;
  failed: string[];
}

/** The lowest score the site accepts on any page (A+ starts at 100). */
export const MIN_OBSERVATORY_SCORE = 100;

async function scanPaths(root: string, paths: string[]): Promise<ObservatoryResult[]> {
  const pkg = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  // The package's install step downloads the HSTS preload list; that step cannot run here. The list matters
  // only for preloaded domains, and `localhost` is not one, so an empty list is exact for this scan.
  const preload = path.join(pkg, "conf", "hsts-preload.json");
  if (!existsSync(preload)) {
    mkdirSync(path.dirname(preload), { recursive: true });
    writeFileSync(preload, "{}\n");
  }
  const src = (f: string) => path.join(pkg, "src", f);
  const { retrieve } = await import(src("retriever/retriever.js"));
  const { ALL_TESTS } = await import(src("constants.js"));
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(src("grader/charts.js"));
  const { getGradeForScore, getScoreModifier } = await import(src("grader/grader.js"));

  const tlsServer = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, createHandler(root));
  await new Promise<void>((r) => tlsServer.listen(0, "127.0.0.1", r));
  const httpsPort = (tlsServer.address() as AddressInfo).port;
  const redirector = http.createServer((req, res) => {
    res.statusCode = 301;
    res.setHeader("Location", `https://localhost:${httpsPort}${req.url}`);
    res.end();
  });
  await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
  const httpPort = (redirector.address() as AddressInfo).port;

  const results: ObservatoryResult[] = [];
  try {
    for (const p of paths) {
      const requests = await retrieve("localhost", { httpPort, httpsPort, path: p });
      if (!requests.responses.auto) throw new Error(`the scanner could not reach ${p}`);
      // Scoring as the scanner's own scan(): modifiers add up from 100; bonuses count only at an A already.
      let withBonus = 100;
      let uncurved = 100;
      const failed: string[] = [];
      for (const test of ALL_TESTS as ((r: unknown) => { result: string; pass: boolean })[]) {
        const out = test(requests);
        const modifier = getScoreModifier(out.result) as number;
        withBonus += modifier;
        if (modifier < 0) {
          uncurved += modifier;
          failed.push(`${out.result} (${modifier})`);
        }
      }
      const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurved;
      const final = getGradeForScore(score) as { score: number; grade: string };
      results.push({ path: p, score: final.score, grade: final.grade, failed });
    }
  } finally {
    tlsServer.close();
    redirector.close();
  }
  return results;
}

/** Scans each path of the build in a child process and returns a finding for each page under the minimum. */
export async function checkObservatory(
  root: string,
  paths: string[],
): Promise<{ findings: Finding[]; results: ObservatoryResult[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", import.meta.filename, root, ...paths],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const results = stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ObservatoryResult);
  const findings: Finding[] = [];
  for (const p of paths) {
    const r = results.find((x) => x.path === p);
    if (!r) findings.push(finding("observatory", p, "was not scanned"));
    else if (r.score < MIN_OBSERVATORY_SCORE)
      findings.push(finding("observatory", p, `scores ${r.score} (${r.grade}): ${r.failed.join(", ")}`));
  }
  return { findings, results };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [root, ...paths] = process.argv.slice(2);
  for (const r of await scanPaths(root!, paths)) console.log(JSON.stringify(r));
}
