import { Breadcrumbs } from "../breadcrumbs";
import { LastChecked, PageUpdates } from "../content/page-facts";
import { OfflineSave } from "../offline-save";
import { Prose } from "../prose";
import { Badge } from "../ui";
import type { Comparison } from "../../content/schemas/comparison";
import type { PageRecord } from "../../lib/page-data";
import { weight } from "../../lib/search-ranking";
import { comparisonTitle } from "../../lib/titles";

type HeaderProps = { c: Comparison } & Pick<PageRecord, "breadcrumbs" | "reviewed" | "changes" | "ending">;

/** "A vs B", the headline and the dates. */
export function ComparisonHeader({ c, breadcrumbs, reviewed, changes, ending }: HeaderProps) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-paper to-paper-deep/70">
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6">
        <Breadcrumbs items={breadcrumbs} />
        <span data-pagefind-ignore>
          <Badge tone="gold" className="mt-8">
            Comparison · {c.category}
          </Badge>
        </span>
        <h1 {...weight("title")} className="mt-4 text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-5xl">
          {comparisonTitle(c)}
        </h1>
        <p className="mt-4 font-serif text-xl text-ink">{c.headline}</p>
        <Prose as="p" className="mt-3 text-lg leading-relaxed text-ink-soft" value={c.subheadline} />
        <p className="mt-5 text-sm text-ink-muted">
          <LastChecked reviewed={reviewed} />
        </p>
        <PageUpdates ending={ending} changes={changes} />
        <OfflineSave />
      </div>
    </header>
  );
}
