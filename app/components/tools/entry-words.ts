/**
 * The entry checker's words: the engine (app/lib/tools/entry-check.ts) answers
 * in codes with the values each sentence needs, and this module says them in
 * English. Every sentence an answer shows is here, so the voice is changed in
 * one place and the engine's logic never reads its own words.
 */
import { longDate } from "../../lib/dates";
import type { EntryResult, InputProblem, OptionId, Purpose, ReasonCode, StayRule } from "../../lib/tools/entry-check";

export const purposeLabel: Record<Purpose, string> = {
  tourism: "Tourism",
  business: "Business",
  family: "Visiting family or friends",
  exchange: "Exchange visit",
  work: "Work",
  study: "Study",
  journalism: "Journalism",
};

export const optionTitle: Record<OptionId, string> = {
  "visa-free": "30-day visa-free entry",
  mutual: "Visa exemption agreement",
  hainan: "Hainan's 30-day visa-free entry",
  transit: "240-hour visa-free transit",
  visa: "Chinese visa",
};

export const inputProblemText: Record<InputProblem, string> = {
  "no-entry-date": "Enter the date you arrive in mainland China.",
  "no-exit-date": "Enter the date you leave mainland China.",
  "bad-entry-time": "Enter the arrival time as hours and minutes.",
  "exit-before-entry": "The leaving date is before the arrival date.",
};

type Code = ReasonCode["code"];
/** One sentence per code, each from the values its code carries. */
const sentences: { [C in Code]: (r: Extract<ReasonCode, { code: C }>) => string } = {
  "purpose-covered": (r) => `${purposeLabel[r.purpose]} is a purpose visa-free entry covers.`,
  "purpose-needs-visa": (r) =>
    `${purposeLabel[r.purpose]} is not covered by any visa-free option: apply for the visa for that purpose.`,

  "visa-free-listed": (r) =>
    `${r.country} is on the list of ${r.listed} countries whose ordinary passports may enter without a visa for up to ${r.stayDays} days` +
    (r.openEnded ? `; no end date has been announced for ${r.country}.` : "."),
  "visa-free-after-announcement": (r) =>
    `The current announcement runs to ${r.validUntil} (last day of entry) and you arrive later: check whether it has been extended before you book.`,
  "visa-free-trial-ended": (r) =>
    `Visa-free entry for ${r.country} was a trial that ran until ${r.until}; no official text or press report of an extension has been found. Check with the Chinese embassy before you travel.`,
  "trial-extension-reported": (r) =>
    `Unconfirmed: ${r.text}. Check with the Chinese embassy or consulate before you book.`,
  "rule-unconfirmed": (r) =>
    `Unconfirmed: no official text or two press reports back this ${r.rule === "visa-free" || r.rule === "hainan" ? "listing" : r.rule === "agreement" ? "agreement" : "rule"} yet. Check with the Chinese embassy or consulate where you live before you book.`,
  "visa-free-not-listed": (r) => `Your passport is not on the list of ${r.listed} countries (as of ${r.listDate}).`,

  "stay-last-day-disputed": (r) =>
    `You leave on day ${r.plannedDays} after arrival: fine if the days count from the day after arrival, one day over if your arrival day counts. Leave a day earlier to be safe.`,
  "stay-too-long": (r) =>
    `Your plan is ${r.plannedDays} days; ` +
    (r.option === "mutual"
      ? `the agreement allows ${r.stayDays} per entry.`
      : `the limit is ${r.stayDays}. A longer stay needs a visa, or a stay permit from a public-security exit-entry office.`),

  agreement: (r) =>
    `China and ${r.country} exempt each other's ordinary passports from visas: up to ${r.stayDays} days per entry` +
    (r.maxDaysPer180 ? `, at most ${r.maxDaysPer180} days in any 180` : "") +
    (r.maxDaysPerYear ? `, at most ${r.maxDaysPerYear} days in a calendar year` : "") +
    ".",
  "agreement-unconfirmed": (r) => `Not confirmed: ${r.note}.`,
  "agreement-in-doubt": (r) =>
    `In doubt: ${r.note}. Check with the Chinese embassy or consulate before you travel, or apply for a visa.`,

  "hainan-listed": (r) =>
    `${r.country} is one of the ${r.listed} countries whose ordinary passports may enter Hainan without a visa, for up to ${r.stayDays} days in Hainan only.`,
  "hainan-not-listed": (r) => `Your passport is not one of the ${r.listed} countries of Hainan's own scheme.`,
  "hainan-only": (r) => `Your whole trip is in ${r.province}, the only province this scheme lets you visit.`,
  "hainan-places-missing": (r) =>
    `This scheme covers a trip to ${r.province} only: choose ${r.province} under where you will go if that is your whole trip.`,
  "hainan-places-outside": (r) =>
    `This scheme lets you stay in ${r.province} only; your plan includes ${r.provinces.join(", ")}.`,
  "hainan-port": (r) => `${r.port} (${r.portZh}) is a port in Hainan.`,
  "hainan-port-elsewhere": (r) =>
    `${r.port} is not in ${r.province}: you must enter at a port in ${r.province} (Haikou, Sanya, or a seaport open to foreigners).`,
  "hainan-port-unknown": (r) =>
    `You must arrive at a port in ${r.province}: its airports at Haikou and Sanya, or a seaport open to foreigners.`,
  "hainan-condition": (r) => r.text,
  "transit-listed": (r) => `${r.country} is one of the ${r.listed} nationalities that may transit without a visa.`,
  "transit-not-listed": (r) => `Your passport is not one of the ${r.listed} nationalities the transit rule covers.`,
  "route-missing": () =>
    "Say where you fly in from and where you fly on to: transit means arriving from one country or region and leaving for another.",
  "route-touches-mainland": () => "Transit means arriving from outside mainland China and leaving for outside it.",
  "route-round-trip": () =>
    "Arriving from and leaving for the same country or region is a round trip, not transit: you must fly on to a third country or region.",
  "route-is-transit": (r) =>
    "You arrive from one country or region and fly on to another: that is transit, as long as the onward ticket has a confirmed date and seat." +
    (r.viaRegion ? " Hong Kong, Macao and Taiwan count as regions of their own for this rule." : ""),
  "transit-port": (r) => `${r.port} (${r.portZh}) is a transit port.`,
  "not-a-transit-port": (r) => `You must arrive at one of the ${r.ports} ports that offer visa-free transit.`,
  "places-outside-transit": (r) =>
    `Transit visitors may stay only in the ${r.regions} permitted provinces and cities; your plan includes ${r.provinces.join(", ")}.`,
  "places-inside-transit": () =>
    "Every place on your plan is inside the area transit visitors may travel in, across provinces.",
  "transit-exit-too-late": (r) => `Your plan leaves on ${r.exitDate}, after the last day of the ${r.hours} hours.`,

  "visa-for-purpose": (r) =>
    `Apply at a Chinese embassy or visa centre for the visa that matches your purpose (${purposeLabel[r.purpose].toLowerCase()}).`,
  "visa-any-nationality": () =>
    "Any nationality can apply at a Chinese embassy or visa centre; the visa's own stay limit is printed on it.",

  "carry-visa-passport": () => "Your passport with the visa in it, valid for your whole stay.",
  "carry-ordinary-passport": () =>
    "Your ordinary passport (not a travel document or emergency passport), valid for your whole stay.",
  "carry-onward-ticket": () =>
    "A confirmed onward ticket with a date and seat to a third country or region (printed or on your phone).",
  "carry-purpose-papers": () =>
    "Papers that match your purpose: hotel bookings and your return or onward flight, or an invitation letter.",
  "border-rule": (r) => r.text,
  permit: (r) => `${r.name} (${r.nameZh}) for ${r.province}.`,
};

