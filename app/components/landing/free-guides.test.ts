import { describe, expect, it } from "vitest";
import { searchLabel } from "./free-guides";

describe("searchLabel", () => {
  it("says a monthly volume in words", () => {
    expect(searchLabel("9,900/mo")).toBe("9,900 searches a month");
    expect(searchLabel("880 / mo")).toBe("880 searches a month");
  });
  it("turns the marketing label into plain words", () => {
    expect(searchLabel("High Intent")).toBe("Searched by travelers getting ready to go");
  });
  it("keeps any other label as written", () => {
    expect(searchLabel("New")).toBe("New");
  });
});
