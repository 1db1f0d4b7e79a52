/**
 * The frame the guide page types share: the header band with its
 * breadcrumbs, the dates and changes under a heading, the boxed answer a
 * page opens with, and the dark offer it ends with.
 */
import { Breadcrumbs } from "../breadcrumbs";
import { BuyButton } from "../buy-button";
import { Icon } from "../icon";
import type { IconName } from "../icon-names";
import { OfflineSave } from "../offline-save";
import { Prose, type ProseTree } from "../prose";
import type { PageRecord } from "../../lib/page-data";
import { CheckList } from "./link-cards";
import { LastChecked, PageUpdates } from "./page-facts";

type Crumbs = PageRecord["breadcrumbs"];

/** The tinted band at the top of a guide page, its breadcrumbs first. */
export function HeaderBand({
  breadcrumbs,
  width,
  meta,
  children,
}: {
  breadcrumbs: Crumbs;
  width: string;
  /** Search metadata the header carries. */
  meta?: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <header {...meta} className="border-b border-line bg-gradient-to-b from-paper to-paper-deep/70">
      <div className={`mx-auto ${width}`}>
        <Breadcrumbs items={breadcrumbs} />
        {children}
      </div>
    </header>
  );
}

/** "Last checked", what changed and the offline button, under a page's heading. */
export function PageStatus({ reviewed, changes, ending }: Pick<PageRecord, "reviewed" | "changes" | "ending">) {
  return (
    <>
      <p className="mt-5 text-sm text-ink-muted">
        <LastChecked reviewed={reviewed} />
      </p>
      <PageUpdates ending={ending} changes={changes} />
      <OfflineSave />
    </>
  );
}

/** The answer first, in a box: a summary and its key points (an article's quick answer, a how-to's quick solution). */
export function AnswerBox({
  id,
  heading,
  icon,
  summary,
  points,
  className,
}: {
  id: string;
  heading: string;
  icon?: IconName;
  summary: ProseTree;
  points: ProseTree[];
  className: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      className={`${className} rounded-[var(--radius-card)] border border-trust/25 bg-trust-soft/60 p-6 sm:p-8`}
    >
      <h2
        id={`${id}-h`}
        data-pagefind-ignore
        className={icon ? "flex items-center gap-2 text-2xl text-trust-deep" : "text-2xl text-trust-deep"}
      >
        {icon && <Icon name={icon} className="size-5" />}
        {icon ? ` ${heading}` : heading}
      </h2>
      <Prose as="p" className="mt-3 text-ink" value={summary} />
      <CheckList items={points} />
    </section>
  );
}

/** The complete guide's offer at the end of a page, on a dark panel. */
export function DarkOffer({
  id,
  heading,
  tone,
  placement,
  actions,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  tone: "ink" | "trust";
  placement?: string;
  /** In place of the one "get the complete guide" button. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const panel =
    tone === "ink" ? "mt-14 rounded-[var(--radius-card)] bg-ink" : "mt-16 rounded-[var(--radius-card)] bg-trust-deep";
  return (
    <section aria-labelledby={id} data-pagefind-ignore className={`${panel} p-7 text-white sm:p-9`}>
      <h2 id={id} className="text-2xl text-white sm:text-3xl">
        {heading}
      </h2>
      <p className={tone === "ink" ? "mt-3 text-white/80" : "mt-3 text-white/85"}>{children}</p>
      {actions ?? <BuyButton placement={placement!} label="getComplete" size="lg" className="mt-6" />}
    </section>
  );
}
