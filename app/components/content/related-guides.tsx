import { Icon } from "../icon";
import { Link } from "react-router";
import { categoryBadges, DEFAULT_RELATED_HEADING, type CatalogueEntry } from "../../lib/related";
import { Badge, type Tone } from "../ui";

const tones: Record<CatalogueEntry["category"], Tone> = {
  city: "sky",
  solution: "trust",
  comparison: "gold",
  blog: "rose",
};

/** The related-content widget's output: cards with a category badge. */
export function RelatedGuides({
  entries,
  heading = DEFAULT_RELATED_HEADING,
  id = "related-guides",
}: {
  entries: CatalogueEntry[];
  heading?: string;
  id?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} data-print-hide data-pagefind-ignore className="mt-16">
      <h2 id={`${id}-heading`} className="text-2xl sm:text-3xl">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {entries.map((e) => (
          <li key={e.url}>
            <Link
              to={e.url}
              className="card-link group flex h-full flex-col rounded-2xl border border-line bg-white p-5 transition-shadow hover:shadow-[var(--shadow-card)]"
            >
              <Badge tone={tones[e.category]} className="self-start">
                {categoryBadges[e.category]}
              </Badge>
              <span className="card-title mt-3 font-serif text-lg font-semibold leading-snug text-ink group-hover:text-trust">
                {e.title}
              </span>
              <span className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted">{e.description}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-trust">
                Read guide <Icon name="arrow-right" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
