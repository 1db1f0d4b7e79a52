/**
 * The built folder under Cloudflare's own emulator, `wrangler pages dev`, which serves a folder
 * with Cloudflare Pages' route matching, `_redirects` and `_headers`, beside the local server
 * (server/serve.ts). Every registered page must answer 200 with no redirect and its own
 * Content-Security-Policy (the `_headers` rule for its path), every alias one 301 straight to its
 * page, and missing paths 404 with the not-found page; and for those requests and their near
 * misses (`/page/`, `/page.html`, an alias with a slash, `/index.html`, `/404.html`) the local
 * server must give the same status, Location and Content-Security-Policy as the emulator, so a
 * difference between the two fails here first. It first runs on a small folder in React Router's own
 * `page/index.html` layout, where it must fail.
 *
 *   npm run build && npm run test:host        (BUILD_DIR=… for another build folder)
 *
 * Wrangler is not a dependency of the project (about 200 MB installed, for this check alone):
 * npx fetches the pinned version into npm's cache on the first run (about 11 s) and reuses it
 * after; the emulator runs offline. Its Node floor is the reason for the pin: 4.86.0 is the last
 * release that runs on Node 20 (decision 0028).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { clientDir } from "../../app/lib/build-dir";
import { headersFor, parseHeadersFile, renderHeadersFile, renderRedirectsFile } from "../../app/lib/hosting";
import { NOT_FOUND_HEADING } from "../../app/lib/not-found";
import { registry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { startServer } from "../../server/serve";
import { finding, formatFinding, type Finding } from "./findings";

export const WRANGLER = "wrangler@4.86.0";
/** Not after the newest date the pinned emulator's runtime supports (2026-05-03 for 4.86.0). */
const COMPATIBILITY_DATE = "2026-04-01";
const MISSING = ["/no-such-page", "/cities/atlantis", "/how-to-nothing/deeper", "/No-Such-Page/"];

interface Answer {
  status: number;
  location: string | null;
  csp: string | null;
  body: string;
}

