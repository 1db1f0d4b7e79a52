/**
 * Every change to every page, from the registry's entries: the few a page shows
 * under its "Last checked" date, the list on /changes (newest first, by month)
 * and the entries of the Atom feed /changes.xml (app/lib/changes-feed.ts).
 * Browser-safe: it takes the pages as arguments and reads no files.
 */
import type { Change } from "../content/schemas/common";
import { formatMonth } from "./dates";

/** How many of its changes a page shows under its "Last checked" date; /changes has the rest. */
export const LATEST_CHANGES = 3;

/** What the list of changes needs of a page. */
export interface ChangedPage {
  path: string;
  name: string;
  changes: Change[];
}

/** One change, with the page it was made to. */
export interface PageChange extends Change {
  path: string;
  /** The page's name, as in its breadcrumb. */
  page: string;
  /**
   * Which of the page's changes on that day it is, counting from the first made (1, 2, …).
   * It stays the same when newer changes are added above it, so it keys the feed entry's id.
   */
  ordinal: number;
}

/** A month of changes on /changes: its days, newest first; on each day, the pages changed and what changed on each. */
export interface ChangeMonth {
  /** YYYY-MM. */
  id: string;
  /** "November 2026". */
  label: string;
  days: { date: string; pages: { path: string; page: string; notes: string[] }[] }[];
}

/** The changes a page shows under its "Last checked" date: its newest few. */
export const latestChanges = (page: { changes: Change[] }): Change[] => page.changes.slice(0, LATEST_CHANGES);

/** Every change of every page, newest first; changes of the same day keep the registry's page order. */
export function siteChanges(pages: ChangedPage[]): PageChange[] {
  return pages
    .flatMap((p) =>
      p.changes.map((c, i) => ({
        ...c,
        path: p.path,
        // The home page's name is its breadcrumb, "Home"; in a list of pages it reads as "Home page".
        page: p.path === "/" ? "Home page" : p.name,
        ordinal: p.changes.slice(i).filter((older) => older.date === c.date).length,
      })),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Changes as siteChanges lists them (newest first) grouped by month, then day, then page. */
export function changesByMonth(changes: PageChange[]): ChangeMonth[] {
  const months: ChangeMonth[] = [];
  for (const c of changes) {
    const monthId = c.date.slice(0, 7);
    if (months.at(-1)?.id !== monthId) months.push({ id: monthId, label: formatMonth(c.date), days: [] });
    const days = months.at(-1)!.days;
    if (days.at(-1)?.date !== c.date) days.push({ date: c.date, pages: [] });
    const pages = days.at(-1)!.pages;
    if (pages.at(-1)?.path !== c.path) pages.push({ path: c.path, page: c.page, notes: [] });
    pages.at(-1)!.notes.push(c.note);
  }
  return months;
}
