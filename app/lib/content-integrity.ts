/**
 * Checks that hold across records: unique paths, titles and descriptions,
 * SEO bounds, and every internal link pointing to a registered page. The
 * registry runs them when it loads, so a bad record stops the build with
 * `file:line: problem`.
 */
import { textOf } from "./content/markdown";
import { isCompiled, type Body, type Prose } from "./content/prose";
import { cityPath } from "./paths";
import type { PageEntry } from "./content/records";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "./seo-limits";

interface FoundLink {
  /** Field path inside the record. */
  field: (string | number)[];
  to: string;
  /** File line of the link. */
  line: number;
}

/** Every internal link a record makes: in prose, in link fields, as related cities and in a hub's topics. */
export function recordLinks(page: PageEntry): FoundLink[] {
  const links: FoundLink[] = [];
  const { locate } = page.source;
  const walk = (value: unknown, field: (string | number)[]) => {
    if (isCompiled(value)) {
      for (const l of value.links) links.push({ field, to: l.url, line: locate(field, l.line, l.offset) });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...field, i]));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        if ((k === "link" || k === "url") && typeof v === "string" && v.startsWith("/"))
          links.push({ field: [...field, k], to: v, line: locate([...field, k]) });
        else walk(v, [...field, k]);
      }
  };
  walk(page.record, []);
  if (page.type === "city")
    page.record.relatedCities.forEach((slug, i) =>
      links.push({ field: ["relatedCities", i], to: cityPath(slug), line: locate(["relatedCities", i]) }),
    );
  if (page.type === "page")
    page.record.topics.forEach((t, i) =>
      t.paths.forEach((to, j) => {
        const field = ["topics", i, "paths", j];
        links.push({ field, to, line: locate(field) });
      }),
    );
  return links;
}

/**
 * `invalidPaths`: pages whose documents exist but failed validation (already
 * reported); links to them are not reported a second time.
 */
export function integrityProblems(pages: PageEntry[], invalidPaths: string[] = []): string[] {
  const problems: string[] = [];
  const paths = new Set([...pages.map((p) => p.path), ...invalidPaths]);
  const seen = {
    path: new Map<string, string>(),
    title: new Map<string, string>(),
    description: new Map<string, string>(),
  };

  for (const page of pages) {
    const { file, locate, titleField, descriptionField } = page.source;
    const at = (field: readonly PropertyKey[]) => `${file}:${locate(field)}`;
    const fieldOf = { path: ["slug"], title: titleField, description: descriptionField };
    for (const key of ["path", "title", "description"] as const) {
      const other = seen[key].get(page[key]);
      if (other) problems.push(`${at(fieldOf[key])}: ${key} "${page[key]}" is also used by ${other}`);
      else seen[key].set(page[key], file);
    }
    if (page.title.length > TITLE_MAX)
      problems.push(`${at(titleField)}: title is ${page.title.length} characters; at most ${TITLE_MAX}`);
    if (page.description.length < DESCRIPTION_MIN || page.description.length > DESCRIPTION_MAX)
      problems.push(
        `${at(descriptionField)}: description is ${page.description.length} characters; it must be ${DESCRIPTION_MIN}-${DESCRIPTION_MAX}`,
      );
    for (const { field, to, line } of recordLinks(page)) {
      const target = to.split("#")[0] || "/";
      const name = field.join(".");
      if (!paths.has(target)) problems.push(`${file}:${line}: ${name}: links to ${to}, which is not a page`);
      else if (target === page.path && page.type !== "landing")
        problems.push(`${file}:${line}: ${name}: links to the page itself`);
    }
    if (page.type === "city" && new Set(page.record.relatedCities).size !== page.record.relatedCities.length)
      problems.push(`${at(["relatedCities"])}: relatedCities lists a city twice`);
  }
  return problems;
}

/** Keys whose values a reader does not see as running text. */
const notText = new Set([
  "seo",
  "slug",
  "keywords",
  "metaTitle",
  "metaDescription",
  "link",
  "url",
  "relatedCities",
  "id",
  "published",
  "updated",
  "reviewed",
  "states",
  "sources",
  "changes",
]);

/**
 * All visible text of a record (for duplicate and word-count tests). `factsAsFigures`: each cited fact as one
 * figure ("0") rather than its value's words, for the copied-prose check.
 */
export function recordText(page: PageEntry, { factsAsFigures = false } = {}): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (isCompiled(value)) out.push(factsAsFigures ? ownWords(value) : value.text);
    else if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) if (!notText.has(k)) walk(v);
  };
  walk(page.record);
  return out;
}

/** A compiled field's words with each cited fact as one figure ("0"): what the page itself wrote. */
function ownWords(value: Prose | Body): string {
  const trees = "tree" in value ? [value.tree] : value.sections.flatMap((s) => [s.title, s.tree]);
  return trees.map((t) => (typeof t === "string" ? t : textOf(t, "0"))).join(" ");
}

/**
 * Every internal link a tool dataset makes (`link` fields) points to a
 * registered page: datasets link readers to the guides as pages do.
 */
export function datasetLinkProblems(
  datasets: { file: string; locate(path: readonly PropertyKey[]): number; data: unknown }[],
  paths: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const d of datasets) {
    const walk = (value: unknown, field: (string | number)[]) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...field, i]));
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value)) {
          if (k === "link" && typeof v === "string") {
            const target = v.split("#")[0] || "/";
            if (!paths.has(target))
              problems.push(
                `${d.file}:${d.locate([...field, k])}: ${[...field, k].join(".")}: links to ${v}, which is not a page`,
              );
          } else walk(v, [...field, k]);
        }
    };
    walk(d.data, []);
  }
  return problems;
}