async function get(base: string, target: string): Promise<Answer> {
  const res = await fetch(base + target, { redirect: "manual" });
  return {
    status: res.status,
    location: res.headers.get("location"),
    csp: res.headers.get("content-security-policy"),
    body: await res.text(),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts the emulator on the folder and resolves once it answers; its own process group, ended by `stop`. */
async function startEmulator(root: string): Promise<{ base: string; stop: () => void; log: () => string }> {
  const port = await freePort();
  // Its state folder (.wrangler/) goes to a folder of its own, not into the project.
  const cwd = mkdtempSync(path.join(tmpdir(), "host-emulator-"));
  let output = "";
  const child: ChildProcess = spawn(
    "npx",
    ["--yes", WRANGLER, "pages", "dev", root, "--ip", "127.0.0.1", "--port", String(port)].concat([
      "--compatibility-date",
      COMPATIBILITY_DATE,
    ]),
    { cwd, detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(cwd, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(base + "/")).status) return { base, stop, log: () => output };
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  stop();
  throw new Error(`${WRANGLER} pages dev did not start:\n${output}`);
}

/** What each request must get under the emulator, beyond agreeing with the local server. */
interface Site {
  pages: readonly { path: string }[];
  aliases: readonly { from: string; to: string }[];
}

function expectations(root: string, { pages, aliases }: Site) {
  const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  const checks = new Map<string, (a: Answer) => string | null>();
  for (const p of pages) {
    const policy = headersFor(rules, p.path)["Content-Security-Policy"] ?? null;
    const canonical = `<link rel="canonical" href="${absoluteUrl(p.path)}"`;
    checks.set(p.path, (a) =>
      a.status !== 200
        ? `answers ${a.status}${a.location ? ` to ${a.location}` : ""}, expected 200`
        : !policy || a.csp !== policy
          ? "is served without its own Content-Security-Policy"
          : !a.body.includes(canonical)
            ? "is served without its own canonical link"
            : null,
    );
  }
  for (const a of aliases)
    checks.set(a.from, (r) =>
      r.status === 301 && r.location === a.to ? null : `answers ${r.status} to ${r.location}, expected 301 to ${a.to}`,
    );
  for (const m of MISSING)
    checks.set(m, (a) =>
      a.status === 404 && a.body.includes(NOT_FOUND_HEADING)
        ? null
        : `answers ${a.status}, expected 404 with the not-found page`,
    );
  // Near misses: only the agreement with the local server is asked of them.
  const nearMisses = [
    ...pages.filter((p) => p.path !== "/").flatMap((p) => [`${p.path}/`, `${p.path}.html`]),
    ...aliases.map((a) => `${a.from}/`),
    "/index.html",
    "/404.html",
    "/sitemap.xml",
  ];
  return { checks, nearMisses, pages: pages.length, aliases: aliases.length };
}

export async function checkUnderEmulator(root: string, site: Site): Promise<{ findings: Finding[]; summary: string }> {
  const { checks, nearMisses, pages, aliases } = expectations(root, site);
  const emulator = await startEmulator(root);
  const server = await startServer({ root, port: 0 });
  const local = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const findings: Finding[] = [];
  const tally = new Map<number, number>();
  try {
    for (const target of [...checks.keys(), ...nearMisses]) {
      const [host, ours] = await Promise.all([get(emulator.base, target), get(local, target)]);
      if (checks.has(target)) tally.set(host.status, (tally.get(host.status) ?? 0) + 1);
      const problem = checks.get(target)?.(host);
      if (problem) findings.push(finding("cloudflare-pages", target, problem));
      for (const key of ["status", "location", "csp"] as const)
        if (host[key] !== ours[key])
          findings.push(
            finding(
              "local-server",
              target,
              `${key} ${JSON.stringify(ours[key])}, the emulator's ${JSON.stringify(host[key])}`,
            ),
          );
    }
  } finally {
    server.close();
    emulator.stop();
  }
  const statuses = [...tally]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}x ${s}`)
    .join(", ");
  return {
    findings,
    summary:
      `${WRANGLER} pages dev: ${pages} pages, ${aliases} aliases, ${MISSING.length} missing paths (${statuses}); ` +
      `${checks.size + nearMisses.length} requests compared with the local server`,
  };
}

/**
 * A small folder in React Router's own layout (`guide/index.html`), with its `_headers` and
 * `_redirects` as the build writes them: the check must fail on it, naming the page, or a pass on
 * the build proves nothing. Run first, every time.
 */
async function checkFailsOnOldLayout(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "host-emulator-control-"));
  const html = (p: string) =>
    `<!DOCTYPE html><html><head><link rel="canonical" href="${absoluteUrl(p)}"/></head><body><h1>${NOT_FOUND_HEADING}</h1></body></html>`;
  const files: Record<string, string> = {
    "index.html": html("/"),
    "guide/index.html": html("/guide"),
    "404.html": html("/404"),
    _headers: renderHeadersFile(
      ["/", "/guide"].map((p) => ({
        pattern: p,
        headers: { "Content-Security-Policy": `default-src 'none'; base-uri '${p}'` },
      })),
    ),
    _redirects: renderRedirectsFile([{ from: "/guides/guide", to: "/guide" }]),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  try {
    const { findings } = await checkUnderEmulator(dir, {
      pages: [{ path: "/" }, { path: "/guide" }],
      aliases: [{ from: "/guides/guide", to: "/guide" }],
    });
    const expected = "cloudflare-pages: /guide: answers 308 to /guide/, expected 200";
    const got = findings.map(formatFinding);
    if (got.length !== 1 || got[0] !== expected)
      throw new Error(
        `on React Router's own layout the check found ${JSON.stringify(got)}, not [${JSON.stringify(expected)}]`,
      );
    console.log(`Control: on a folder in the <path>/index.html layout the check fails: ${expected}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = clientDir(path.resolve(import.meta.dirname, "../.."));
  const started = Date.now();
  await checkFailsOnOldLayout();
  const { findings, summary } = await checkUnderEmulator(root, registry());
  console.log(`${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (findings.length) {
    console.error(`\n${findings.length} failure(s):\n  ${findings.map(formatFinding).join("\n  ")}`);
    process.exit(1);
  }
  console.log("Host emulator: 0 failures");
}
