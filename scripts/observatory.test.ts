import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../app/lib/hosting";
import { observatoryScore } from "./observatory";

const origin = "https://site.test";
const page = '<script src="/assets/boot-1.js"></script>';

describe("observatory scoring", () => {
  it("gives the site's own headers an A+ (120)", () => {
    const r = observatoryScore(
      { ...securityHeaders, "Content-Security-Policy": contentSecurityPolicy(["sha256-abc"], false) },
      page,
      origin,
    );
    expect(r.grade).toBe("A+");
    expect(r.score).toBe(120);
  });
  it("keeps A+ with analytics allowed", () => {
    const r = observatoryScore(
      { ...securityHeaders, "Content-Security-Policy": contentSecurityPolicy([], true) },
      page,
      origin,
    );
    expect(r.score).toBeGreaterThanOrEqual(100);
  });
  it("penalises a missing CSP, unsafe-inline, no HSTS and no nosniff", () => {
    expect(observatoryScore({}, page, origin).score).toBe(30); // -25 CSP, -20 HSTS, -5 nosniff, -20 framing
    const unsafe = observatoryScore(
      { ...securityHeaders, "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" },
      page,
      origin,
    );
    expect(unsafe.tests[0]).toEqual({ name: "csp-implemented-with-unsafe-inline", modifier: -20 });
    expect(unsafe.score).toBe(80);
  });
  it("withholds bonuses below 90 and penalises insecure third-party scripts", () => {
    const r = observatoryScore(
      { "Referrer-Policy": "no-referrer" },
      '<script src="http://cdn.test/x.js"></script>',
      origin,
    );
    expect(r.tests.find((t) => t.name.startsWith("sri"))?.modifier).toBe(-50);
    expect(r.score).toBe(0);
  });
});
