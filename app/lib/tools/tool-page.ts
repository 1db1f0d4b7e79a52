/**
 * What every tool page's loader returns besides the tool's own props: the
 * page's text, dates, sources, breadcrumbs and head (app/lib/page-data.ts). Build-time only.
 */
import { headOf, pageRecord } from "../page-data";
import { getPage } from "../registry";

export function toolPageData(path: string) {
  const page = getPage(path, "tool");
  const r = page.record;
  return {
    title: r.title,
    intro: r.intro,
    sections: r.body.sections,
    ...pageRecord(page),
    head: headOf(page),
  };
}
export type ToolPageData = ReturnType<typeof toolPageData>;
