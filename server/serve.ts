/**
 * The local static server: serves build/client the way Cloudflare Pages does
 * (app/lib/host-routing.ts: the same file for a path, the same redirects, no
 * redirect the host would not send), with the redirects and headers the build
 * wrote to _redirects and _headers, each header rule matched against the path
 * asked for, as the host matches it.
 *   npm start            (build, then serve on http://127.0.0.1:4173)
 *   PORT=8080 npm run serve
 */
import { clientDir } from "../app/lib/build-dir";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { headersFor, NOT_FOUND_FILE, parseHeadersFile, type HeaderRule } from "../app/lib/hosting";
import { builtSite, hostAnswer } from "../app/lib/host-routing";

export interface ServerOptions {
  root: string;
  port: number;
  host?: string;
}

const MAX_URL_LENGTH = 2048;

/** Why a raw request path is refused before any file lookup, or null if it may proceed. */
export function rejectPath(rawPath: string): { status: number; reason: string } | null {
  if (rawPath.length > MAX_URL_LENGTH) return { status: 414, reason: "URI too long" };
  if (!rawPath.startsWith("/") || rawPath.startsWith("//")) return { status: 400, reason: "bad path" };
  if (rawPath.includes("\\") || /%5c/i.test(rawPath)) return { status: 400, reason: "backslash" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: "malformed percent-encoding" };
  }
  if (decoded.includes("\0")) return { status: 400, reason: "NUL byte" };
  if (decoded.includes("\\")) return { status: 400, reason: "backslash" };
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return { status: 400, reason: "dot segment" };
  if (segments.some((s) => s.startsWith("."))) return { status: 404, reason: "hidden file" };
  return null;
}

export function createHandler(root: string): http.RequestListener {
  const read = (f: string) => (existsSync(path.join(root, f)) ? readFileSync(path.join(root, f), "utf8") : "");
  const rules: HeaderRule[] = parseHeadersFile(read("_headers"));
  const notFoundBody = readFileSync(path.join(root, NOT_FOUND_FILE.slice(1)));
  const hostFiles = new Set(["/_headers", "/_redirects"]);
  const site = builtSite(root);
  /** The path each response was asked for: the host matches `_headers` against it, never against the file. */
  const askedFor = new WeakMap<http.ServerResponse, string>();

  const applyHeaders = (res: http.ServerResponse, pathname: string) => {
    for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v);
  };
  const sendNotFound = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    res.statusCode = 404;
    applyHeaders(res, pathname);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", notFoundBody.length);
    res.end(req.method === "HEAD" ? undefined : notFoundBody);
  };
  const redirect = (res: http.ServerResponse, status: number, pathname: string, location: string) => {
    res.statusCode = status;
    applyHeaders(res, pathname);
    res.setHeader("Location", location);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(`Moved to ${location}\n`);
  };

  const files = sirv(root, {
    dev: false,
    etag: true,
    dotfiles: false,
    extensions: [],
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      applyHeaders(res, askedFor.get(res) ?? pathname);
    },
    onNoMatch: (req, res) => sendNotFound(req, res, askedFor.get(res) ?? "/"),
  });

  return (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.statusCode = 405;
        res.setHeader("Allow", "GET, HEAD");
        res.end();
        return;
      }
      const raw = req.url ?? "/";
      const qIndex = raw.indexOf("?");
      const rawPath = qIndex === -1 ? raw : raw.slice(0, qIndex);
      const query = qIndex === -1 ? "" : raw.slice(qIndex);
      const refused = rejectPath(rawPath);
      if (refused) {
        if (refused.status === 404) return sendNotFound(req, res, decodeURIComponent(rawPath));
        res.statusCode = refused.status;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end(`${refused.status}: ${refused.reason}\n`);
        return;
      }
      const pathname = decodeURIComponent(rawPath);
      if (hostFiles.has(pathname)) return sendNotFound(req, res, pathname);
      // The same answer Cloudflare Pages gives for this folder (app/lib/host-routing.ts).
      const answer = hostAnswer("cloudflare-pages", pathname, query, site);
      if (answer.status === 404) return sendNotFound(req, res, pathname);
      if (answer.status !== 200) return redirect(res, answer.status, pathname, answer.location);
      askedFor.set(res, pathname);
      req.url = "/" + answer.file.split("/").map(encodeURIComponent).join("/");
      files(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 400;
        res.end("400: bad request\n");
      } else res.destroy();
    }
  };
}

export function startServer({ root, port, host = "127.0.0.1" }: ServerOptions): Promise<http.Server> {
  const server = http.createServer(createHandler(root));
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = clientDir(path.resolve(import.meta.dirname, ".."));
  if (!existsSync(path.join(root, "index.html"))) {
    console.error("No build found: run `npm run build` first (or `npm start`, which builds and serves).");
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  await startServer({ root, port, host });
  console.log(`Serving ${path.relative(process.cwd(), root)} on http://${host}:${port}`);
}
