/**
 * First-person claims agree with the trip log (app/content/trip-log.yaml): every experience quote,
 * anecdote and "what we used" names only cities, months, years and trip lengths the log records.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { registry } from "../lib/registry";
import { tripLogSchema } from "./schemas/trip-log";

const { pages } = registry();

const log = tripLogSchema.parse(parse(readFileSync(path.join(import.meta.dirname, "trip-log.yaml"), "utf8")));
const textOf = (v: unknown) =>
  typeof v === "object" && v && "text" in v ? String((v as { text: string }).text) : String(v);

/** Every first-person passage on every page, with where it stands. */
const passages = pages.flatMap((p) => {
  const r = p.record as Record<string, unknown>;
  const out: { where: string; text: string }[] = [];
  const body = r.body as { quotes?: readonly { by: string; text: string }[] } | undefined;
  for (const q of body?.quotes ?? []) out.push({ where: `${p.path} quote`, text: `${q.by} ${q.text}` });
  if (r.personalAnecdote) out.push({ where: `${p.path} personalAnecdote`, text: textOf(r.personalAnecdote) });
  for (const key of ["optionAReview", "optionBReview"] as const) {
    const review = r[key] as { ourExperience?: unknown } | undefined;
    if (review?.ourExperience)
      out.push({ where: `${p.path} ${key}.ourExperience`, text: textOf(review.ourExperience) });
  }
  const verdict = r.finalVerdict as { whatWeUsed?: unknown } | undefined;
  if (verdict?.whatWeUsed) out.push({ where: `${p.path} finalVerdict.whatWeUsed`, text: textOf(verdict.whatWeUsed) });
  return out;
});

/** Names compared with straight apostrophes: the pages print Xi’an, an editor may type Xi'an. */
const norm = (s: string) => s.replace(/[’‘]/g, "'");
const cityNames = pages.flatMap((p) => (p.type === "city" ? [norm(p.record.cityName)] : []));
const loggedCities = new Set(log.trips.flatMap((t) => t.route.map(norm)));
const months = "January|February|March|April|May|June|July|August|September|October|November|December";

/** What a passage claims that the log does not record. */
export function unloggedClaims(passage: string, trips = log.trips): string[] {
  const problems: string[] = [];
  const text = norm(passage);
  const cities = new Set(trips.flatMap((t) => t.route.map(norm)));
  for (const city of cityNames)
    if (!cities.has(city) && new RegExp(`\\b${city}\\b`).test(text)) problems.push(`names ${city}`);
  for (const m of text.matchAll(new RegExp(`\\b(${months}) (\\d{4})\\b`, "g")))
    if (!trips.some((t) => t.month === m[1] && t.year === Number(m[2]))) problems.push(`dates a trip ${m[1]} ${m[2]}`);
  for (const m of text.matchAll(/\b(\d+)-day trip\b/g))
    if (!trips.some((t) => t.days === Number(m[1]))) problems.push(`calls it a ${m[1]}-day trip`);
  return problems;
}

describe("trip log", () => {
  it("records the trip the product is built on", () => {
    expect(log.trips[0]).toMatchObject({ month: "September", year: 2025, days: 14 });
    for (const city of log.trips[0]!.route) expect(cityNames).toContain(norm(city));
  });
  it("finds first-person passages to check", () => expect(passages.length).toBeGreaterThan(20));
  it("every first-person passage agrees with it", () => {
    expect(passages.flatMap((p) => unloggedClaims(p.text).map((c) => `${p.where}: ${c}`))).toEqual([]);
  });
  it("catches a passage that does not agree", () => {
    const other = [...cityNames].find((c) => !loggedCities.has(c))!;
    expect(unloggedClaims(`On our 10-day trip in May 2024 we loved ${other}.`)).toEqual([
      `names ${other}`,
      "dates a trip May 2024",
      "calls it a 10-day trip",
    ]);
  });
});
