/**
 * How the site writes a date (YYYY-MM-DD in, English out). Formatters are
 * made once: `toLocaleDateString` builds a new one on every call, which on a
 * tool page re-rendering dozens of dates is most of the work of an input.
 * All in UTC, so the day never shifts with the reader's time zone.
 */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

const monthDayYear = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const withWeekday = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const monthOfYear = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
const short = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "November 21, 2026": review dates, bylines. */
export const formatDate = (iso: string) => monthDayYear.format(utc(iso));

/** "November 2026": the month headings of the list of changes. */
export const formatMonth = (iso: string) => monthOfYear.format(utc(iso));

/** "Friday, December 11, 2026": the weekday helps a reader check against a ticket. */
export const longDate = (iso: string) => withWeekday.format(utc(iso));

/** "Sun, Jan 3, 2027": due dates in a list. */
export const shortDate = (iso: string) => short.format(utc(iso));
