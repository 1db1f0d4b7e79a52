import { BodySections } from "../components/content/body-sections";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ChangeList } from "../components/content/change-list";
import { LastChecked, PageUpdates, SourcesList } from "../components/content/page-facts";
import { formatDate } from "../lib/dates";
import { Icon } from "../components/icon";
import { OfflineSave } from "../components/offline-save";
import { PhraseCard } from "../components/phrase-card";
import { Prose } from "../components/prose";
import { TitledBox } from "../components/ui";
import type { PageKind } from "../content/schemas/page";
import type { PageHandle } from "../lib/page-scripts";
import { changeLists } from "../lib/changes";
import { pagePath } from "../lib/page-path";
import { HUBS } from "../lib/paths";
import { weight } from "../lib/search-ranking";
import { emergencyNumbers } from "../lib/emergency-numbers";
import { registry, type PageEntry, type PageType } from "../lib/registry";
import { getPage } from "../lib/registry";
import { headOf, pageRecord } from "../lib/page-data";
import { collectionPage } from "../lib/structured-data";
import { regions } from "../content/schemas/city";

/**
 * The search page loads the search module, the phrases page the full-screen card module (one handle for
 * every site page: each module does nothing where its elements are absent); every page loads the site and
 * offline modules.
 */
export const handle: PageHandle = { scripts: ["search", "driverCard"] };

interface ListedPage {
  path: string;
  name: string;
  description: string;
  nameZh?: string;
}
interface Group {
  title: string;
  id: string;
  items: ListedPage[];
}

const typeGroups: { type: PageType; title: string; id: string }[] = [
  { type: "tool", title: "Traveller tools", id: "tools" },
  { type: "article", title: "In-depth guides", id: "articles" },
  { type: "solution", title: "How-to fixes", id: "how-to" },
  { type: "comparison", title: "Comparisons", id: "comparisons" },
];
const regionNames: Record<(typeof regions)[number], string> = {
  north: "North China",
  east: "East China",
  south: "South China",
  southwest: "Southwest China",
  central: "Central China",
  northwest: "Xinjiang and the Northwest",
  tibet: "Tibet",
};

const listed = (p: PageEntry): ListedPage => ({
  path: p.path,
  name: p.name,
  description: p.description,
  ...(p.type === "city" ? { nameZh: p.record.nameZh, name: p.record.cityName } : {}),
});

/** A group's id in the page, from its title: "Classic first trip" is #classic-first-trip. */
const idOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The guides hub: every guide by type, and within a type by the page's topics (the rest under "More"). */
function guideGroups(topics: { title: string; paths: string[] }[]): { title: string; id: string; groups: Group[] }[] {
  return typeGroups.map(({ type, title, id }) => {
    // The phrase cards sit with the tools: a page to use on the spot, not to read ahead.
    const ofType = registry().pages.filter(
      (p) => p.type === type || (type === "tool" && p.type === "page" && p.record.kind === "phrases"),
    );
    const groups: Group[] = topics
      .map((t) => ({
        title: t.title,
        id: `${id}-${idOf(t.title)}`,
        items: ofType.filter((p) => t.paths.includes(p.path)).map(listed),
      }))
      .filter((g) => g.items.length);
    const placed = new Set(groups.flatMap((g) => g.items.map((i) => i.path)));
    const rest = ofType.filter((p) => !placed.has(p.path)).map(listed);
    if (rest.length) groups.push({ title: groups.length ? "More" : "", id: `${id}-more`, items: rest });
    return { title, id, groups };
  });
}

