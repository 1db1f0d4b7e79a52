import { HeaderBand } from "../content/page-frame";
import { LastChecked, PageUpdates } from "../content/page-facts";
import { Icon } from "../icon";
import { OfflineSave } from "../offline-save";
import { Prose } from "../prose";
import { Badge } from "../ui";
import type { Article } from "../../content/schemas/article";
import type { PageRecord } from "../../lib/page-data";
import { searchMeta, weight } from "../../lib/search-ranking";

type HeaderProps = { record: Article; minutes: number } & Pick<
  PageRecord,
  "breadcrumbs" | "reviewed" | "changes" | "ending"
>;

/** The title, introduction, reading time and dates. */
export function ArticleHeader({ record, minutes, breadcrumbs, reviewed, changes, ending }: HeaderProps) {
  return (
    <HeaderBand breadcrumbs={breadcrumbs} width="max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16">
      <span data-pagefind-ignore>
        <Badge tone="trust" className="mt-8">
          {record.badge}
        </Badge>
      </span>
      <h1
        {...weight("title")}
        {...searchMeta("topic")}
        className="mt-4 max-w-4xl text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-5xl"
      >
        {record.title}
      </h1>
      <Prose as="p" className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft" value={record.intro} />
      <p data-pagefind-ignore className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        <LastChecked reviewed={reviewed} />
        <span className="inline-flex items-center gap-1.5">
          <Icon name="clock" className="size-4" /> {minutes} min read
        </span>
      </p>
      <PageUpdates ending={ending} changes={changes} />
      <OfflineSave />
    </HeaderBand>
  );
}
