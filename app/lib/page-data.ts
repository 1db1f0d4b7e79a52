/**
 * The one page pipeline: every route's loader starts here. From the request it
 * finds the page's registry entry and gives what every page shows (its
 * breadcrumbs, "Last checked", its line of changes with "Report a mistake", the facts that end, its sources)
 * and its head, built from its collection's head style and structured data.
 * Build-time only.
 */
import { changeLine } from "./changes";
import { collections, type Collection } from "./content/collections";
import { endingFacts } from "./content/fact-usage";
import { pageHead, type JsonLd } from "./page-head";
import { pagePath } from "./page-path";
import { getPage, registry, type EntryOf, type PageType } from "./registry";
import { pageReportHref } from "./report-mistake";

/** What every page shows about itself, whatever its type (components/content/page-record.tsx). */
export function pageRecord(page: EntryOf<PageType>) {
  return {
    breadcrumbs: page.breadcrumbs,
    reviewed: page.reviewed,
    /** The line under the page's date: its newest change, the way to the rest, and "Report a mistake". */
    changes: { ...changeLine(page), report: pageReportHref({ path: page.path, title: page.name }) },
    ending: endingFacts(page, registry().datasets),
    sources: page.sources,
  };
}
export type PageRecord = ReturnType<typeof pageRecord>;

/** The head of a page: its collection's structured data (and `extra`, data only the loader knows). */
export function headOf<T extends PageType>(page: EntryOf<T>, extra: JsonLd[] = []) {
  const c = collections[page.type] as unknown as Collection<T>;
  return pageHead(page, [...c.jsonLd(page), ...extra], c.head);
}

/** The page a request is for, what it shows about itself, and its head. */
export function pageData<T extends PageType>(request: Request, type: T, extra: JsonLd[] = []) {
  const page = getPage(pagePath(request), type);
  return { page, ...pageRecord(page), head: headOf(page, extra) };
}
