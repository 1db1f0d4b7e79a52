/**
 * Every sight a full record (a sight a traveller can plan a day on): its rank for a first visit and why,
 * its area of the city, the time to allow and a ticket figure. The sights written before these fields
 * existed are filled in city by city; the count of gaps may only go down (lower SIGHT_GAPS_BUDGET as it
 * does), and a new sight must come complete.
 */
import { describe, expect, it } from "vitest";
import { registry, type EntryOf } from "../lib/registry";
import { fullRecordGaps, sightListProblems, type City } from "./schemas/city";

/** Gaps left in the sights' records (a missing field of one sight counts one). Only ever lower it. */
export const SIGHT_GAPS_BUDGET = 19;

const cities = registry().pages.filter((p): p is EntryOf<"city"> => p.type === "city");
const gaps = cities.flatMap((c) =>
  c.record.topAttractions.flatMap((a) => fullRecordGaps(a).map((field) => `${c.record.slug}: ${a.id} lacks ${field}`)),
);

describe("sights as full records", () => {
  it(`leaves at most ${SIGHT_GAPS_BUDGET} gaps`, () => {
    expect(gaps.length, gaps.join("\n")).toBeLessThanOrEqual(SIGHT_GAPS_BUDGET);
  });

  const sight = cities[0]!.record.topAttractions[0]!;
  it("names each missing field of a sight (a fixture without its new fields)", () => {
    const bare: City["topAttractions"][number] = {
      ...sight,
      rank: undefined,
      why: undefined,
      area: undefined,
      allowHours: undefined,
      ticket: undefined,
      price: "¥60",
    };
    expect(fullRecordGaps(bare)).toEqual(["rank", "why", "area", "allowHours", "ticket"]);
    expect(fullRecordGaps({ ...bare, price: "Free" })).toEqual(["rank", "why", "area", "allowHours"]);
  });

  it("refuses two sights of a city with one id, and a time to allow that runs backwards", () => {
    const a = { id: "forbidden-city", name: "Forbidden City", allowHours: [2, 4] as [number, number] };
    expect(sightListProblems([a, { ...a, name: "Copy", allowHours: [3, 2] }])).toEqual([
      { index: 1, field: "id", message: 'Copy: id "forbidden-city" is already sight 1\'s (Forbidden City)' },
      { index: 1, field: "allowHours", message: "Copy: allowHours goes from the shorter time to the longer" },
    ]);
    expect(sightListProblems([a, { ...a, id: "palace-museum" }])).toEqual([]);
  });
});