/** A reason (or a thing to carry) as the answer says it. */
export const reasonText = <R extends ReasonCode>(reason: R): string =>
  (sentences[reason.code] as (r: R) => string)(reason);

/** How a deadline was counted, as the answer explains it under the date. */
export const stayRuleText = (rule: StayRule): string =>
  rule.code === "days"
    ? `${rule.days} days. Visas and visa-free transit count from 00:00 on the day after arrival; no official text says the same for this option, so the safe plan counts your arrival day as day 1.`
    : rule.code === "days-from-next"
      ? `${rule.days} days, counted from 00:00 on the day after you arrive (as the rule's own notice says).`
      : `${rule.hours} hours, counted from 00:00 on the day after you arrive (how border inspection counts them).`;

/** The headline: the answer's one verdict, in words, from the option it names. */
export function summaryText(result: EntryResult): string {
  const best = result.options[0]!;
  const title = optionTitle[best.id];
  const d = best.deadline;
  const when = !d
    ? ""
    : d.safe
      ? ` Safe plan: leave by ${longDate(d.safe)}.`
      : ` Last day in China: ${longDate(d.date)}.`;
  switch (result.outcome) {
    case "visa":
      return "No visa-free option fits this plan: you need a Chinese visa.";
    case "free":
      return `${title}: fits your plan, no visa needed.${when}`;
    case "check":
      return `${title}: check first. It needs no visa if the point marked below holds.${when}`;
  }
}
