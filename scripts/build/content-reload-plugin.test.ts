/**
 * The dev server's pages end with Vite's client (scripts/build/content-reload-plugin.ts), so a page
 * that does not hydrate still reloads on a content edit; anything not HTML is left as it is. The
 * browser side is `npm run check:dev-reload`.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDevClient, DEV_CLIENT } from "./content-reload-plugin";

const PAGE = "<!DOCTYPE html><html><head></head><body><p>Beijing</p></body></html>";
const routes: Record<string, (res: ServerResponse) => void> = {
  // As React Router's dev handler sends a page: writeHead with the headers, then the body in chunks.
  "/streamed": (res) => {
    res.writeHead(200, "OK", { "Content-Type": "text/html; charset=utf-8" });
    res.write(PAGE.slice(0, 20));
    res.write(PAGE.slice(20));
    res.end();
  },
  "/whole": (res) => {
    res.writeHead(500, { "content-type": "text/html", "content-length": String(Buffer.byteLength(PAGE)) });
    res.end(PAGE);
  },
  "/data": (res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end('{"a":1}');
  },
};

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => addDevClient(req, res, () => routes[req.url ?? ""]!(res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, accept = "text/html,*/*") => fetch(base + path, { headers: { accept } });

it("ends a page streamed in chunks with Vite's client", async () => {
  expect(await (await get("/streamed")).text()).toBe(PAGE + DEV_CLIENT);
});

it("ends a page sent whole with it too, without the length it had", async () => {
  const res = await get("/whole");
  expect(res.status).toBe(500);
  expect(res.headers.get("content-length")).toBeNull();
  expect(await res.text()).toBe(PAGE + DEV_CLIENT);
});

it("leaves what is not a page as it is", async () => {
  expect(await (await get("/data")).text()).toBe('{"a":1}');
  expect(await (await get("/streamed", "application/json")).text()).toBe(PAGE);
});
