import type { Landing } from "../../content/schemas/landing";
import { Icon } from "../icon";

/** Where the row is drawn: above the hero below lg, under it from lg. */
const placements = {
  "above-hero": { className: "bg-paper pt-20 sm:pt-24 lg:hidden", inner: "pb-2", headingId: "quick-links-heading" },
  "under-hero": { className: "hidden bg-paper-deep lg:block", inner: "pb-14", headingId: "quick-links-heading-lg" },
};

/**
 * The free help one tap away, before any sales copy: on a phone the first thing
 * under the header, from lg the row right under the hero. Six tiles, two rows of three on a phone (each a wide tap
 * target) and one row from the small breakpoint up, where the few words on what each covers show too
 * (a screen reader hears them always).
 *
 * The landing page draws the row twice, once in each place, and each width shows one of them (the
 * other is `display: none`, so out of the Tab order and unheard): the order in the HTML is then the
 * order on screen at every width, where moving one row with CSS `order` made the first Tab after the
 * header land below the hero and a screen reader read this heading before the h1. The second row
 * stays out of the site search's index.
 */
export function QuickLinks({
  content,
  placement,
}: {
  content: Landing["quickLinks"];
  placement: keyof typeof placements;
}) {
  const { className, inner, headingId } = placements[placement];
  return (
    <nav
      aria-labelledby={headingId}
      data-quick-links={placement}
      data-pagefind-ignore={placement === "under-hero" || undefined}
      className={className}
    >
      <div className={`mx-auto max-w-6xl px-4 sm:px-6 ${inner}`}>
        <h2 id={headingId} className="font-sans text-xs font-semibold tracking-[0.16em] text-trust uppercase">
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
