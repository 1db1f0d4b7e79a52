/**
 * The build under a real nginx, the distribution's own, with the configuration the build generated
 * (build/nginx/site.conf, scripts/build/nginx-config.ts). The check starts nginx in the foreground
 * on a loopback port, with a prefix of its own in a temporary folder (no root, no system files
 * written), and asks it for:
 *  - every registered page: 200 with no redirect, its own file (its canonical link), and every header
 *    `_headers` gives its path, its Content-Security-Policy included, equal to the letter;
 *  - every alias: one 301 straight to its page, with the headers of its path;
 *  - missing paths: 404 with the not-found page's body and the headers of their path;
 *  - near misses: `/page/` and `/page.html` one 301 to `/page`; `/_headers`, `/_redirects` and
 *    `/404.html` 404;
 *  - one file of each kind in the build with the media type the local server sends, and the
 *    pre-compressed copy (gzip, with Vary) of a page and of the largest script.
 * Every run then serves the same build with a broken copy of the configuration (one page's
 * policy line and one alias's location taken out), where it must report those two besides what it
 * found with the configuration as built, or a pass proves nothing.
 *
 *   npm run build && npm run test:nginx      (in `npm test`, inside the static sweeps)
 *
 * nginx comes from the distribution (`apt-get install nginx`; scripts/ensure-nginx.sh installs it
 * for `npm test` when run as root); NGINX=/path/to/nginx picks another binary (decision 0036).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { clientDir } from "../../app/lib/build-dir";
import { headersFor, parseHeadersFile } from "../../app/lib/hosting";
import { NOT_FOUND_HEADING } from "../../app/lib/not-found";
import { registry } from "../../app/lib/registry";
import { absoluteUrl } from "../../app/lib/seo";
import { startServer } from "../../server/serve";
import { HOST_FILES, nginxConfFile } from "../build/nginx-config";
import { finding, formatFinding, type Finding } from "./findings";

export const MISSING = ["/no-such-page", "/cities/atlantis", "/how-to-nothing/deeper"];

/** The nginx binary: $NGINX, else the distribution's (/usr/sbin is not on a user's PATH on Debian), else PATH's. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx", "/usr/local/sbin/nginx"].filter(Boolean) as string[];
  for (const c of candidates) if (existsSync(c)) return c;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() || null : null;
}

/** The type table the distribution's nginx.conf includes, beside its compiled-in configuration path. */
function mimeTypes(nginx: string): string {
  const version = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const conf = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? "/etc/nginx/nginx.conf";
  const file = path.join(path.dirname(conf), "mime.types");
  if (!existsSync(file)) throw new Error(`no mime.types beside ${conf}`);
  return file;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = (probe.address() as AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(port));
    });
  });

export interface RunningNginx {
  base: string;
  stop: () => Promise<void>;
}

/**
 * nginx in the foreground, one process (no master, so no switch to another user when run as root),
 * over `root` with `siteConf` included in its server block, everything it writes in a temporary prefix.
 */
export async function startNginx(nginx: string, root: string, siteConf: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-check-"));
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  const errorLog = path.join(prefix, "error.log");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`)
    .join("\n");
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 128; }
http {
  include ${mimeTypes(nginx)};
  default_type application/octet-stream;
  access_log off;
${temp}
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(root)};
    include ${path.resolve(siteConf)};
  }
}
`,
  );
  const child = spawn(nginx, ["-p", prefix + "/", "-c", conf, "-e", errorLog], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await (await fetch(base + "/", { redirect: "manual" })).arrayBuffer();
      return { base, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
  await stop();
  throw new Error(`nginx did not start:\n${output}${log}`);
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(base: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + target, { redirect: "manual", headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A media type without its parameters; JavaScript's two names (RFC 9239) as one. */
const mediaType = (type: string | null) => {
  const t = type?.split(";")[0]?.trim().toLowerCase() || null;
  return t === "application/javascript" ? "text/javascript" : t;
};

/** What `_headers` gives a path, against what was sent: one problem per header that differs. */
function headerProblems(expected: Record<string, string>, got: Headers): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const sent = got.get(name);
    if (sent === value) continue;
    if (name === "Content-Security-Policy")
      problems.push(
        sent === null ? "is served without its own Content-Security-Policy" : "is served with another page's policy",
      );
    else problems.push(`${name} ${JSON.stringify(sent)}, _headers says ${JSON.stringify(value)}`);
  }
  return problems;
}

export interface Site {
  pages: readonly { path: string }[];
  aliases: readonly { from: string; to: string }[];
}

/** One file of each kind in the build (by extension), the pre-compressed ones and the host files left out. */
function oneOfEachKind(root: string): string[] {
  const byKind = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const rel = "/" + path.relative(root, full).split(path.sep).join("/");
        const kind = path.extname(name) || name;
        if ([".br", ".gz", ".html"].includes(kind) || HOST_FILES.includes(rel) || byKind.has(kind)) continue;
        byKind.set(kind, rel);
      }
    }
  };
  walk(root);
  return [...byKind.values()];
}

