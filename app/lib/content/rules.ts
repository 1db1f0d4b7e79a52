/**
 * The content rules a single document's schema cannot see: they need the
 * page's visible text (word minimums), every other page (no shared runs of
 * words) or the spec's fixed choices. The registry runs them with the schemas,
 * so a page that breaks one stops `npm run build` with `file:line: problem`,
 * exactly as `npm test` would.
 */
import { collections, type Collection, type PageType } from "./collections";
import { recordText } from "../content-integrity";
import type { PageEntry } from "./records";
import { countWords } from "./words";
import { EDITION_YEAR } from "../product";

const at = (page: PageEntry, field: readonly PropertyKey[] = []) =>
  `${page.source.file}:${field.length ? page.source.locate(field) : 1}`;

/** Words a reader sees on the page. */
export const pageWords = (page: PageEntry) => recordText(page).reduce((n, s) => n + countWords(s), 0);

/** Style guide, "Depth per page type": each collection's `minWords`. */
function wordProblems(pages: PageEntry[]): string[] {
  return pages.flatMap((page) => {
    const min = (collections[page.type] as Collection<PageType>).minWords;
    const words = min ? pageWords(page) : 0;
    return min && words < min
      ? [`${at(page)}: only ${words} words a reader sees; a ${page.type} page needs ${min}`]
      : [];
  });
}

/** Style guide, "Originality": no two pages share a run of this many words. */
export const SHARED_RUN = 12;

export function sharedRunProblems(pages: PageEntry[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const page of pages) {
    const seenHere = new Set<string>();
    const reported = new Set<string>();
    // A cited fact counts as one figure: two pages citing the same facts share no words of their own.
    for (const text of recordText(page, { factsAsFigures: true })) {
      const tokens = text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}¥$%' ]+/gu, " ")
        .split(/\s+/)
        .filter(Boolean);
      for (let i = 0; i + SHARED_RUN <= tokens.length; i++) {
        const words = tokens.slice(i, i + SHARED_RUN);
        // Opening hours and prices repeat by nature: a run must be mostly words.
        if (words.filter((t) => /\p{L}/u.test(t)).length <= SHARED_RUN / 2) continue;
        const run = words.join(" ");
        if (seenHere.has(run)) continue;
        seenHere.add(run);
        const first = owner.get(run);
        if (!first) owner.set(run, page.source.file);
        else if (first !== page.source.file && !reported.has(first)) {
          // One problem per pair of pages: the first run they share.
          reported.add(first);
          problems.push(`${at(page)}: shares "${run}" with ${first}; say it once and link`);
        }
      }
    }
  }
  return problems;
}

/**
 * The spec's fixed choices about particular pages (spec sections 3-5): which
 * pages are HowTo, which stay areas it marks as not foreigner friendly.
 */
function specProblems(pages: PageEntry[]): string[] {
  const problems: string[] = [];
  const articles = pages.filter((p) => p.type === "article");
  const howTo = ["how-to-use-alipay-in-china", "payment-methods-in-china", "wechat-pay-for-foreigners"];
  for (const a of articles) {
    const isHowTo = a.record.schemaType === "HowTo";
    if (isHowTo !== howTo.includes(a.record.slug))
      problems.push(
        `${at(a, ["schemaType"])}: schemaType: the spec makes HowTo exactly the three payment guides (${howTo.join(", ")})`,
      );
    if (a.record.slug === "how-to-use-alipay-in-china" && a.record.body.steps.length !== 3)
      problems.push(
        `${at(a)}: the spec gives the Alipay guide three HowTo steps; it has ${a.record.body.steps.length}`,
      );
    if (a.record.slug === "best-time-to-visit-china") {
      const ids = a.record.body.sections.map((s) => s.id);
      const missing = ["spring", "summer", "autumn", "winter", "month-by-month"].filter((id) => !ids.includes(id));
      if (missing.length) problems.push(`${at(a)}: the spec's season sections are missing: ${missing.join(", ")}`);
      if (!a.record.body.blocks.includes("month-cards"))
        problems.push(`${at(a)}: the spec gives this page month cards`);
      if (!a.record.tableOfContents) problems.push(`${at(a)}: the spec gives this page a table of contents`);
      if (a.record.faqs?.length !== 7) problems.push(`${at(a, ["faqs"])}: the spec gives this page seven FAQs`);
    }
  }
  const notFriendly: Record<string, string> = {
    kashgar: "Old City Guest Houses",
    urumqi: "Hong Shan District",
    zhangjiajie: "Zhangjiajie City",
  };
  for (const c of pages)
    if (c.type === "city")
      c.record.whereToStay.areas.forEach((area, i) => {
        if (area.foreignerFriendly === (notFriendly[c.record.slug] === area.name))
          problems.push(
            `${at(c, ["whereToStay", "areas", i, "foreignerFriendly"])}: the spec marks exactly ${Object.entries(
              notFriendly,
            )
              .map(([city, name]) => `${name} (${city})`)
              .join(", ")} as not foreigner friendly`,
          );
      });
  return problems;
}

/** Related-comparison links lead to comparison pages. */
function relatedComparisonProblems(pages: PageEntry[]): string[] {
  const comparisons = new Set(pages.filter((p) => p.type === "comparison").map((p) => p.path));
  return pages.flatMap((p) =>
    p.type === "comparison"
      ? p.record.relatedComparisons.flatMap((r, i) =>
          comparisons.has(r.link)
            ? []
            : [`${at(p, ["relatedComparisons", i, "link"])}: relatedComparisons: ${r.link} is not a comparison`],
        )
      : [],
  );
}

/**
 * The edition year every title says (app/lib/product.ts) is the year of the newest fact check,
 * and no page writes a readers figure of its own (one home: app/lib/social-proof.ts).
 */
function siteWideProblems(pages: PageEntry[]): string[] {
  const problems: string[] = [];
  const newest = pages.reduce((a, p) => (p.reviewed > a.reviewed ? p : a), pages[0]!);
  if (newest && Number(newest.reviewed.slice(0, 4)) !== EDITION_YEAR)
    problems.push(
      `${at(newest, ["reviewed"])}: reviewed ${newest.reviewed}, but the edition year is ${EDITION_YEAR}: change EDITION_YEAR in app/lib/product.ts and re-render the illustrations`,
    );
  const figure = /\b\d[\d,]*\+?\s+(?:happy\s+)?(?:travell?ers|readers|buyers|customers)\b/i;
  for (const page of pages)
    for (const text of recordText(page)) {
      const m = text.match(figure);
      if (m) problems.push(`${at(page)}: "${m[0]}": the readers figure lives in app/lib/social-proof.ts only`);
    }
  return problems;
}

export const contentRuleProblems = (pages: PageEntry[]) => [
  ...wordProblems(pages),
  ...sharedRunProblems(pages),
  ...specProblems(pages),
  ...relatedComparisonProblems(pages),
  ...siteWideProblems(pages),
];
