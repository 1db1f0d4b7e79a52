/**
 * Every change to every page, from the registry's entries: the one line a page shows
 * under its "Last checked" date, the lists on /changes (readers' corrections, every
 * change by month, every page's changes) and the entries of the Atom feed /changes.xml
 * (app/lib/changes-feed.ts). Browser-safe: it takes the pages as arguments and reads no files.
 */
import type { Change } from "../content/schemas/common";
import { formatMonth } from "./dates";
import { CHANGES_PATH } from "./paths";

/** The most characters of a change's note the line under a page's date shows; /changes has the note whole. */
export const SHORT_NOTE_MAX = 72;

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

/**
 * A note cut to `max` characters for the line under a page's date: at the end of its last clause
 * that fits (a comma or semicolon) when that keeps most of the room, else at the last whole word,
 * then "…". A note that fits is left whole.
 */
export function shortNote(note: string, max = SHORT_NOTE_MAX): string {
  if (note.length <= max) return note;
  const head = note.slice(0, max);
  const clause = Math.max(head.lastIndexOf(", "), head.lastIndexOf("; "));
  const word = head.lastIndexOf(" ");
  const cut = clause >= max * 0.4 ? clause : word > 0 ? word : max - 1;
  return `${head.slice(0, cut).replace(/[\s,;:.(–-]+$/, "")}…`;
}

/**
 * What a page shows of its changes in one line under its "Last checked" date: its newest change
 * (the note cut short), how many it has, and the link to all of them on /changes.
 */
export function changeLine(page: { path: string; changes: Change[] }) {
  const latest = page.changes[0];
  return {
    latest: latest ? { date: latest.date, note: shortNote(latest.note) } : null,
    count: page.changes.length,
    all: `${CHANGES_PATH}#${changesAnchor(page.path)}`,
  };
}

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
