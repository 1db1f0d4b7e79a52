import { HeaderBand, PageStatus } from "../content/page-frame";
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
    <HeaderBand breadcrumbs={breadcrumbs} width="max-w-4xl px-4 pt-8 pb-12 sm:px-6">
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
      <PageStatus reviewed={reviewed} changes={changes} ending={ending} />
    </HeaderBand>
  );
}
