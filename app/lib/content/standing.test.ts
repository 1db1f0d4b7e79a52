import { describe, expect, it } from "vitest";
import { confirmed, outlet, refusal, standing, type TieredSource } from "./standing";

const src = (tier: TieredSource["tier"], publisher = "An outlet"): TieredSource => ({ tier, publisher });

describe("what a rule's sources confirm", () => {
  it("one official text confirms", () => {
    expect(standing([src("reprint"), src("official", "Ministry")])).toBe("official");
  });
  it("two press reports confirm only from different outlets", () => {
    expect(standing([src("press", "Xinhua"), src("press", "TASS")])).toBe("press");
    expect(standing([src("press", "Kazinform"), src("press", "Kazinform (reporting MFA spokesperson Lin Jian)")])).toBe(
      "unconfirmed",
    );
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
  it("reads an outlet's name without what it reports", () => {
    expect(outlet("People's Daily (Xinhua)")).toBe("people's daily");
    expect(outlet("United Daily News, reporting the MFA")).toBe("united daily news");
  });
});