/** The largest hashed script: far over the compression threshold. */
function largestScript(root: string): string | null {
  const dir = path.join(root, "assets");
  if (!existsSync(dir)) return null;
  const [top] = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.size - a.size);
  return top ? `/assets/${top.f}` : null;
}

/** Asks the running nginx everything above; `local` is the project's server over the same folder, for media types. */
export async function checkUnderNginx(
  base: string,
  local: string,
  root: string,
  { pages, aliases }: Site,
): Promise<{ findings: Finding[]; tally: Map<number, number>; requests: number }> {
  const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  const findings: Finding[] = [];
  const tally = new Map<number, number>();
  let requests = 0;
  const ask = async (target: string, headers?: Record<string, string>) => {
    requests++;
    const a = await get(base, target, headers);
    tally.set(a.status, (tally.get(a.status) ?? 0) + 1);
    return a;
  };
  const report = (where: string, message: string) => findings.push(finding("nginx", where, message));

  for (const p of pages) {
    const a = await ask(p.path);
    if (a.status !== 200) {
      report(
        p.path,
        `answers ${a.status}${a.headers.get("location") ? ` to ${a.headers.get("location")}` : ""}, expected 200`,
      );
      continue;
    }
    const expected = headersFor(rules, p.path);
    if (!expected["Content-Security-Policy"]) report(p.path, "has no Content-Security-Policy in _headers");
    for (const problem of headerProblems(expected, a.headers)) report(p.path, problem);
    if (!a.body.includes(`<link rel="canonical" href="${absoluteUrl(p.path)}"`))
      report(p.path, "is served without its own canonical link (another file?)");
  }
  for (const alias of aliases) {
    const a = await ask(alias.from);
    const location = a.headers.get("location");
    if (a.status !== 301 || location !== alias.to)
      report(alias.from, `answers ${a.status}${location ? ` to ${location}` : ""}, expected 301 to ${alias.to}`);
    else for (const problem of headerProblems(headersFor(rules, alias.from), a.headers)) report(alias.from, problem);
  }
  const notFound = async (target: string) => {
    const a = await ask(target);
    if (a.status !== 404) report(target, `answers ${a.status}, expected 404`);
    else if (!a.body.includes(NOT_FOUND_HEADING)) report(target, "answers 404 without the not-found page");
    else for (const problem of headerProblems(headersFor(rules, target), a.headers)) report(target, problem);
  };
  for (const m of MISSING) await notFound(m);
  for (const f of [...HOST_FILES, "/404.html"]) await notFound(f);

  // Near misses: the page's other spellings lead to it in one redirect.
  const nearMisses = [
    ...pages
      .filter((p) => p.path !== "/")
      .flatMap((p) => [[`${p.path}/`, p.path] as const, [`${p.path}.html`, p.path] as const]),
    ["/index.html", "/"] as const,
  ];
  for (const [target, page] of nearMisses) {
    const a = await ask(target);
    const location = a.headers.get("location");
    if (a.status !== 301 || location !== page)
      report(target, `answers ${a.status}${location ? ` to ${location}` : ""}, expected 301 to ${page}`);
  }

  for (const file of oneOfEachKind(root)) {
    const [ours, theirs] = [await ask(file), await get(local, file)];
    const want = mediaType(theirs.headers.get("content-type"));
    if (ours.status !== 200) report(file, `answers ${ours.status}, expected 200`);
    // Where the local server names no type (the search index's own files), any type will do.
    else if (want && mediaType(ours.headers.get("content-type")) !== want)
      report(
        file,
        `served as ${ours.headers.get("content-type")}; the local server sends ${theirs.headers.get("content-type")}`,
      );
  }
  for (const file of ["/", largestScript(root)].filter((f): f is string => Boolean(f))) {
    const a = await ask(file, { "accept-encoding": "gzip" });
    if (a.headers.get("content-encoding") !== "gzip" || !/accept-encoding/i.test(a.headers.get("vary") ?? ""))
      report(
        file,
        `with accept-encoding gzip: content-encoding ${a.headers.get("content-encoding")}, vary ${a.headers.get("vary")}`,
      );
  }
  return { findings, tally, requests };
}

