import { Link } from "react-router";
import type { Landing } from "../../content/schemas/landing";
import { SectionLink } from "../section-link";
import { buttonClass } from "../button";
import { Icon } from "../icon";
import { Section } from "../ui";

const tiles = {
  jade: "bg-trust-soft text-trust",
  amber: "bg-gold-soft text-gold",
  sky: "bg-sky-soft text-sky",
  rose: "bg-rose-soft text-rose",
} as const;

/**
 * The spec's search-volume label, said so a reader understands it: "9,900/mo" becomes
 * "9,900 searches a month"; "High Intent" (searched by people about to act) becomes
 * plain words; any other label is shown as written.
 */
export const searchLabel = (label: string) => {
  const m = label.match(/^([\d,.]+[kK]?)\s*\/\s*mo$/);
  if (m) return `${m[1]} searches a month`;
  if (/^high intent$/i.test(label.trim())) return "Searched by travelers getting ready to go";
  return label;
};

export function FreeGuides({ content }: { content: Landing["freeGuides"] }) {
  return (
    <Section
      id="free-guides"
      eyebrow="Free guides"
      title={content.title}
      intro={content.intro}
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        {content.groups.map((g) => (
          <div key={g.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h3 className="flex items-center gap-3 text-xl">
              <span className={`flex size-10 items-center justify-center rounded-xl ${tiles[g.color]}`}>
                <Icon name={g.icon} className="size-5" />
              </span>
              {g.title}
            </h3>
            <ul className="mt-4 divide-y divide-line">
              {g.links.map((l) => (
                <li key={l.url}>
                  <Link
                    to={l.url}
                    className="group flex min-h-12 items-center justify-between gap-3 py-2.5 no-underline"
                  >
                    <span className="min-w-0">
                      <span className="font-medium text-ink underline decoration-ink/20 underline-offset-4 group-hover:text-trust group-hover:decoration-trust">
                        {l.title}
                      </span>
                      <span className="mt-1 flex items-start gap-1.5 text-xs font-medium text-ink-muted">
                        <Icon name="search" className="mt-px size-3.5 shrink-0" />
                        {searchLabel(l.searches)}
                      </span>
                    </span>
                    <Icon name="arrow-right" className="size-4 shrink-0 text-ink/40 group-hover:text-trust" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {content.tools.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xl">Tools for your own trip</h3>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {content.tools.map((t) => (
              <li key={t.url}>
                <a
                  href={t.url}
                  className="card-link group flex h-full flex-col rounded-2xl border border-line bg-white p-4 no-underline hover:shadow-[var(--shadow-card)]"
                >
                  <span className="card-title font-semibold text-ink group-hover:text-trust">{t.title}</span>
                  <span className="mt-1 text-sm leading-relaxed text-ink-muted">{t.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 flex flex-col items-start justify-between gap-4 surface-dark rounded-[var(--radius-card)] bg-ink p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <div>
          <h3 className="text-xl text-white">{content.banner.title}</h3>
          <p className="mt-1.5 max-w-xl text-white/80">{content.banner.text}</p>
        </div>
        <SectionLink section="pricing" className={buttonClass("buy", "md", "shrink-0")}>
          See pricing
        </SectionLink>
      </div>
    </Section>
  );
}
