import { describe, expect, it } from "vitest";
import {
  assetsOfPage,
  markServedFromDevice,
  nearestSaved,
  OFFLINE,
  type OfflineManifest,
  savedStatus,
  whyFromDevice,
} from "./offline";

const page = (path: string, type: string, cities: string[] = []): OfflineManifest["pages"][number] => ({
  path,
  title: path,
  type,
  cities,
  bytes: 1,
  assets: [],
});
const manifest = [
  page("/best-time-to-visit-china", "article"),
  page("/best-time-to-visit-beijing", "article", ["beijing"]),
  page("/beijing-travel-guide-2025", "city", ["beijing"]),
  page("/shanghai-travel-guide-2025", "city", ["shanghai"]),
  page("/xian-travel-guide-2025", "city", ["xian"]),
  page("/how-to-use-chinese-metro", "solution"),
  page("/beijing-vs-shanghai-first-visit", "comparison", ["beijing", "shanghai"]),
];
const all = manifest.map((p) => p.path);

describe("nearestSaved", () => {
  it("puts the same city first, then the same type, then the rest in the manifest's order", () => {
    expect(nearestSaved("/shanghai-travel-guide-2025", manifest, all)).toEqual([
      "/beijing-vs-shanghai-first-visit",
      "/beijing-travel-guide-2025",
      "/xian-travel-guide-2025",
      "/best-time-to-visit-china",
      "/best-time-to-visit-beijing",
      "/how-to-use-chinese-metro",
    ]);
  });
  it("ranks a page of the same city and type above one that shares only the city", () => {
    expect(nearestSaved("/best-time-to-visit-beijing", manifest, all).slice(0, 3)).toEqual([
      "/beijing-travel-guide-2025",
      "/beijing-vs-shanghai-first-visit",
      "/best-time-to-visit-china",
    ]);
    expect(
      nearestSaved(
        "/best-time-to-visit-beijing",
        [...manifest, page("/beijing-food", "article", ["beijing"])],
        ["/beijing-travel-guide-2025", "/beijing-food"],
      ),
    ).toEqual(["/beijing-food", "/beijing-travel-guide-2025"]);
  });
  it("offers only what is saved, never the page asked for", () => {
    const saved = ["/how-to-use-chinese-metro", "/xian-travel-guide-2025", "/shanghai-travel-guide-2025"];
    expect(nearestSaved("/shanghai-travel-guide-2025", manifest, saved)).toEqual([
      "/xian-travel-guide-2025",
      "/how-to-use-chinese-metro",
    ]);
  });
  it("keeps the manifest's order for an address it does not know, and puts unknown saved pages last", () => {
    expect(
      nearestSaved("/no-such-page", manifest, ["/old-page", "/how-to-use-chinese-metro", "/best-time-to-visit-china"]),
    ).toEqual(["/best-time-to-visit-china", "/how-to-use-chinese-metro", "/old-page"]);
  });
});

describe("assetsOfPage", () => {
  it("gives a page the files every page uses and its own", () => {
    const tool = { ...page("/tools/checklist", "tool"), assets: ["/assets/checklist-1.js", "/assets/framework-1.js"] };
    const built: OfflineManifest = {
      build: "b",
      pages: [tool],
      sharedAssets: ["/assets/app-1.css"],
      search: { files: [], bytes: 0 },
    };
    expect(assetsOfPage(built, tool)).toEqual([
      "/assets/app-1.css",
      "/assets/checklist-1.js",
      "/assets/framework-1.js",
    ]);
  });
});

describe("a page served from the device", () => {
  const html = '<!DOCTYPE html><html lang="en" class="x"><head></head><body>html</body></html>';
  it("carries the worker's reason on its <html> element and nothing else changes", () => {
    const marked = markServedFromDevice(html, "timeout");
    expect(marked).toBe(
      `<!DOCTYPE html><html ${OFFLINE.servedFromDevice}="timeout" lang="en" class="x"><head></head><body>html</body></html>`,
    );
    expect(marked.replace(` ${OFFLINE.servedFromDevice}="timeout"`, "")).toBe(html);
  });

  const when = (iso: string) => `on ${iso.slice(0, 10)}`;
  const savedAt = "2026-11-30T08:00:00.000Z";
  it("says it is the saved copy, and why, whatever navigator.onLine says", () => {
    expect(savedStatus({ savedAt, servedFromDevice: "failed", online: true, when })).toBe(
      "The site cannot be reached: this is the copy saved on 2026-11-30.",
    );
    expect(savedStatus({ savedAt, servedFromDevice: "server-error", online: true, when })).toBe(
      "The site cannot be reached: this is the copy saved on 2026-11-30.",
    );
    expect(savedStatus({ savedAt, servedFromDevice: "timeout", online: true, when })).toBe(
      "The site is not answering: this is the copy saved on 2026-11-30.",
    );
    expect(savedStatus({ savedAt, servedFromDevice: "failed", online: false, when })).toBe(
      "You are offline: this is the copy saved on 2026-11-30.",
    );
  });
  it("says the phone is offline when it says so, even on a page the site answered", () => {
    expect(savedStatus({ savedAt, servedFromDevice: null, online: false, when })).toBe(
      "You are offline: this is the copy saved on 2026-11-30.",
    );
    expect(savedStatus({ savedAt: undefined, servedFromDevice: null, online: false, when })).toBe(
      "You are offline. This page is not saved.",
    );
  });
  it("from the site, online: saved or not, no warning", () => {
    expect(savedStatus({ savedAt, servedFromDevice: null, online: true, when })).toBe(
      "Saved for offline on 2026-11-30.",
    );
    expect(savedStatus({ savedAt: undefined, servedFromDevice: null, online: true, when })).toBe(
      "Save this guide to read it without a connection.",
    );
    expect(whyFromDevice(null, true)).toBeNull();
  });
});
