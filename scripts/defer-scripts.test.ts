import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts";

const page = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1><script>window.__ctx = 1;</script><script type="module" async="">import "/assets/manifest.js";
import("/assets/entry.client.js");</script></body>`;

describe("deferScripts", () => {
  const { html, boot } = deferScripts(page);
  it("drops module preloads and keeps stylesheets and inline data scripts", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain("window.__ctx = 1;");
  });
  it("moves the module script to a content-hashed boot file started after load, at low priority", () => {
    expect(boot?.name).toMatch(/^\/assets\/boot-[0-9a-f]{12}\.js$/);
    expect(boot?.code).toContain('import("/assets/entry.client.js")');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(`addEventListener("load"`);
    expect(html).toContain(`fetchPriority="low"`);
    expect(html).toContain(boot!.name);
  });
  it("names the same code the same way", () => {
    expect(deferScripts(page).boot?.name).toBe(boot?.name);
  });
  it("leaves a page without a module script alone", () => {
    expect(deferScripts("<p>static</p>")).toEqual({ html: "<p>static</p>", boot: null });
  });
});
