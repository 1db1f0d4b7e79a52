/**
 * The load part of `npm run bench`: autocannon against the local server on
 * loopback, 50 connections for 20 seconds, cycling through pages, assets,
 * aliases and unknown paths. Every response must have its expected status.
 * Prints requests per second and latency percentiles; exits non-zero on any
 * error or unexpected status.
 */
import { existsSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { clientDir } from "../../app/lib/build-dir";
import { registry } from "../../app/lib/registry";
import { startServer } from "../../server/serve";

const { aliases, pages } = registry();

const projectRoot = path.resolve(import.meta.dirname, "../..");
const root = clientDir(projectRoot);
if (!existsSync(path.join(root, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const DURATION = Number(process.env.LOAD_SECONDS ?? 20);
const assets = readdirSync(path.join(root, "assets"))
  .filter((f) => /\.(js|css)$/.test(f))
  .slice(0, 6)
  .map((f) => `/assets/${f}`);
const mix: { path: string; status: number; headers?: Record<string, string> }[] = [
  ...pages
    .filter((_, i) => i % 6 === 0)
    .map((p) => ({ path: p.path, status: 200, headers: { "accept-encoding": "br, gzip" } })),
  ...assets.map((a) => ({ path: a, status: 200, headers: { "accept-encoding": "gzip" } })),
  ...aliases.slice(0, 5).map((a) => ({ path: a.from, status: 301 })),
  { path: "/no-such-page", status: 404 },
  { path: "/..%2f..%2fetc%2fpasswd", status: 400 },
];

const server = await startServer({ root, port: 0 });
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const unexpected = new Map<string, number>();

const result = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: mix.map((m) => ({
    method: "GET",
    path: m.path,
    headers: m.headers,
    onResponse: (status: number) => {
      if (status !== m.status)
        unexpected.set(`${m.path} -> ${status}`, (unexpected.get(`${m.path} -> ${status}`) ?? 0) + 1);
    },
  })),
});
server.close();

const summary = {
  connections: CONNECTIONS,
  seconds: DURATION,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  unexpected: Object.fromEntries(unexpected),
  mix: mix.length,
};
mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
writeFileSync(path.join(projectRoot, "bench-results", "load.json"), JSON.stringify(summary, null, 2));
console.log(
  `\nLoad: ${CONNECTIONS} connections, ${DURATION} s, ${mix.length} URLs (pages, assets, aliases, 404, hostile path)\n` +
    `  ${summary.requests} requests, ${summary.requestsPerSecond} req/s, latency p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms\n` +
    `  errors ${summary.errors}, timeouts ${summary.timeouts}, unexpected statuses ${unexpected.size}`,
);
if (summary.errors || summary.timeouts || unexpected.size) {
  console.error(`Load test failed: ${JSON.stringify(summary.unexpected)}`);
  process.exit(1);
}
