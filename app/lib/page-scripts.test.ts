import { describe, expect, it } from "vitest";
import { scriptPlan } from "./page-scripts";

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
