/**
 * `npm run bench:paint`: the first paint as a reader on a slow roaming link
 * sees it. One page of each type (tests/page-samples.ts) is opened cold in
 * Chromium on a phone viewport with its network emulated through the DevTools
 * protocol (Network.emulateNetworkConditions): 400 ms round trip, 1.6 Mbit/s
 * down and 750 kbit/s up (Lighthouse's mobile throughput), no cache. For each
 * page it reports the median first contentful paint of its runs, when the
 * stylesheet's response ended, and the bytes the page transferred up to its
 * network going quiet (after its scripts have started).
 *
 * It fails when a page's first paint waited for the stylesheet (every run
 * painted after the stylesheet arrived: the second round trip decision
 * 0029 removes), or when a page transferred more than the weight budget
 * (scripts/bench/budget.ts).
 *
 * Measures the build in build/ (BUILD_DIR=… for another); PAINT_RTT_MS,
 * PAINT_RUNS (default 5) and BENCH_TYPES=city,tool change what it measures.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { clientDir } from "../../app/lib/build-dir";
import { registry } from "../../app/lib/registry";
import { startServer } from "../../server/serve";
import { chromiumArgs, chromiumPath } from "../../tests/browser";
import { samplePages } from "../../tests/page-samples";
import { budget } from "./budget";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const RTT = Number(process.env.PAINT_RTT_MS ?? 400);
const RUNS = Number(process.env.PAINT_RUNS ?? 5);
const only = process.env.BENCH_TYPES?.split(",");
const samples = samplePages(registry().pages).filter((s) => !only || only.includes(s.type));

interface Run {
  fcp: number;
  /** When the site stylesheet's response ended, ms from navigation start (NaN when the page has none). */
  cssEnd: number;
  kb: number;
}

const median = (values: number[]) => {
  const ok = values.filter(Number.isFinite).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor((ok.length - 1) / 2)]! : NaN;
};

const server = await startServer({ root: clientDir(projectRoot), port: 0 });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function measure(pagePath: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: RTT,
    downloadThroughput: (1600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  await page.goto(origin + pagePath, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const css = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((r) =>
      /\/assets\/[^/]+\.css$/.test(r.name),
    );
    return { fcp, cssEnd: css?.responseEnd ?? NaN };
  });
  await context.close();
  return { ...timing, kb: bytes / 1024 };
}

const rows: { type: string; path: string; fcp: number; cssEnd: number; paintedFirst: number; kb: number }[] = [];
const failures: string[] = [];
try {
  for (const { type, path: pagePath } of samples) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(pagePath));
    const row = {
      type,
      path: pagePath,
      fcp: median(runs.map((r) => r.fcp)),
      cssEnd: median(runs.map((r) => r.cssEnd)),
      /** Runs that painted before the stylesheet had arrived. */
      paintedFirst: runs.filter((r) => !(r.fcp >= r.cssEnd)).length,
      kb: median(runs.map((r) => r.kb)),
    };
    rows.push(row);
    if (row.paintedFirst === 0)
      failures.push(`${type} ${pagePath}: first paint waited for the stylesheet in all ${RUNS} runs`);
    if (row.kb > budget.totalKb) failures.push(`${type} ${pagePath}: ${row.kb.toFixed(1)} KB transferred`);
  }
} finally {
  await browser.close();
  server.close();
}

const header = ["type", "path", "FCP ms", "stylesheet ends ms", "painted first", "KB transferred"];
const table = [
  header,
  ...rows.map((r) => [
    r.type,
    r.path,
    r.fcp.toFixed(0),
    Number.isFinite(r.cssEnd) ? r.cssEnd.toFixed(0) : "-",
    `${r.paintedFirst}/${RUNS}`,
    r.kb.toFixed(1),
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log(`\nFirst paint at ${RTT} ms round trip, 1.6 Mbit/s, cold cache, phone viewport (median of ${RUNS} runs)`);
console.log(table.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join("  ")).join("\n"));

mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
writeFileSync(
  path.join(projectRoot, "bench-results", "first-paint.json"),
  JSON.stringify({ rttMs: RTT, runs: RUNS, rows, failures }, null, 2),
);
if (failures.length) {
  console.error(`\nFirst paint:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery page painted before its stylesheet arrived, within the weight budget.");
