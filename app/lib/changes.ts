/**
 * Every change to every page, from the registry's entries: the few a page shows
 * under its "Last checked" date, the lists on /changes (readers' corrections, every
 * change by month, every page's changes) and the entries of the Atom feed /changes.xml
 * (app/lib/changes-feed.ts). Browser-safe: it takes the pages as arguments and reads no files.
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

/** A page's name in a list of pages: the home page's name is its breadcrumb, "Home", which reads as "Home page". */
const listedName = (p: ChangedPage) => (p.path === "/" ? "Home page" : p.name);

/** The id of a page's own list on /changes: `/how-to-use-didi-china` is `page-how-to-use-didi-china`, `/` is `page-home`. */
export function changesAnchor(path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `page-${slug || "home"}`;
}

/** The changes a page shows under its "Last checked" date: its newest few. */
export const latestChanges = (page: { changes: Change[] }): Change[] => page.changes.slice(0, LATEST_CHANGES);

/** The changes that came from a reader's report (`report: true`), newest first: the corrections list on /changes. */
export const readerCorrections = (changes: PageChange[]): PageChange[] => changes.filter((c) => c.report);

/** A page's own changes on /changes, under `anchor`. */
export interface ChangesOfPage {
  path: string;
  page: string;
  anchor: string;
  changes: Change[];
}

/** What /changes lists: readers' corrections, every change by month, and every page's changes. */
export interface ChangeLists {
  corrections: PageChange[];
  months: ChangeMonth[];
  pages: ChangesOfPage[];
}

/** Every page with a change, in the order given, with all its changes: "Every page's changes" on /changes. */
export const changesByPage = (pages: ChangedPage[]): ChangesOfPage[] =>
  pages
    .filter((p) => p.changes.length)
    .map((p) => ({
      path: p.path,
      page: listedName(p),
      anchor: changesAnchor(p.path),
      changes: p.changes,
    }));

/** Every change of every page, newest first; changes of the same day keep the registry's page order. */
export function siteChanges(pages: ChangedPage[]): PageChange[] {
  return pages
    .flatMap((p) =>
      p.changes.map((c, i) => ({
        ...c,
        path: p.path,
        page: listedName(p),
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

/** The lists of /changes, from the pages in registry order. */
export function changeLists(pages: ChangedPage[]): ChangeLists {
  const all = siteChanges(pages);
  return { corrections: readerCorrections(all), months: changesByMonth(all), pages: changesByPage(pages) };
}
