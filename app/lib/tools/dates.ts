/**
 * Calendar arithmetic on plain dates and times as the traveller types them
 * (YYYY-MM-DD, HH:MM, local time in China). No time zones: a border stamp's
 * date is the date on the wall clock at the port.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isDate = (s: string | undefined): s is string => !!s && DATE.test(s) && !Number.isNaN(Date.parse(s));
export const isTime = (s: string | undefined): s is string => !!s && TIME.test(s);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A date and time plus `hours`. */
export function addHours(date: string, time: string, hours: number): { date: string; time: string } {
  const d = new Date(`${date}T${time}:00Z`);
  d.setUTCHours(d.getUTCHours() + hours);
  return { date: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) };
}
