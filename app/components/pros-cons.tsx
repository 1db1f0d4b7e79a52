import { Icon } from "./icon";
import type { ReactNode } from "react";

/** Two lists side by side: what is good and what is not. */
export function ProsCons({
  pros,
  cons,
  prosTitle = "Pros",
  consTitle = "Cons",
}: {
  pros: ReactNode[];
  cons: ReactNode[];
  prosTitle?: string;
  consTitle?: string;
}) {
  return (
    <div className="my-6 grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-trust/20 bg-trust-soft/50 p-5">
        <p data-pagefind-ignore className="mb-3 font-semibold text-trust-deep">
          {prosTitle}
        </p>
        <ul className="space-y-2.5">
          {pros.map((p, i) => (
            <li key={i} className="flex gap-2.5 text-[0.97rem] leading-relaxed text-ink-soft">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-trust" />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-buy/15 bg-buy-soft/40 p-5">
        <p data-pagefind-ignore className="mb-3 font-semibold text-buy-hover">
          {consTitle}
        </p>
        <ul className="space-y-2.5">
          {cons.map((c, i) => (
            <li key={i} className="flex gap-2.5 text-[0.97rem] leading-relaxed text-ink-soft">
              <Icon name="x" className="mt-1 size-4 shrink-0 text-buy" />
              <span>{c}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
