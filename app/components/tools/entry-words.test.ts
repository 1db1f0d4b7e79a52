import { describe, expect, it } from "vitest";
import type { EntryOption, EntryResult } from "../../lib/tools/entry-check";
import { inputProblemText, reasonText, stayRuleText, summaryText } from "./entry-words";

const sources = ["s"];

describe("the entry checker's words", () => {
  it("tells a stay over the limit from a stay on the disputed last day, per option", () => {
    expect(
      reasonText({ ok: false, code: "stay-too-long", option: "visa-free", plannedDays: 31, stayDays: 30, sources }),
    ).toBe(
      "Your plan is 31 days; the limit is 30. A longer stay needs a visa, or a stay permit from a public-security exit-entry office.",
    );
    expect(
      reasonText({ ok: false, code: "stay-too-long", option: "mutual", plannedDays: 31, stayDays: 30, sources }),
    ).toBe("Your plan is 31 days; the agreement allows 30 per entry.");
    expect(reasonText({ ok: false, code: "stay-last-day-disputed", plannedDays: 30, sources })).toBe(
      "You leave on day 30 after arrival: fine if the days count from the day after arrival, one day over if your arrival day counts. Leave a day earlier to be safe.",
    );
  });

  it("says a route, a limit per 180 days and a purpose only when the code carries them", () => {
    expect(reasonText({ ok: false, code: "route-round-trip", sources })).toMatch(/round trip, not transit/);
    expect(reasonText({ ok: true, code: "route-is-transit", viaRegion: true, sources })).toMatch(
      /seat\. Hong Kong, Macao and Taiwan count as regions of their own for this rule\.$/,
    );
    expect(reasonText({ ok: true, code: "route-is-transit", viaRegion: false, sources })).toMatch(/seat\.$/);
    const agreement = { ok: true, code: "agreement", country: "Thailand", stayDays: 30, sources } as const;
    expect(reasonText({ ...agreement, maxDaysPer180: 90 })).toBe(
      "China and Thailand exempt each other's ordinary passports from visas: up to 30 days per entry, at most 90 days in any 180.",
    );
    expect(reasonText(agreement)).toBe(
      "China and Thailand exempt each other's ordinary passports from visas: up to 30 days per entry.",
    );
    expect(reasonText({ ok: true, code: "visa-for-purpose", purpose: "family", sources })).toBe(
      "Apply at a Chinese embassy or visa centre for the visa that matches your purpose (visiting family or friends).",
    );
    expect(reasonText({ ok: true, code: "permit", name: "Permit", nameZh: "证", province: "Tibet", sources })).toBe(
      "Permit (证) for Tibet.",
    );
  });

  it("explains how each kind of deadline was counted, and words each input problem", () => {
    expect(stayRuleText({ code: "days", days: 30 })).toMatch(/^30 days\. .*counts your arrival day as day 1\.$/);
    expect(stayRuleText({ code: "hours", hours: 240 })).toBe(
      "240 hours, counted from 00:00 on the day after you arrive (how border inspection counts them).",
    );
    expect(inputProblemText["exit-before-entry"]).toBe("The leaving date is before the arrival date.");
  });

  it("heads the answer with its one verdict and, for a fitting option, the day to leave by", () => {
    const visaFree: EntryOption = {
      id: "visa-free",
      verdict: "check",
      reasons: [],
      notCovered: [],
      deadline: { date: "2026-12-31", safe: "2026-12-30", rule: { code: "days", days: 30 }, sources },
    };
    const transit: EntryOption = {
      id: "transit",
      verdict: "yes",
      reasons: [],
      notCovered: [],
      deadline: { date: "2026-12-11", rule: { code: "hours", hours: 240 }, sources },
    };
    const answer = (outcome: EntryResult["outcome"], best: EntryOption): EntryResult => ({
      inputProblems: [],
      outcome,
      options: [best],
      permits: [],
      carry: [],
    });
    expect(summaryText(answer("check", visaFree))).toBe(
      "30-day visa-free entry: check first. It needs no visa if the point marked below holds. Safe plan: leave by Wednesday, December 30, 2026.",
    );
    expect(summaryText(answer("free", transit))).toBe(
      "240-hour visa-free transit: fits your plan, no visa needed. Last day in China: Friday, December 11, 2026.",
    );
    expect(summaryText(answer("visa", { ...transit, id: "visa", deadline: undefined }))).toBe(
      "No visa-free option fits this plan: you need a Chinese visa.",
    );
  });
});
