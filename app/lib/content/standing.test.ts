import { describe, expect, it } from "vitest";
import { confirmed, refusal, standing, type TieredSource } from "./standing";

const src = (tier: TieredSource["tier"], outlet = "an-outlet"): TieredSource => ({ tier, outlet });

describe("what a rule's sources confirm", () => {
  it("one official text confirms", () => {
    expect(standing([src("reprint"), src("official", "mfa")])).toBe("official");
  });
  it("two press reports confirm only from different outlets", () => {
    expect(standing([src("press", "xinhua"), src("press", "tass")])).toBe("press");
    expect(standing([src("press", "qazinform"), src("press", "qazinform")])).toBe("unconfirmed");
  });
  it("two copies of one report are one outlet (a Xinhua wire in two papers)", () => {
    // A copy's outlet is its original's register id (app/content/schemas/common.ts, register).
    expect(standing([src("press", "xinhua"), src("press", "xinhua")])).toBe("unconfirmed");
  });
  it("one press report or a reference work is unconfirmed", () => {
    expect(standing([src("press")])).toBe("unconfirmed");
    expect(standing([src("reference"), src("commercial")])).toBe("unconfirmed");
  });
  it("reprints and commercial pages alone are refused, with the tiers named", () => {
    const weak = [src("reprint"), src("commercial")];
    expect(standing(weak)).toBe("refused");
    expect(refusal(weak)).toMatch(/rests only on reprint and commercial sources/);
    expect(confirmed("refused")).toBe(false);
    expect(confirmed("press")).toBe(true);
  });
});
