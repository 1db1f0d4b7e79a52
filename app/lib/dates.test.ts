import { describe, expect, it } from "vitest";
import { formatDate, formatMonth, longDate, shortDate } from "./dates";

describe("dates as the site writes them", () => {
  it("writes each format, with the weekday where a reader checks a ticket", () => {
    expect(formatDate("2026-11-21")).toBe("November 21, 2026");
    expect(longDate("2026-12-11")).toBe("Friday, December 11, 2026");
    expect(shortDate("2027-01-03")).toBe("Sun, Jan 3, 2027");
    expect(formatMonth("2026-11-23")).toBe("November 2026");
  });

  it("keeps the calendar day whatever the reader's time zone (the formatters are made once, in UTC)", () => {
    // The first and last day of a year are where a time-zone shift would show.
    expect(formatDate("2027-01-01")).toBe("January 1, 2027");
    expect(longDate("2026-12-31")).toBe("Thursday, December 31, 2026");
    expect(shortDate("2028-02-29")).toBe("Tue, Feb 29, 2028");
    expect(formatMonth("2027-01-01")).toBe("January 2027");
  });
});
