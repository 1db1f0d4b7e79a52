import { describe, expect, it } from "vitest";
import { articleOffer, formatUsd, landingOffer, makeOffer, purchaseUrl } from "./pricing";

describe("pricing", () => {
  it("computes the landing discount as the spec states it (about 61%)", () => {
    expect(landingOffer).toEqual({ price: 19, regular: 49, savings: 30, percentOff: 61 });
  });
  it("computes the article discount as the spec states it (save $10, about 34%)", () => {
    expect(articleOffer).toEqual({ price: 19, regular: 29, savings: 10, percentOff: 34 });
  });
  it("refuses an offer that is not a discount", () => {
    expect(() => makeOffer(29, 19)).toThrow();
    expect(() => makeOffer(0, 19)).toThrow();
  });
  it("formats whole and fractional dollars", () => {
    expect(formatUsd(19)).toBe("$19");
    expect(formatUsd(4.5)).toBe("$4.50");
  });
  it("adds wanted=true to the storefront link, keeping other parameters", () => {
    expect(purchaseUrl("https://shop.test/l/guide")).toBe("https://shop.test/l/guide?wanted=true");
    expect(purchaseUrl("https://shop.test/l/guide?ref=a")).toBe("https://shop.test/l/guide?ref=a&wanted=true");
  });
});
