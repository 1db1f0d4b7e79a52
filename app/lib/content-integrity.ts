/**
 * Checks that hold across records: unique paths and titles, SEO bounds, and
 * every internal link pointing to a page that exists. The registry runs them
 * when it loads, so a bad record stops the build with a message naming the
 * file, the field and the problem.
 */
import { collectStrings, inlineLinks } from "../content/words";
import { ContentError } from "../content/parse";
import type { PageEntry } from "./registry";

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** Where a page's record lives, for error messages. */
export function recordFile(page: PageEntry): string {
  switch (page.type) {
    case "landing":
      return "app/content/landing/copy.ts";
    case "city":
      return `app/content/cities/${page.record.slug}.ts`;
    case "solution":
      return `app/content/solutions/${page.record.slug}.ts`;
    case "comparison":
      return `app/content/comparisons/${page.record.slug}.ts`;
    case "article":
      return `app/content/articles/${page.record.slug}.ts`;
    case "legal":
      return `app/content/legal/${page.record.slug}.ts`;
  }
}

/** Every internal link a record makes, with the field it sits in. */
export function recordLinks(page: PageEntry): { field: string; to: string }[] {
  const links: { field: string; to: string }[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === "string") for (const to of inlineLinks(value)) links.push({ field, to });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${field}[${i}]`));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        const f = field ? `${field}.${k}` : k;
        if ((k === "link" || k === "url") && typeof v === "string" && v.startsWith("/"))
          links.push({ field: f, to: v });
        else walk(v, f);
      }
  };
  walk(page.record, "");
  if (page.type === "city")
    page.record.relatedCities.forEach((slug, i) =>
      links.push({ field: `relatedCities[${i}]`, to: `/${slug}-travel-guide-2025` }),
    );
  return links;
}

export function integrityProblems(pages: PageEntry[]): string[] {
  const problems: string[] = [];
  const paths = new Set(pages.map((p) => p.path));
  const seen = {
    path: new Map<string, string>(),
    title: new Map<string, string>(),
    description: new Map<string, string>(),
  };

  for (const page of pages) {
    const file = recordFile(page);
    for (const key of ["path", "title", "description"] as const) {
      const other = seen[key].get(page[key]);
      if (other) problems.push(`${file}: ${key} "${page[key]}" is also used by ${other}`);
      else seen[key].set(page[key], file);
    }
    if (page.title.length > TITLE_MAX)
      problems.push(`${file}: title is ${page.title.length} characters; at most ${TITLE_MAX}`);
    if (page.description.length < DESCRIPTION_MIN || page.description.length > DESCRIPTION_MAX)
      problems.push(
        `${file}: description is ${page.description.length} characters; it must be ${DESCRIPTION_MIN}-${DESCRIPTION_MAX}`,
      );
    for (const { field, to } of recordLinks(page)) {
      const target = to.split("#")[0] || "/";
      if (!paths.has(target)) problems.push(`${file}: ${field} links to ${to}, which is not a page`);
      if (target === page.path && page.type !== "landing") problems.push(`${file}: ${field} links to the page itself`);
    }
    if (page.type === "city" && new Set(page.record.relatedCities).size !== page.record.relatedCities.length)
      problems.push(`${file}: relatedCities lists a city twice`);
  }
  return problems;
}

export function assertIntegrity(pages: PageEntry[]): void {
  const problems = integrityProblems(pages);
  if (problems.length) throw new ContentError(problems);
}

/** All visible text of a record (for duplicate and word-count tests). */
export function recordText(page: PageEntry): string[] {
  return collectStrings(
    page.record,
    new Set(["seo", "slug", "keywords", "metaTitle", "metaDescription", "link", "url", "relatedCities", "id"]),
  );
}
