import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EndDates } from "./end-dates";

const scheme = { key: "entry.until", label: "Last day of entry", ends: "2026-12-31", afterEnd: "a visa is needed." };
const text = (now: string) =>
  renderToStaticMarkup(createElement(EndDates, { facts: [scheme], now })).replace(/<[^>]+>/g, "");

describe("a rule with an end date", () => {
  it("says what happens after the day while it is ahead, and that it ended once it has passed", () => {
    expect(text("2026-11-25")).toContain(
      "Last day of entry: December 31, 2026. If nothing new is announced by then: a visa is needed.",
    );
    expect(text("2027-01-01")).toContain("Last day of entry: ended December 31, 2026. Since then: a visa is needed.");
  });
  it("shows nothing on a page that relies on no such rule", () => {
    expect(renderToStaticMarkup(createElement(EndDates, { facts: [] }))).toBe("");
  });
});
