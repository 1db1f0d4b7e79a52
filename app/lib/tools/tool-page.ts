/**
 * What every tool page's loader returns besides the tool's own props: the
 * page's text, dates, sources, breadcrumbs and head. Build-time only.
 */
import { latestChanges } from "../changes";
import { endingFacts } from "../content/fact-usage";
import { datasets, getPage } from "../registry";
import { buildHead } from "../seo";
import { shareImage } from "../share-image";
import { breadcrumbList } from "../structured-data";

export function toolPageData(path: string) {
  const page = getPage(path, "tool");
  const r = page.record;
  return {
    title: r.title,
    intro: r.intro,
    sections: r.body.sections,
    reviewed: page.reviewed,
    changes: latestChanges(page),
    ending: endingFacts(page, datasets),
    sources: page.sources,
    breadcrumbs: page.breadcrumbs,
    head: buildHead({
      title: page.title,
      description: page.description,
      path: page.path,
      keywords: page.keywords,
      image: shareImage(page),
      jsonLd: [breadcrumbList(page.breadcrumbs)],
    }),
  };
}
export type ToolPageData = ReturnType<typeof toolPageData>;
