import { Link } from "react-router";

export interface OtherCity {
  path: string;
  name: string;
  nameZh: string;
  province: string;
}

/** The related cities, each a card with its Chinese name as its mark. */
export function OtherCities({ cities }: { cities: readonly OtherCity[] }) {
  return (
    <section aria-labelledby="other-cities-h" data-pagefind-ignore className="mt-16">
      <h2 id="other-cities-h" className="text-2xl sm:text-3xl">
        Other Cities You Might Want to Visit
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cities.map((c) => (
          <li key={c.path}>
            <Link
              to={c.path}
              className="card-link group flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-4 hover:shadow-[var(--shadow-card)]"
            >
              <span
                lang="zh-Hans"
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-paper-deep px-1 text-center font-[family-name:var(--font-cjk)] text-base leading-tight font-bold break-all text-trust-deep"
              >
                {c.nameZh}
              </span>
              <span className="min-w-0">
                <span className="card-title block font-serif text-lg font-semibold text-ink group-hover:text-trust">
                  {c.name}
                </span>
                <span className="block text-sm text-ink-muted">{c.province}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
