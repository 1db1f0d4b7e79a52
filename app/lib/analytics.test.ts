import { afterEach, describe, expect, it, vi } from "vitest";
import { track, trackBuyClick } from "./analytics";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("analytics", () => {
  it("does nothing and does not throw without window or gtag", () => {
    expect(() => track("x", {})).not.toThrow();
    vi.stubGlobal("window", {});
    expect(() => track("x", {})).not.toThrow();
  });
  it("swallows errors thrown by gtag", () => {
    vi.stubGlobal("window", {
      gtag: () => {
        throw new Error("blocked");
      },
    });
    expect(() => trackBuyClick("hero", 19)).not.toThrow();
  });
  it("sends cta_click then begin_checkout with the placement and price", () => {
    const gtag = vi.fn();
    vi.stubGlobal("window", { gtag });
    trackBuyClick("city_guide_sidebar_beijing", 19);
    expect(gtag).toHaveBeenCalledTimes(2);
    expect(gtag.mock.calls[0]).toEqual([
      "event",
      "cta_click",
      { event_category: "engagement", event_label: "city_guide_sidebar_beijing", value: 19 },
    ]);
    expect(gtag.mock.calls[1]?.[1]).toBe("begin_checkout");
    expect(gtag.mock.calls[1]?.[2]).toMatchObject({
      event_category: "ecommerce",
      event_label: "city_guide_sidebar_beijing",
      currency: "USD",
      value: 19,
    });
  });
});
