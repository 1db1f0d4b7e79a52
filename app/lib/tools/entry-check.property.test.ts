/**
 * Every passport the checker's form offers, run through the engine against the
 * dataset's own lists: a nationality on a list gets that list's answer, and one
 * on no list is told it needs a visa. A wrong code, a duplicate name or an
 * answer that disagrees with the lists fails here, naming the nationality.
 */
import { describe, expect, it } from "vitest";
import { loadEntryRules } from "./entry-rules-for-tests";
import { places } from "./countries";
import { OTHER_REGIONS } from "./country-codes";
import { addDays } from "./dates";
import { checkEntry, type EntryInput, type EntryResult, type OptionId } from "./entry-check";
import { confirmed, standing } from "../content/standing";

const loaded = loadEntryRules();
const rules = loaded.data;

const everyPlace = places();
const passports = everyPlace.filter((c) => !OTHER_REGIONS.includes(c.code));

/** Arrive early enough that a stay of the scheme's length ends before the announcement does. */
const arrival = addDays(rules.visaFree.validUntil, -(rules.visaFree.stayDays + 5));
/** A tourist round trip of `days` days, counting the arrival day as day 1 (the safe reading). */
const roundTrip = (code: string, days: number): EntryInput => ({
  nationality: code,
  purpose: "tourism",
  from: code,
  to: code,
  port: "",
  provinces: ["Beijing"],
  beyondCities: [],
  entryDate: arrival,
  entryTime: "",
  exitDate: addDays(arrival, days - 1),
});
const port = rules.transit.ports[0]!;
/** Five days in the transit port's own province, between two countries that are not the traveller's. */
const transitTrip = (code: string): EntryInput => {
  const [from, to] = everyPlace.filter((p) => p.code !== code && !OTHER_REGIONS.includes(p.code));
  return {
    ...roundTrip(code, 5),
    from: from!.code,
    to: to!.code,
    port: port.name,
    provinces: [port.province],
  };
};
/** Whether a list entry's sources confirm it, read from the dataset's own tiers (decision 0025). */
const confirmedBy = (ids: readonly string[]) =>
  confirmed(standing(ids.map((id) => rules.sources.find((s) => s.id === id)!)));
const verdictOf = (r: EntryResult, id: OptionId) => r.options.find((o) => o.id === id)?.verdict;
/** The headline's option and outcome, and the cards in order: what a reader would see. */
const seen = (r: EntryResult) => `${r.outcome}: ${r.options.map((o) => `${o.id}=${o.verdict}`).join(", ")}`;

describe("the passport list", () => {
  it("offers each country once, under one current code and one name", () => {
    const codes = passports.map((p) => p.code);
    const names = passports.map((p) => p.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const old of ["DD", "UK", "YU", "SU", "CS", "EU", "ZZ"]) expect(codes).not.toContain(old);
    expect(passports.filter((p) => p.name === "Germany").map((p) => p.code)).toEqual(["DE"]);
    expect(passports.filter((p) => p.name === "United Kingdom").map((p) => p.code)).toEqual(["GB"]);
  });
  it("offers every nationality the dataset lists", () => {
    const offered = new Set(passports.map((p) => p.code));
    const listed = [
      ...rules.visaFree.countries,
      ...rules.visaFree.lapsed,
      ...rules.mutual,
      ...rules.transit.countries,
    ].map((c) => c.code);
    expect(listed.filter((c) => !offered.has(c))).toEqual([]);
  });
});

describe.each(passports)("a $name passport ($code)", ({ code }) => {
  const listing = rules.visaFree.countries.find((c) => c.code === code);
  const visaFree = listing !== undefined;
  const lapsed = rules.visaFree.lapsed.some((c) => c.code === code);
  const agreement = rules.mutual.find((c) => c.code === code);
  const transit = rules.transit.countries.some((c) => c.code === code);

  // An entry the lists hold as confirmed and not in doubt answers "free"; one resting on less, or in doubt, "check".
  const sure = visaFree
    ? confirmedBy(listing.sources ?? rules.visaFree.sources)
    : agreement !== undefined && confirmedBy(agreement.sources) && !agreement.inDoubt;

  it("gets the answer the dataset's lists give for a tourist round trip", () => {
    const stay = visaFree ? rules.visaFree.stayDays : (agreement?.stayDays ?? rules.visaFree.stayDays);
    const r = checkEntry(rules, roundTrip(code, stay));
    if (visaFree || agreement) {
      const id = visaFree ? "visa-free" : "mutual";
      expect(seen(r)).toMatch(sure ? /^free: / : /^check: /);
      expect(verdictOf(r, id)).toBe(sure ? "yes" : "check");
      expect(r.options[0]!.id).toBe(id);
      if (!sure)
        expect(r.options[0]!.reasons.map((x) => x.code)).toContain(
          agreement?.inDoubt ? "agreement-in-doubt" : "rule-unconfirmed",
        );
    } else if (lapsed) {
      expect(seen(r)).toMatch(/^check: visa-free=check, visa=yes/);
    } else {
      expect(seen(r)).toMatch(/^visa: visa=yes/);
    }
  });

  it("gets the answer the transit list gives for a journey on to a third country", () => {
    const r = checkEntry(rules, transitTrip(code));
    // A listed passport gets "yes" while the transit rule is confirmed by its sources, "check" while it is not.
    expect(verdictOf(r, "transit")).toBe(transit ? (confirmedBy(rules.transit.sources) ? "yes" : "check") : "no");
    const anyList = transit || visaFree || agreement !== undefined || lapsed;
    expect(r.outcome === "visa", seen(r)).toBe(!anyList);
  });

  it("never hears it needs a visa above an option that fits", () => {
    for (const input of [roundTrip(code, 30), roundTrip(code, 31), transitTrip(code)]) {
      const r = checkEntry(rules, input);
      const fits = r.options.some((o) => o.id !== "visa" && o.verdict !== "no");
      expect(r.outcome === "visa", seen(r)).toBe(!fits);
      if (r.outcome !== "visa") expect(r.options[0]!.id).not.toBe("visa");
    }
  });

  it("is given a source for every reason and every thing to carry", () => {
    for (const input of [roundTrip(code, 31), transitTrip(code)]) {
      const r = checkEntry(rules, input);
      for (const reason of [...r.options.flatMap((o) => o.reasons), ...r.carry])
        expect(reason.sources.length, reason.code).toBeGreaterThan(0);
    }
  });
});
