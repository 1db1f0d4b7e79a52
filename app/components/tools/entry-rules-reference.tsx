/**
 * The entry rules as a reader can check them by hand: every list the entry
 * checker reads, with its date and sources. It is the checker's reduced form
 * without JavaScript, and the place the checker's answers link their sources to.
 */
import { SourceRefs } from "./source-refs";
import { FoldedSourceItems } from "../content/page-facts";
import type { EntryRules } from "../../content/schemas/entry-rules";
import { quotesNaming } from "../../lib/tools/quote-names";
import { formatDate } from "../../lib/dates";
import { DataTable } from "../data-table";
import { Fold } from "../fold";
import { ruleSourceAnchor } from "./entry-checker";
import { standing, type Standing } from "../../lib/content/standing";

/** How the reference says what a rule's sources confirm (docs/decisions/0027-source-tiers.md). */
const standingWords: Record<Standing, string> = {
  official: "official text",
  press: "two press reports",
  unconfirmed: "unconfirmed",
  refused: "unconfirmed",
};
const standingOf = (rules: EntryRules, ids: string[]) =>
  standing(ids.flatMap((id) => rules.sources.find((s) => s.id === id) ?? []));

const portType = { air: "Airport", sea: "Seaport", rail: "Railway station", land: "Land crossing" } as const;

function Cite({ ids, rules }: { ids: string[]; rules: EntryRules }) {
  return <SourceRefs ids={ids} order={rules.sources.map((s) => s.id)} anchor={ruleSourceAnchor} />;
}

const names = (list: { name: string }[]) =>
  list
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b, "en"))
    .join(", ");

function VisaFreeRules({ rules }: { rules: EntryRules }) {
  const v = rules.visaFree;
  return (
    <>
      <h3 id="visa-free" className="mt-10 scroll-mt-24 text-2xl">
        30-day visa-free entry: {v.countries.length} countries
      </h3>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink-soft">
        Ordinary passports of these countries may enter for up to {v.stayDays} days for tourism, business, family
        visits, exchanges or transit, at any port open to foreigners, for entries until {formatDate(v.validUntil)} (list
        as of {formatDate(v.listDate)}): <span className="text-ink">{names(v.countries)}</span>.
        <Cite ids={[...v.sources, ...v.conditionSources]} rules={rules} />
      </p>
      {v.countries
        .filter((c) => c.openEnded)
        .map((c) => (
          <p key={c.code} className="mt-2 max-w-3xl text-ink-soft">
            {c.name}: an older exemption with no announced end date, so the {formatDate(v.validUntil)} end does not
            apply.
            <Cite ids={c.sources ?? v.sources} rules={rules} />
          </p>
        ))}
      {v.lapsed.map((c) => (
        <p key={c.code} className="mt-2 max-w-3xl text-ink-soft">
          {c.name}: a trial that ran until {formatDate(c.until)}; no extension confirmed.
          <Cite ids={c.sources} rules={rules} />
          {c.reported && (
            <>
              {" "}
              Unconfirmed: {c.reported.text}.
              <Cite ids={c.reported.sources} rules={rules} />
            </>
          )}
        </p>
      ))}
    </>
  );
}

function MutualRules({ rules }: { rules: EntryRules }) {
  return (
    <>
      <h3 id="mutual" className="mt-10 scroll-mt-24 text-2xl">
        Visa exemption agreements: {rules.mutual.length} countries
      </h3>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink-soft">
        Ordinary passports of these countries need no visa for short visits under an agreement with China, each with its
        own stay and limits: <span className="text-ink">{names(rules.mutual)}</span>.
      </p>
      <Fold summary={`The ${rules.mutual.length} agreements: stay per entry and limits`}>
        <DataTable
          caption="Mutual visa exemption for ordinary passports"
          columns={["Country", "Stay", "In force since", "Resting on"]}
          rows={[...rules.mutual]
            .sort((a, b) => a.name.localeCompare(b.name, "en"))
            .map((m) => [
              <>
                {m.name}
                <Cite ids={m.sources} rules={rules} />
              </>,
              [
                `${m.stayDays} days per entry`,
                m.maxDaysPer180 && `${m.maxDaysPer180} in any 180`,
                m.maxDaysPerYear && `${m.maxDaysPerYear} a calendar year`,
              ]
                .filter(Boolean)
                .join("; "),
              m.since ? formatDate(m.since) : "not known",
              m.inDoubt ? "in doubt (below)" : standingWords[standingOf(rules, m.sources)],
            ])}
        />
        <ul className="mt-4 max-w-3xl list-disc space-y-1.5 pl-6 text-ink-soft">
          {rules.mutual
            .filter((m) => m.inDoubt || m.note)
            .map((m) => (
              <li key={m.code}>
                {m.name}: {[m.inDoubt && `in doubt: ${m.inDoubt}`, m.note].filter(Boolean).join("; ")}.
              </li>
            ))}
        </ul>
      </Fold>
    </>
  );
}

const namedIn = {
  "official text": "Named in an official text",
  "two press reports": "Named in two press outlets\u2019 reports",
  unconfirmed: "Named in one press report or in copies only (unconfirmed)",
} as const;

