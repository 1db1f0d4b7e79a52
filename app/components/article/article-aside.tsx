import { Link } from "react-router";
import { OfferCard } from "../content/offer-card";
import type { Article } from "../../content/schemas/article";
import type { Jump } from "./article-body";

/** A small box of links beside the article. */
function AsideNav({
  label,
  heading,
  list,
  children,
}: {
  label: string;
  heading: string;
  list: string;
  children: React.ReactNode;
}) {
  return (
    <nav aria-label={label} className="rounded-2xl border border-line bg-white p-5">
      <p className="mb-2 text-sm font-semibold text-ink">{heading}</p>
      <ul className={list}>{children}</ul>
    </nav>
  );
}

function JumpTo({ jumps }: { jumps: readonly Jump[] }) {
  return (
    <AsideNav label="Jump to section" heading="Jump to" list="space-y-0.5 text-sm">
      {jumps.map((j) => (
        <li key={j.id}>
          <a href={`#${j.id}`} className="flex min-h-8 items-center text-ink-soft hover:text-trust">
            {j.title}
          </a>
        </li>
      ))}
    </AsideNav>
  );
}

function RelatedGuideLinks({ guides }: { guides: Article["relatedGuides"] }) {
  return (
    <AsideNav label="Related guides" heading="Related Guides" list="space-y-1 text-sm">
      {guides.map((g) => (
        <li key={g.title}>
          {g.link && !g.comingSoon ? (
            <Link to={g.link} className="flex min-h-8 items-center font-medium text-trust hover:underline">
              {g.title}
            </Link>
          ) : (
            <span className="flex min-h-8 items-center gap-2 text-ink-muted" aria-disabled="true">
              {g.title} <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs">Coming Soon</span>
            </span>
          )}
        </li>
      ))}
    </AsideNav>
  );
}

/** On a wide screen: the offer, the jump list and the related guides, kept in view. */
export function ArticleAside({ record, slug, jumps }: { record: Article; slug: string; jumps: readonly Jump[] }) {
  return (
    <aside data-pagefind-ignore className="hidden lg:block" aria-label="Offer and page tools">
      <div className="sticky top-24 max-h-[calc(100vh-7rem)] space-y-6 overflow-y-auto pb-4">
        <OfferCard placement={`article_sidebar_${slug}`} />
        <JumpTo jumps={jumps} />
        <RelatedGuideLinks guides={record.relatedGuides} />
      </div>
    </aside>
  );
}