/** The cities index: the page's topics first (the classic first trip), then every other city by region. */
function cityGroups(topics: { title: string; paths: string[] }[]): Group[] {
  const cities = registry().pages.filter((p) => p.type === "city");
  const named: Group[] = topics.map((t) => ({
    title: t.title,
    id: idOf(t.title),
    items: t.paths.flatMap((path) => cities.filter((p) => p.path === path)).map(listed),
  }));
  const placed = new Set(named.flatMap((g) => g.items.map((i) => i.path)));
  const byRegion = regions.map((r) => ({
    title: regionNames[r],
    id: r,
    items: cities.filter((p) => p.record.region === r && !placed.has(p.path)).map(listed),
  }));
  return [...named, ...byRegion].filter((g) => g.items.length);
}

/** The phrases page: the emergency numbers (app/lib/emergency-numbers.ts) and the phrase groups. */
function phraseCards() {
  const { datasets } = registry();
  const data = datasets.phrases?.data;
  if (!data) throw new Error("the phrases page needs app/content/data/phrases.yaml");
  const { numbers, sources, checked } = emergencyNumbers(datasets);
  return { emergency: numbers, sources, checked: formatDate(checked), groups: data.groups };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { pages } = registry();
  const page = getPage(pagePath(request), "page");
  const r = page.record;
  const toolPages = pages.filter((p) => p.type === "tool").map(listed);
  const sections =
    r.kind === "guides-hub"
      ? [
          ...guideGroups(r.topics),
          { title: "City guides", id: "cities", groups: [{ title: "", id: "cities-all", items: [] as ListedPage[] }] },
          {
            title: "Trip plans",
            id: "plans",
            groups: [{ title: "", id: "plans-all", items: pages.filter((p) => p.type === "itinerary").map(listed) }],
          },
          {
            title: "About the site",
            id: "site",
            groups: [{ title: "", id: "site-all", items: pages.filter((p) => p.type === "legal").map(listed) }],
          },
        ]
      : r.kind === "cities-hub"
        ? [{ title: "", id: "regions", groups: cityGroups(r.topics) }]
        : r.kind === "tools-hub"
          ? [{ title: "The tools", id: "tools", groups: [{ title: "", id: "tools-all", items: toolPages }] }]
          : r.kind === "itineraries-hub"
            ? [
                {
                  title: "The plans",
                  id: "plans",
                  groups: [
                    {
                      title: "",
                      id: "plans-all",
                      items: pages.filter((p) => p.type === "itinerary").map(listed),
                    },
                  ],
                },
              ]
            : [];
  const phrases = r.kind === "phrases" ? phraseCards() : undefined;
  const items = sections.flatMap((s) => s.groups.flatMap((g) => g.items));
  // Jump links to each titled section, or where sections have no title, to each titled group.
  const jumps = phrases
    ? phrases.groups.map((g) => ({ id: g.id, title: g.title }))
    : sections.flatMap((s) =>
        s.title
          ? [{ id: `${s.id}-h`, title: s.title }]
          : s.groups.filter((g) => g.title).map((g) => ({ id: g.id, title: g.title })),
      );
  return {
    record: r,
    kind: r.kind as PageKind,
    ...pageRecord(page),
    changeLists: r.kind === "changes" ? changeLists(pages) : null,
    // The phrases page lists the emergency numbers' sources with its own.
    sources: [...new Map([...page.sources, ...(phrases?.sources ?? [])].map((s) => [s.url, s])).values()],
    sections,
    jumps,
    phrases,
    cityCount: pages.filter((p) => p.type === "city").length,
    head: headOf(
      page,
      items.length ? [collectionPage({ name: r.title, description: page.description, path: page.path, items })] : [],
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

/** A hub's list of pages; not in site search, where each page answers for itself. */
function PageList({ items }: { items: ListedPage[] }) {
  return (
    <ul data-pagefind-ignore className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map((p) => (
        <li key={p.path}>
          <a
            href={p.path}
            className="card-link group flex h-full flex-col rounded-2xl border border-line bg-white p-4 no-underline hover:shadow-[var(--shadow-card)]"
          >
            <span className="card-title font-semibold text-ink group-hover:text-trust">
              {p.name}
              {p.nameZh && (
                <span lang="zh-Hans" className="ml-2 font-normal text-ink-muted no-underline">
                  {p.nameZh}
                </span>
              )}
            </span>
            <span className="mt-1 text-sm leading-relaxed text-ink-muted">{p.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Jump links at the top of a hub, one to each of its sections. */
function JumpLinks({ jumps }: { jumps: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" data-jump-links data-pagefind-ignore className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {jumps.map((j) => (
          <li key={j.id}>
            <a
              href={`#${j.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft no-underline hover:border-trust/40 hover:text-trust"
            >
              {j.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchBox() {
  return (
    <div className="mt-8">
      <form action="/search" method="get" role="search" data-search-form className="flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search the guides
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Alipay, Beijing metro, eSIM…"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-white px-4 text-base"
        />
        <button type="submit" className="min-h-12 rounded-xl bg-trust px-5 font-semibold text-white">
          Search
        </button>
      </form>
      <p data-search-status role="status" className="mt-3 text-sm text-ink-muted" />
      <ol data-search-results className="mt-4 space-y-4" />
      <p data-search-fallback data-pagefind-ignore className="mt-6 text-ink-soft">
        Search runs in your browser. You can also browse <a href={HUBS.guides}>every guide by topic</a> or{" "}
        <a href={HUBS.cities}>every city guide by region</a>.
      </p>
    </div>
  );
}

/**
 * Shown by the offline script when the worker answers for a page that is not saved (the address is that
 * page's): it names the page, says why it is missing and offers the saved pages nearest to it.
 */
function OfflineAsked() {
  return (
    <section
      data-offline-asked
      hidden
      aria-labelledby="offline-asked-h"
      className="mt-6 max-w-3xl rounded-2xl border border-gold/30 bg-gold-soft p-5 sm:p-6"
    >
      <p className="text-ink">
        <span data-offline-asked-why>You are offline</span>, and{" "}
        <strong data-offline-asked-name className="font-semibold" /> is not saved on this device. It opens again when
        the site can be reached.
      </p>
      <h2 id="offline-asked-h" className="mt-4 text-xl">
        Saved pages nearest to it
      </h2>
      <ul
        data-offline-nearest
        className="mt-1 divide-y divide-gold/20 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:py-1.5 [&_a]:font-medium [&_a]:text-trust [&_a]:underline [&_a]:underline-offset-4"
      />
      <p data-offline-nearest-none hidden className="mt-2 text-ink-soft">
        Nothing is saved on this device yet. Next time you are online, save guides with “Save all guides” below.
      </p>
    </section>
  );
}

function OfflineLibrary() {
  return (
    <div data-offline-library hidden className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 className="text-2xl">Saved on this device</h2>
      <ul data-offline-list className="mt-3 list-disc space-y-1.5 pl-6" />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-offline-save-all
          hidden
          className="min-h-12 rounded-full bg-trust px-5 font-semibold text-white disabled:opacity-60"
        >
          Save all guides
        </button>
        <progress hidden className="h-2 w-48" aria-label="Saving guides" />
        <p data-offline-note role="status" className="text-sm text-ink-muted" />
      </div>
    </div>
  );
}

type PhraseCards = ReturnType<typeof phraseCards>;

/**
 * The emergency numbers, first on the phrases page: each a tap to call, with what it is for and its name
 * in Chinese to show someone who can call for you; checked date and sources below.
 */
function EmergencyNumbers({ emergency, checked }: Pick<PhraseCards, "emergency" | "checked">) {
  return (
    <TitledBox
      id="emergency-h"
      data={{ "data-emergency-numbers": true }}
      className="mt-6 rounded-2xl border border-rose/30 bg-rose-soft p-4 sm:p-6"
      titleClassName="text-2xl"
      title="Emergency numbers"
    >
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {emergency.map((e, i) => (
          <li key={e.fact} className={i === emergency.length - 1 && emergency.length % 2 ? "max-sm:col-span-2" : ""}>
            <a
              href={`tel:${e.number}`}
              data-emergency-number={e.fact}
              className="flex h-full flex-col rounded-xl bg-white p-3 no-underline ring-1 ring-line hover:ring-rose/50"
            >
              <span className="font-serif text-3xl leading-none font-semibold text-rose tabular-nums">{e.number}</span>
              <span className="mt-2 font-semibold text-ink">{e.name}</span>
              <span lang="zh-Hans" className="text-sm text-ink-soft">
                {e.zh}
              </span>
              <span className="mt-1 text-sm leading-snug text-ink-soft">{e.when}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-soft">
        Tap a number to call it. Numbers checked {checked}; their sources are at the foot of this page.
      </p>
    </TitledBox>
  );
}

/** The phrase groups, each a titled list of phrase cards. */
function PhraseGroups({ groups }: { groups: PhraseCards["groups"] }) {
  return (
    <>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.id} className="mt-12">
          <h2 id={g.id} className="scroll-mt-24 text-3xl">
            {g.title}
          </h2>
          {g.intro && <p className="mt-2 max-w-3xl text-ink-soft">{g.intro}</p>}
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {g.phrases.map((p) => (
              <li key={p.id}>
                <PhraseCard phrase={p} id={`${g.id}-${p.id}`} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export default function SitePage() {
  const {
    record,
    kind,
    reviewed,
    changes,
    ending,
    changeLists,
    sources,
    breadcrumbs,
    sections,
    jumps,
    phrases,
    cityCount,
  } = useLoaderData<typeof loader>();
  return (
    <main id="main" data-pagefind-body className="mx-auto max-w-5xl px-4 pt-24 pb-20 sm:px-6">
      <Breadcrumbs items={breadcrumbs} />
      <h1 {...weight("title")} className="mt-6 text-4xl leading-tight sm:text-5xl">
        {record.title}
      </h1>
      {kind === "offline" && <OfflineAsked />}
      {phrases && <EmergencyNumbers {...phrases} />}
      <Prose
        as="p"
        className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-trust [&_a]:underline [&_a]:underline-offset-4"
        value={record.intro}
      />
      <p className="mt-4 text-sm text-ink-muted">
        <LastChecked reviewed={reviewed} />
      </p>
      {/* The phrase cards are for use on the spot: saved on their own, as a guide is. */}
      {phrases && <OfflineSave />}
      <PageUpdates ending={ending} changes={changes} />
      {jumps.length > 1 && <JumpLinks jumps={jumps} />}
      {(kind === "guides-hub" || kind === "search") && <SearchBox />}
      {kind === "offline" && <OfflineLibrary />}
      {phrases && <PhraseGroups groups={phrases.groups} />}
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={s.title ? `${s.id}-h` : undefined} className="mt-12">
          {s.title && (
            <h2 id={`${s.id}-h`} className="text-3xl">
              {s.title}
            </h2>
          )}
          {s.id === "cities" ? (
            <p className="mt-3">
              <a href={HUBS.cities} className="inline-flex min-h-11 items-center gap-2 font-semibold">
                All {cityCount} city guides <Icon name="arrow-right" className="size-4" />
              </a>
            </p>
          ) : (
            s.groups.map((g) => (
              <div key={g.id} className="mt-6">
                {g.title &&
                  (s.title ? (
                    <h3 id={g.id} className="text-xl">
                      {g.title}
                    </h3>
                  ) : (
                    <h2 id={g.id} className="text-2xl">
                      {g.title}
                    </h2>
                  ))}
                <PageList items={g.items} />
              </div>
            ))
          )}
        </section>
      ))}
      <BodySections sections={record.body.sections} />
      {/* After the page's own text (how a change is recorded): the list runs to hundreds of lines. */}
      {changeLists && <ChangeList lists={changeLists} />}
      <SourcesList sources={sources} />
    </main>
  );
}
