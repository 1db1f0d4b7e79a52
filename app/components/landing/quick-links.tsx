import type { Landing } from "../../content/schemas/landing";
import { Icon } from "../icon";

/**
 * The free help one tap away, before any sales copy: on a phone the first thing
 * under the header, from lg the row right under the hero. Six tiles, two rows of three on a phone (each a wide tap
 * target) and one row from the small breakpoint up, where the few words on what each covers show too
 * (a screen reader hears them always).
 */
export function QuickLinks({ content }: { content: Landing["quickLinks"] }) {
  return (
    <nav
      aria-labelledby="quick-links-heading"
      data-quick-links
      className="bg-paper pt-20 sm:pt-24 lg:order-last lg:bg-paper-deep lg:pt-0"
    >
      <div className="mx-auto max-w-6xl px-4 pb-2 sm:px-6 lg:pb-14">
        <h2 id="quick-links-heading" className="font-sans text-xs font-semibold tracking-[0.16em] text-trust uppercase">
          {content.title}
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-1.5 sm:grid-cols-6 sm:gap-3">
          {content.links.map((l) => (
            <li key={l.url}>
              <a
                href={l.url}
                className="group flex h-full min-h-[4.75rem] flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-white px-1 py-3 text-center no-underline hover:border-trust/40 hover:shadow-[var(--shadow-card)] sm:px-3 sm:py-4"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-trust-soft text-trust">
                  <Icon name={l.icon} className="size-5" />
                </span>
                <span className="text-[0.8rem] leading-tight font-semibold text-ink group-hover:text-trust sm:text-base">
                  {l.label}
                </span>
                <span className="sr-only text-xs leading-snug text-ink-muted sm:not-sr-only sm:block">{l.hint}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
