import { describe, expect, it } from "vitest";
import { checkConfig, placeholdersIn } from "./placeholders";
import { placeholderConfig, resolveSiteConfig } from "./site";

const real = resolveSiteConfig({
  SITE_URL: "https://chinaready.travel",
  STOREFRONT_URL: "https://shop.chinaready.travel/guide",
  SUPPORT_EMAIL: "help@chinaready.travel",
});

describe("placeholder configuration", () => {
  it("lists every placeholder value", () => {
    expect(placeholdersIn(placeholderConfig).map((p) => p.env)).toEqual([
      "SITE_URL",
      "STOREFRONT_URL",
      "SUPPORT_EMAIL",
    ]);
    expect(placeholdersIn(real)).toEqual([]);
    expect(placeholdersIn({ ...real, supportEmail: "me@example.com" }).map((p) => p.env)).toEqual(["SUPPORT_EMAIL"]);
  });
  it("warns loudly, naming the values, and lets the build go on", () => {
    const lines: string[] = [];
    expect(checkConfig({ strict: false }, placeholderConfig, (l) => lines.push(l))).toBe(true);
    expect(lines.join("\n")).toMatch(/WARNING/);
    expect(lines.join("\n")).toContain("SUPPORT_EMAIL = support@example.com");
  });
  it("fails a strict build", () => {
    const quiet = () => {};
    expect(() => checkConfig({ strict: true }, placeholderConfig, quiet)).toThrow(
      /SITE_URL, STOREFRONT_URL, SUPPORT_EMAIL/,
    );
    expect(checkConfig({ strict: true, exit: false }, placeholderConfig, quiet)).toBe(false);
    expect(checkConfig({ strict: true }, real, quiet)).toBe(true);
  });
});