/** Hainan's own list, each country with what its quotes confirm (an official text, two outlets, or unconfirmed). */
function HainanRules({ rules }: { rules: EntryRules }) {
  const h = rules.hainan;
  const byStanding = new Map<string, string[]>();
  for (const c of [...h.countries].sort((a, b) => a.name.localeCompare(b.name, "en"))) {
    const words =
      standingWords[
        standingOf(
          rules,
          quotesNaming(h.quotes, c).map((q) => q.source),
        )
      ];
    byStanding.set(words, [...(byStanding.get(words) ?? []), c.name]);
  }
  return (
    <>
      <h3 id="hainan" className="mt-10 scroll-mt-24 text-2xl">
        Hainan&rsquo;s own visa-free entry: {h.countries.length} countries
      </h3>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink-soft">
        Since {formatDate(h.since)}, ordinary passports of these countries may enter at a port in {h.province} and stay
        up to {h.stayDays} days, counted from 00:00 on the day after arrival, in {h.province} only, for tourism,
        business, visits, family, medical care, exhibitions or sport (not work or study); a round trip is fine.{" "}
        {h.condition}
        <Cite ids={[...h.sources, ...h.conditionSources]} rules={rules} />
      </p>
      <ul className="mt-3 max-w-3xl list-disc space-y-1.5 pl-6 text-ink-soft">
        {[...byStanding].map(([words, list]) => (
          <li key={words}>
            {namedIn[words as keyof typeof namedIn]}: <span className="text-ink">{list.join(", ")}</span>.
          </li>
        ))}
      </ul>
      <p className="mt-2 max-w-3xl text-ink-soft">
        The passages that name them:
        <Cite ids={h.quotes.map((q) => q.source)} rules={rules} />
      </p>
    </>
  );
}

function TransitRules({ rules }: { rules: EntryRules }) {
  const t = rules.transit;
  return (
    <>
      <h3 id="transit" className="mt-10 scroll-mt-24 text-2xl">
        {t.hours}-hour visa-free transit: {t.countries.length} nationalities
      </h3>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink-soft">
        Arrive at one of the {t.ports.length} ports below from one country or region, hold a confirmed onward ticket to
        a different one (Hong Kong, Macao and Taiwan count as regions), and stay up to {t.hours} hours, counted from
        00:00 on the day after you arrive, inside the permitted area. Nationalities (list as of {formatDate(t.listDate)}
        ): <span className="text-ink">{names(t.countries)}</span>.
        <Cite ids={[...t.sources, ...t.countingSources]} rules={rules} />
      </p>
      <TransitArea rules={rules} />
      <Fold summary={`The ${t.ports.length} transit ports, with their Chinese names`}>
        <DataTable
          caption={`The ${t.ports.length} transit ports`}
          columns={["Port", "Chinese name", "Province", "Type"]}
          rows={t.ports.map((p) => [
            p.name,
            <span key="zh" lang="zh-Hans">
              {p.nameZh}
            </span>,
            p.province,
            portType[p.type],
          ])}
        />
      </Fold>
    </>
  );
}

/** Where transit visitors may go, province by province, and the provinces left out. */
function TransitArea({ rules }: { rules: EntryRules }) {
  const t = rules.transit;
  const provinceZh = new Map(rules.provinces.map((p) => [p.name, p.nameZh]));
  return (
    <>
      <Fold summary={`The ${t.regions.length} provinces open to transit visitors, and where in each`}>
        <DataTable
          caption={`Where transit visitors may go: ${t.regions.length} provinces`}
          columns={["Province", "Area"]}
          rows={t.regions.map((r) => [
            <>
              {r.province}{" "}
              <span lang="zh-Hans" className="font-normal text-ink-muted">
                {provinceZh.get(r.province)}
              </span>
            </>,
            r.cities ? `Only ${r.cities.join(", ")}` : "The whole province",
          ])}
        />
      </Fold>
      <p className="max-w-3xl text-ink-soft">
        Not included: {names(rules.provinces.filter((p) => !t.regions.some((r) => r.province === p.name)))}.
      </p>
    </>
  );
}

/** Permits on top of any entry, and what happens at the border and after. */
function PermitAndBorderRules({ rules }: { rules: EntryRules }) {
  return (
    <>
      <h3 id="permits" className="mt-10 scroll-mt-24 text-2xl">
        Permits on top of any entry
      </h3>
      <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-6 text-ink-soft">
        {rules.permits.map((p) => (
          <li key={p.name}>
            <strong className="text-ink">{p.name}</strong>{" "}
            <span lang="zh-Hans" className="text-ink-muted">
              {p.nameZh}
            </span>
            : {p.rule}
            <Cite ids={p.sources} rules={rules} />
          </li>
        ))}
      </ul>

      <h3 id="border" className="mt-10 scroll-mt-24 text-2xl">
        At the border and after
      </h3>
      <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-6 text-ink-soft">
        {rules.border.map((b) => (
          <li key={b.text}>
            {b.text}
            <Cite ids={b.sources} rules={rules} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function EntryRulesReference({ rules }: { rules: EntryRules }) {
  return (
    <section id="rules" aria-labelledby="rules-h" className="mt-14 scroll-mt-24">
      <h2 id="rules-h" className="text-3xl">
        The rules the checker reads
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Copied from the announcements of China&apos;s Ministry of Foreign Affairs and National Immigration
        Administration, and checked on {formatDate(rules.reviewed)}. Numbers in brackets point to the sources at the end
        of this section.
      </p>
      <VisaFreeRules rules={rules} />
      <MutualRules rules={rules} />
      <HainanRules rules={rules} />
      <TransitRules rules={rules} />
      <PermitAndBorderRules rules={rules} />

      <h3 id="rule-sources" className="mt-10 scroll-mt-24 text-2xl">
        Sources of the rules
      </h3>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">
        Where the ministry&apos;s own page could not be read, the source is a state news agency or newspaper reporting
        the announcement, or a reprint of its text; the fact-check record says which.
      </p>
      <FoldedSourceItems sources={rules.sources} anchor={ruleSourceAnchor} />
    </section>
  );
}
