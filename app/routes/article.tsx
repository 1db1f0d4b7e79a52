import { pageData } from "../lib/page-data";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { OfferCard } from "../components/content/offer-card";
import { RelatedGuides } from "../components/content/related-guides";
import { SourcesList } from "../components/content/page-facts";
import { ArticleAside } from "../components/article/article-aside";
import { Contents, Faqs, jumpsOf, QuickAnswer, Sections } from "../components/article/article-body";
import { ArticleHeader } from "../components/article/article-header";
import { countWords } from "../lib/content/words";
import { registry } from "../lib/registry";
import { relatedEntries, widgetKeywords } from "../lib/related";
import type { PageHandle } from "../lib/page-scripts";

const WORDS_PER_MINUTE = 230;

/** Address cards open full screen for a taxi driver. */
export const handle: PageHandle = { scripts: ["driverCard"] };

export function loader({ request }: LoaderFunctionArgs) {
  const { page, ...rest } = pageData(request, "article");
  const words = countWords(page.record.body.text);
  return {
    record: page.record,
    path: page.path,
    ...rest,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    related: relatedEntries(registry().catalogue, { keywords: widgetKeywords(page.keywords), currentPath: page.path }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

export default function ArticlePage() {
  const { record, path, sources, related, ...header } = useLoaderData<typeof loader>();
  const slug = path.slice(1);
  const jumps = jumpsOf(record);
  return (
    <main id="main" data-pagefind-body className="pt-20">
      <ArticleHeader record={record} {...header} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="prose-guide min-w-0">
          <QuickAnswer record={record} />
          {record.tableOfContents && <Contents jumps={jumps} />}
          <Sections record={record} />
          <Faqs record={record} slug={slug} />
          <div className="mt-14 lg:hidden">
            <OfferCard placement={`article_bottom_${slug}`} />
          </div>
          <RelatedGuides entries={related} />
          <SourcesList sources={sources} />
        </div>
        <ArticleAside record={record} slug={slug} jumps={jumps} />
      </div>
    </main>
  );
}
