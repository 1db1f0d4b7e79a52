import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDate, formatMonth, formatPeriod, longDate, shortDate } from "./dates";

describe("dates as the site writes them", () => {
  it("writes each format, with the weekday where a reader checks a ticket", () => {
    expect(formatDate("2026-11-21")).toBe("November 21, 2026");
    expect(longDate("2026-12-11")).toBe("Friday, December 11, 2026");
    expect(shortDate("2027-01-03")).toBe("Sun, Jan 3, 2027");
    expect(formatMonth("2026-11-23")).toBe("November 2026");
  });
  it("writes a span of days with the year once where both ends share it", () => {
    expect(formatPeriod("2026-10-01", "2026-10-07")).toBe("October 1–7, 2026");
    expect(formatPeriod("2026-04-28", "2026-05-05")).toBe("April 28–May 5, 2026");
    expect(formatPeriod("2026-12-31", "2027-01-02")).toBe("December 31, 2026–January 2, 2027");
    expect(formatPeriod("2027-01-01", "2027-01-01")).toBe("January 1, 2027");
  });
});

/**
 * The formatters are made when the module loads, so each zone loads it afresh:
 * the furthest ahead of UTC (UTC+14), one behind it, and China's own.
 */
describe.each(["Pacific/Kiritimati", "America/Los_Angeles", "Asia/Shanghai"])("in the time zone %s", (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
    vi.resetModules();
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
    vi.resetModules();
  });

  it("keeps the calendar day whatever the reader's time zone (the formatters are made once, in UTC)", async () => {
    // The zone is really the reader's: a date made from its local parts is not UTC's.
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date(2027, 0, 1).getTime()).not.toBe(Date.UTC(2027, 0, 1));
    const dates = await import("./dates");
    // The first and last day of a year are where a time-zone shift would show.
    expect(dates.formatDate("2027-01-01")).toBe("January 1, 2027");
    expect(dates.longDate("2026-12-31")).toBe("Thursday, December 31, 2026");
    expect(dates.shortDate("2028-02-29")).toBe("Tue, Feb 29, 2028");
    expect(dates.formatMonth("2027-01-01")).toBe("January 2027");
    expect(dates.formatPeriod("2026-12-31", "2027-01-01")).toBe("December 31, 2026–January 1, 2027");
  });
});