/** The configuration with one page's policy line and one alias's whole location taken out. */
export function brokenConfig(conf: string, page: string, alias: string): string {
  const lines = conf.split("\n");
  const block = (match: string) => {
    const start = lines.indexOf(`location = ${match} {`);
    if (start < 0) throw new Error(`no location for ${match} in the configuration`);
    return { start, end: lines.indexOf("}", start) };
  };
  const p = block(page);
  const policy = lines.findIndex(
    (l, i) => i > p.start && i < p.end && l.includes("add_header Content-Security-Policy"),
  );
  if (policy < 0) throw new Error(`the location for ${page} sends no Content-Security-Policy`);
  lines.splice(policy, 1);
  const a = block(alias);
  lines.splice(a.start, a.end - a.start + 1);
  return lines.join("\n");
}

const summarize = (tally: Map<number, number>) =>
  [...tally]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}x ${s}`)
    .join(", ");

/** The build, then the control; the control not caught is a finding too. */
export async function runNginxCheck(root: string, site: Site): Promise<{ findings: Finding[]; summary: string }> {
  const nginx = findNginx();
  if (!nginx)
    return {
      findings: [finding("nginx", "nginx", "not installed: apt-get install nginx (or set NGINX=/path/to/nginx)")],
      summary: "nginx: not installed",
    };
  const conf = nginxConfFile(root);
  if (!existsSync(conf))
    return {
      findings: [finding("nginx", conf, "not written: the build writes it")],
      summary: "nginx: no configuration",
    };
  const started = Date.now();
  const server = await startServer({ root, port: 0 });
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const running = await startNginx(nginx, root, conf);
    let result: Awaited<ReturnType<typeof checkUnderNginx>>;
    try {
      result = await checkUnderNginx(running.base, local, root, site);
    } finally {
      await running.stop();
    }
    // The control: the same build and the same configuration less one page's policy line and one
    // alias's location. The check must find those two on top of whatever it found above.
    const page = site.pages.find((p) => p.path !== "/")!.path;
    const alias = site.aliases[0]!;
    const brokenDir = mkdtempSync(path.join(tmpdir(), "nginx-control-"));
    const broken = path.join(brokenDir, "site.conf");
    let caught: string[];
    try {
      writeFileSync(broken, brokenConfig(readFileSync(conf, "utf8"), page, alias.from));
      const control = await startNginx(nginx, root, broken);
      try {
        caught = (await checkUnderNginx(control.base, local, root, site)).findings.map(formatFinding);
      } finally {
        await control.stop();
      }
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
    const expected = [
      `nginx: ${page}: is served without its own Content-Security-Policy`,
      `nginx: ${alias.from}: answers 404, expected 301 to ${alias.to}`,
    ];
    const found = new Set(result.findings.map(formatFinding));
    const extra = caught.filter((f) => !found.has(f)).sort();
    const findings = [...result.findings];
    if (JSON.stringify(extra) !== JSON.stringify([...expected].sort()))
      findings.push(
        finding(
          "nginx",
          "control",
          `with ${page}'s policy and the alias ${alias.from} taken out of the configuration the check found ${JSON.stringify(extra)}, not ${JSON.stringify(expected)}`,
        ),
      );
    const version = spawnSync(nginx, ["-v"], { encoding: "utf8" })
      .stderr.trim()
      .replace(/^nginx version: /, "");
    return {
      findings,
      summary:
        `nginx (${version}): ${site.pages.length} pages, ${site.aliases.length} aliases, ${MISSING.length} missing paths; ` +
        `${result.requests} requests (${summarize(result.tally)}); the same less ${page}'s policy and ${alias.from} ` +
        `fails on those two; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    };
  } finally {
    server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = clientDir(path.resolve(import.meta.dirname, "../.."));
  const { findings, summary } = await runNginxCheck(root, registry());
  console.log(summary);
  if (findings.length) {
    console.error(`\n${findings.length} failure(s):\n  ${findings.map(formatFinding).join("\n  ")}`);
    process.exit(1);
  }
  console.log("nginx: 0 failures");
}
