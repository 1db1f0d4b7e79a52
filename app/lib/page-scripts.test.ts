import { describe, expect, it } from "vitest";
import { moduleLoader, scriptPlan } from "./page-scripts";

const root = { id: "root" };

describe("scriptPlan", () => {
  it("gives a content page the site module and no React", () => {
    expect(scriptPlan([root, { id: "city-beijing" }], false)).toEqual({ hydrate: false, modules: ["site", "offline"] });
  });
  it("adds the modules a route names, once", () => {
    expect(scriptPlan([root, { id: "page-home", handle: { scripts: ["banner", "site"] } }], false).modules).toEqual([
      "site",
      "offline",
      "banner",
    ]);
  });
  it("adds the consent module only when analytics is configured", () => {
    expect(scriptPlan([root, { id: "city-beijing" }], true).modules).toContain("consent");
    expect(scriptPlan([root, { id: "city-beijing" }], false).modules).not.toContain("consent");
  });
  it("lets a tool page run its React island, and no other page", () => {
    expect(scriptPlan([root, { id: "tool-china-entry-checker", handle: { island: "entryChecker" } }], false)).toEqual({
      hydrate: false,
      modules: ["site", "offline", "entryChecker"],
    });
    expect(() => scriptPlan([root, { id: "city-beijing", handle: { island: "entryChecker" } }], false)).toThrow(
      /only tool pages/,
    );
  });
  it("keeps React Router's scripts for the root-only SPA fallback", () => {
    expect(scriptPlan([root], false).hydrate).toBe(true);
  });
});

/**
 * Runs the inline loader against a scripted browser: the test fires `load`, paint entries, idle
 * callbacks and timers in the order it chooses, and reads which modules were appended when.
 */
function fakeBrowser({ paintTiming = true, idleCallback = true } = {}) {
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const paints: string[] = [];
  const observers: { cb: (list: unknown, o: unknown) => void; live: boolean }[] = [];
  const appended: string[] = [];
  const list = () => ({ getEntriesByName: (n: string) => paints.filter((p) => p === n) });
  class Observer {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    private o: { cb: (list: unknown, o: unknown) => void; live: boolean };
    constructor(cb: (list: unknown, o: unknown) => void) {
      this.o = { cb, live: false };
    }
    observe() {
      this.o.live = true;
      observers.push(this.o);
      if (paints.length) this.o.cb(list(), this);
    }
    disconnect() {
      this.o.live = false;
    }
  }
  const window: Record<string, unknown> = {
    PerformanceObserver: Observer,
    ...(idleCallback ? { requestIdleCallback: (cb: () => void) => idle.push(cb) } : {}),
  };
  const env = {
    window,
    addEventListener: (type: string, cb: () => void) => (listeners[type] = cb),
    requestIdleCallback: (cb: () => void) => idle.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
    performance: { getEntriesByName: (n: string) => (paintTiming ? paints.filter((p) => p === n) : []) },
    document: {
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (s: { src: string }) => appended.push(s.src) },
    },
  };
  new Function(...Object.keys(env), moduleLoader(["/assets/site-1.js", "/assets/offline-1.js"]))(...Object.values(env));
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((cb) => cb());
  return {
    appended,
    load: () => listeners.load?.(),
    paint: (name: string) => {
      paints.push(name);
      for (const o of observers.filter((o) => o.live)) o.cb(list(), { disconnect: () => (o.live = false) });
    },
    idle: () => drain(idle),
    timers: () => drain(timers),
  };
}

describe("moduleLoader", () => {
  it("starts the modules after load, the first contentful paint and an idle moment, in that order", () => {
    const b = fakeBrowser();
    b.idle();
    b.load();
    b.idle();
    expect(b.appended).toEqual([]);
    b.paint("first-paint");
    b.idle();
    expect(b.appended).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.appended).toEqual([]);
    b.idle();
    expect(b.appended).toEqual(["/assets/site-1.js", "/assets/offline-1.js"]);
  });
  it("does not wait for a paint that came before load", () => {
    const b = fakeBrowser();
    b.paint("first-contentful-paint");
    b.load();
    b.idle();
    expect(b.appended).toEqual(["/assets/site-1.js", "/assets/offline-1.js"]);
  });
  it("starts them once even when the paint and the fallback timer both come", () => {
    const b = fakeBrowser();
    b.load();
    b.timers();
    b.paint("first-contentful-paint");
    b.idle();
    expect(b.appended).toEqual(["/assets/site-1.js", "/assets/offline-1.js"]);
  });
  it("falls back to load and an idle moment where the browser has no paint timing", () => {
    const b = fakeBrowser({ paintTiming: false });
    b.load();
    b.idle();
    expect(b.appended).toHaveLength(2);
  });
  it("starts them at once after load and paint where there is no idle callback", () => {
    const b = fakeBrowser({ idleCallback: false });
    b.load();
    expect(b.appended).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.appended).toHaveLength(2);
  });
});
