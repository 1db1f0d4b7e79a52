import { Icon } from "./icon";
import type { ReactNode } from "react";

/**
 * A single-open accordion built on <details name>: the browser keeps one item
 * open per group and lets the open one close again, with or without JavaScript.
 */
export function Accordion({ group, items }: { group: string; items: { question: string; answer: ReactNode }[] }) {
  return (
    <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
      {items.map((item, i) => (
        <details key={i} name={group} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink">
            <span>{item.question}</span>
            <Icon
              name="plus"
              className="size-5 shrink-0 text-trust transition-transform duration-200 group-open:rotate-45"
            />
          </summary>
          <div className="pb-5 leading-relaxed text-ink-soft">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
