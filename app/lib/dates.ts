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
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
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

/**
 * A span of days, both ends included, with an en dash and the year written once where both ends share
 * it: "October 1–7, 2026", "April 28–May 5, 2026", "December 31, 2026–January 2, 2027"; one day is
 * written as a date ("January 1, 2027").
 */
export function formatPeriod(first: string, last: string): string {
  if (first === last) return formatDate(first);
  const [y1, m1] = first.split("-");
  const [y2, m2] = last.split("-");
  if (y1 !== y2) return `${formatDate(first)}–${formatDate(last)}`;
  const end = m1 === m2 ? String(utc(last).getUTCDate()) : monthDay.format(utc(last));
  return `${monthDay.format(utc(first))}–${end}, ${y1}`;
}

/** "November 2026": the month headings of the list of changes. */
export const formatMonth = (iso: string) => monthOfYear.format(utc(iso));

/** "Friday, December 11, 2026": the weekday helps a reader check against a ticket. */
export const longDate = (iso: string) => withWeekday.format(utc(iso));

/** "Sun, Jan 3, 2027": due dates in a list. */
export const shortDate = (iso: string) => short.format(utc(iso));
