import { BodySections } from "../content/body-sections";
import type { ReactNode } from "react";
import type { ToolPageData } from "../../lib/tools/tool-page";
import { Breadcrumbs } from "../breadcrumbs";
import { LastChecked, PageUpdates, SourcesList } from "../content/page-facts";
import { OfflineSave } from "../offline-save";
import { Prose } from "../prose";
import { weight } from "../../lib/search-ranking";

/**
 * The frame of a tool page: title, intro and date, then the tool (its React
 * island), then what the tool reads (the reduced form that works without
 * JavaScript), the page's own sections and its sources.
 */
export function ToolPage({ page, tool, reference }: { page: ToolPageData; tool: ReactNode; reference: ReactNode }) {
  return (
    <main id="main" data-pagefind-body className="mx-auto max-w-5xl px-4 pt-24 pb-20 sm:px-6">
      <Breadcrumbs items={page.breadcrumbs} />
      <h1 {...weight("title")} className="mt-6 text-4xl leading-tight sm:text-5xl">
        {page.title}
      </h1>
      <Prose
        as="p"
        className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-trust [&_a]:underline [&_a]:underline-offset-4"
        value={page.intro}
      />
      <p className="mt-4 text-sm text-ink-muted">
        <LastChecked reviewed={page.reviewed} />
      </p>
      <PageUpdates ending={page.ending} changes={page.changes} />
      <OfflineSave />
      <noscript>
        <p className="mt-6 rounded-2xl border border-gold/30 bg-gold-soft p-4 text-ink">
          This tool needs JavaScript to answer. Everything it reads is on this page below: open a list to read it in
          full.
        </p>
      </noscript>
      <div
        className="mt-8 -mx-2 rounded-3xl border border-line bg-paper-deep/60 p-3 sm:mx-0 sm:p-8 print:mx-0 print:border-0 print:bg-white print:p-0"
        data-pagefind-ignore
      >
        {tool}
      </div>
      {/* What the tool reads, and the page's own text: left out of the print when the tool has a printable answer. */}
      <div data-tool-more>
        {reference}
        <BodySections sections={page.sections} />
        <SourcesList sources={page.sources} />
      </div>
    </main>
  );
}
