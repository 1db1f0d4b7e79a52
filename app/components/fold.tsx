import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * A long list folded under a one-line summary that says what is in it: a
 * <details> element, so it opens and closes without JavaScript. The tool pages
 * fold the long tables their tools read (docs/decisions/0015-folded-reference-lists.md):
 * the page stays short on a phone, and the browser does not lay out, on every
 * tap in the tool, hundreds of rows nobody opened. A link to something inside
 * a fold opens it, and printing opens them all (app/client/site.ts).
 */
export function Fold({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details data-fold className="group my-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-line bg-white px-4 py-2 font-semibold text-trust hover:border-trust">
        <Icon name="chevron-right" className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        <span>{summary}</span>
      </summary>
      {children}
    </details>
  );
}
