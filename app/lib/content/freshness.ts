/**
 * How old a page's `reviewed` date may be before the page counts as stale, and
 * the one clock the check reads (tests replace it with a fixed date).
 */
export const STALE_AFTER_MONTHS = 12;

let clock: () => Date = () => new Date();

/** Today's date as YYYY-MM-DD (UTC). */
export const today = (): string => clock().toISOString().slice(0, 10);

/** Replaces the clock (tests); call with no argument to restore the real one. */
export function setClock(fixed?: string): void {
  clock = fixed ? () => new Date(`${fixed}T12:00:00Z`) : () => new Date();
}

/** The date `months` before `iso` (YYYY-MM-DD). */
export function monthsBefore(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** Why a `reviewed` date is not acceptable today, or null when it is. */
export function reviewProblem(reviewed: string, now: string = today()): string | null {
  if (reviewed > now) return `reviewed ${reviewed} is in the future (today is ${now})`;
  const oldest = monthsBefore(now, STALE_AFTER_MONTHS);
  if (reviewed < oldest)
    return `reviewed ${reviewed} is more than ${STALE_AFTER_MONTHS} months ago; check the page's facts and update reviewed`;
  return null;
}
