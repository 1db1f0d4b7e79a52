import { Breadcrumbs } from "../breadcrumbs";
import { LastChecked, PageChanges } from "../content/page-facts";
import { Icon } from "../icon";
import { OfflineSave } from "../offline-save";
import { SolutionIcon } from "../solution-icon";
import { Badge } from "../ui";
import type { Solution } from "../../content/schemas/solution";
import type { PageRecord } from "../../lib/page-data";
import { searchMeta, weight } from "../../lib/search-ranking";

type HeaderProps = { solution: Solution } & Pick<PageRecord, "breadcrumbs" | "reviewed" | "changes">;

/**
 * The task as the heading, how long it takes, when it was checked and what changed. The rules with
 * an end date come after the quick solution (solution route): the answer first, on a phone too.
 */
export function SolutionHeader({ solution: s, breadcrumbs, reviewed, changes }: HeaderProps) {
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <header className="mt-8">
        <div className="flex items-center gap-4">
          {s.heroImage && <SolutionIcon icon={s.heroImage.icon} label={s.heroImage.alt} />}
          <span data-pagefind-ignore>
            <Badge tone="trust">How-to guide</Badge>
          </span>
        </div>
        <h1
          {...weight("title")}
          {...searchMeta("task")}
          className="mt-5 text-[2.1rem] leading-[1.1] tracking-[-0.015em] sm:text-[2.75rem]"
        >
          {s.title}
        </h1>
        <p
          data-pagefind-ignore
          className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-ink-muted"
        >
          <span className="inline-flex items-center gap-2">
            <Icon name="clock" className="size-4" /> Time needed: {s.timeNeeded}
          </span>
          <LastChecked reviewed={reviewed} />
        </p>
        <PageChanges changes={changes} />
        <OfflineSave />
      </header>
    </>
  );
}
