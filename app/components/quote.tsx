import type { ReactNode } from "react";

/** A personal-experience quote from our own trip. */
export function Quote({ children, attribution }: { children: ReactNode; attribution: string }) {
  return (
    <figure className="my-8 border-l-4 border-gold/70 pl-5 sm:pl-6">
      <blockquote className="font-serif text-xl leading-relaxed text-ink">{children}</blockquote>
      <figcaption data-pagefind-ignore className="mt-3 text-sm font-medium text-ink-muted">
        {attribution}
      </figcaption>
    </figure>
  );
}
