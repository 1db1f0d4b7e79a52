/**
 * The entry checker's rule engine: from a traveller's passport, route, port,
 * places and dates to the entry options that apply, each with its reasons,
 * its latest exit and its sources. Pure and browser-safe; it reads only the
 * dataset (app/content/data/entry-rules.yaml). The border officer decides:
 * the page says so next to every answer.
 */
import type { EntryRules as Dataset } from "../../content/schemas/entry-rules";
import { canonicalCode, MAINLAND, OTHER_REGIONS } from "./country-codes";
import { addDays, addHours, daysBetween, isDate, isTime } from "./dates";

/** The lists the engine reads: the dataset without its source details (answers name sources by id). */
export type EntryRules = Omit<Dataset, "sources">;

export const purposes = {
  tourism: "Tourism",
  business: "Business",
  family: "Visiting family or friends",
  exchange: "Exchange visit",
  work: "Work",
  study: "Study",
  journalism: "Journalism",
} as const;
export type Purpose = keyof typeof purposes;
/** Purposes no visa-free option covers (MFA and NIA texts): these need a visa for that purpose. */
const visaOnlyPurposes: Purpose[] = ["work", "study", "journalism"];

export interface EntryInput {
  /** Passport nationality, ISO 3166 alpha-2. */
  nationality: string;
  purpose: Purpose;
  /** Country or region the flight (train, ship) to China leaves from. */
  from: string;
  /** Country or region the traveller leaves China for. */
  to: string;
  /** Entry port: a transit port's name, or "" for any other port. */
  port: string;
  /** Provinces (dataset names) the traveller will visit. */
  provinces: string[];
  /** Of those, provinces where the traveller goes beyond the cities transit visitors may visit. */
  beyondCities: string[];
  entryDate: string;
  /** HH:MM, optional: needed only for the strict 240-hour reading. */
  entryTime: string;
  exitDate: string;
}

export type OptionId = "visa-free" | "mutual" | "transit" | "visa";
/** yes: the option fits the plan; no: it does not; check: it may, but something must be confirmed first. */
export type Verdict = "yes" | "no" | "check";

export interface Reason {
  ok: boolean;
  text: string;
  sources: string[];
}

export interface Deadline {
  /** The last day you may still be in China; leave before midnight at its end. */
  date: string;
  /** How the day was counted. */
  rule: string;
  sources: string[];
  /** For day-counted stays: the last day if your arrival day counts as day 1 (the reading no officer can dispute). */
  safe?: string;
  /** For 240-hour transit: exactly 240 hours from the time of entry, the reading with no room for argument. */
  strict?: { date: string; time: string };
}

export interface EntryOption {
  id: OptionId;
  title: string;
  verdict: Verdict;
  reasons: Reason[];
  deadline?: Deadline;
  /** Provinces on the plan this option does not let the traveller visit. */
  notCovered: string[];
}

/**
 * The one verdict of an answer, which its headline and every card follow.
 * free: a visa-free option fits the plan; check: one may fit once the point it
 * raises is confirmed (a visa is the sure way); visa: no visa-free option fits.
 */
export type Outcome = "free" | "check" | "visa";

export interface EntryResult {
  /** Problems with the answers themselves (missing or impossible dates). */
  inputProblems: string[];
  outcome: Outcome;
  /**
   * Best first: the option the outcome names, then the others. A visa always
   * fits, but it is never ranked above a visa-free option that fits or may fit:
   * it comes first only when none does.
   */
  options: EntryOption[];
  /** Nights in China by the planned dates, when both dates are given. */
  plannedDays?: number;
  permits: EntryRules["permits"];
  /** What to have at the border for the recommended option. */
  carry: Reason[];
}

const titles: Record<OptionId, string> = {
  "visa-free": "30-day visa-free entry",
  mutual: "Visa exemption agreement",
  transit: "240-hour visa-free transit",
  visa: "Chinese visa",
};

const rank: Record<Verdict, number> = { yes: 0, check: 1, no: 2 };
const order: OptionId[] = ["visa-free", "mutual", "transit", "visa"];

/** The provinces on the plan that transit visitors may not enter, and limited provinces where the plan goes beyond the listed cities. */
export function transitNotCovered(rules: EntryRules, input: Pick<EntryInput, "provinces" | "beyondCities">): string[] {
  const regions = new Map(rules.transit.regions.map((r) => [r.province, r]));
  return input.provinces.filter((p) => {
    const region = regions.get(p);
    return !region || (region.cities !== undefined && input.beyondCities.includes(p));
  });
}

/**
 * The last day of a stay of `days` days, counted from 00:00 on the day after
 * entry: the official rule for visas and for visa-free transit
 * (docs/fact-checks/entry-and-permits.md 2.3, entry-mutual-exemption.md 2).
 * The stay ends at midnight at the end of entry day + `days`.
 */
export const lastDayOfStay = (entryDate: string, days: number) => addDays(entryDate, days);

/**
 * A stay of `days` days under visa-free entry or an agreement: no official text
 * says how those days are counted, so the answer gives the last day as visas
 * and transit count it, and one day earlier as the safe plan (arrival day as
 * day 1).
 */
function dayCountedStay(rules: EntryRules, entryDate: string, days: number): Deadline {
  return {
    date: lastDayOfStay(entryDate, days),
    safe: addDays(entryDate, days - 1),
    rule: `${days} days. Visas and visa-free transit count from 00:00 on the day after arrival; no official text says the same for this option, so the safe plan counts your arrival day as day 1.`,
    sources: [...rules.transit.countingSources, ...rules.visaStayCountingSources],
  };
}

/** How a planned exit sits against a day-counted stay: inside the safe plan, on the disputed last day, or after it. */
function exitAgainst(deadline: Deadline, exitDate: string, plannedDays: number, limitText: string): Reason | undefined {
  if (exitDate <= (deadline.safe ?? deadline.date)) return undefined;
  if (exitDate <= deadline.date)
    return {
      ok: false,
      text: `You leave on day ${plannedDays} after arrival: fine if the days count from the day after arrival, one day over if your arrival day counts. Leave a day earlier to be safe.`,
      sources: deadline.sources,
    };
  return { ok: false, text: `Your plan is ${plannedDays} days; ${limitText}`, sources: deadline.sources };
}

/** Visa-free options by how well they fit, then in the order above; the visa after any that fits or may fit. */
function rankOptions(options: EntryOption[]): { outcome: Outcome; options: EntryOption[] } {
  const visa = options.find((o) => o.id === "visa")!;
  const free = options
    .filter((o) => o !== visa)
    .sort((a, b) => rank[a.verdict] - rank[b.verdict] || order.indexOf(a.id) - order.indexOf(b.id));
  const usable = free.filter((o) => o.verdict !== "no");
  const outcome: Outcome = usable.length === 0 ? "visa" : usable[0]!.verdict === "yes" ? "free" : "check";
  return { outcome, options: [...usable, visa, ...free.filter((o) => o.verdict === "no")] };
}

export function checkEntry(rules: EntryRules, answers: EntryInput): EntryResult {
  // An old or alias code (UK, DD) is read as the country's current one.
  const input: EntryInput = {
    ...answers,
    nationality: canonicalCode(answers.nationality),
    from: answers.from && canonicalCode(answers.from),
    to: answers.to && canonicalCode(answers.to),
  };
  const inputProblems: string[] = [];
  const datesGiven = isDate(input.entryDate) && isDate(input.exitDate);
  if (!isDate(input.entryDate)) inputProblems.push("Enter the date you arrive in mainland China.");
  if (!isDate(input.exitDate)) inputProblems.push("Enter the date you leave mainland China.");
  if (input.entryTime && !isTime(input.entryTime)) inputProblems.push("Enter the arrival time as hours and minutes.");
  const plannedDays = datesGiven ? daysBetween(input.entryDate, input.exitDate) : undefined;
  if (plannedDays !== undefined && plannedDays < 0) inputProblems.push("The leaving date is before the arrival date.");
  const exitAfter = (last: string) => datesGiven && input.exitDate > last;

  const visaOnly = visaOnlyPurposes.includes(input.purpose);
  const purposeReason: Reason = {
    ok: !visaOnly,
    text: visaOnly
      ? `${purposes[input.purpose]} is not covered by any visa-free option: apply for the visa for that purpose.`
      : `${purposes[input.purpose]} is a purpose visa-free entry covers.`,
    sources: rules.visaFree.conditionSources,
  };
  const permits = rules.permits.filter((p) => input.provinces.includes(p.province));

  const options: EntryOption[] = [];

  // 1. Unilateral visa-free entry.
  {
    const listed = rules.visaFree.countries.find((c) => c.code === input.nationality);
    const lapsed = rules.visaFree.lapsed.find((c) => c.code === input.nationality);
    const reasons: Reason[] = [];
    let verdict = "yes" as Verdict;
    const deadline = isDate(input.entryDate)
      ? dayCountedStay(rules, input.entryDate, rules.visaFree.stayDays)
      : undefined;
    if (listed) {
      reasons.push({
        ok: true,
        text: `${listed.name} is on the list of ${rules.visaFree.countries.length} countries whose ordinary passports may enter without a visa for up to ${rules.visaFree.stayDays} days.`,
        sources: rules.visaFree.sources,
      });
      if (isDate(input.entryDate) && input.entryDate > rules.visaFree.validUntil) {
        verdict = "check";
        reasons.push({
          ok: false,
          text: `The current announcement runs to ${rules.visaFree.validUntil} (last day of entry) and you arrive later: check whether it has been extended before you book.`,
          sources: rules.visaFree.sources.slice(0, 1),
        });
      }
    } else if (lapsed) {
      verdict = isDate(input.entryDate) && input.entryDate <= lapsed.until ? "yes" : "check";
      reasons.push({
        ok: verdict === "yes",
        text: `Visa-free entry for ${lapsed.name} was a trial that ran until ${lapsed.until}; we found no announcement extending it. Check with the Chinese embassy before you travel.`,
        sources: lapsed.sources,
      });
    } else {
      verdict = "no";
      reasons.push({
        ok: false,
        text: `Your passport is not on the list of ${rules.visaFree.countries.length} countries (as of ${rules.visaFree.listDate}).`,
        sources: rules.visaFree.sources,
      });
    }
    if (verdict !== "no") {
      if (!purposeReason.ok) verdict = "no";
      reasons.push(purposeReason);
      const over =
        deadline && plannedDays !== undefined && plannedDays >= 0
          ? exitAgainst(
              deadline,
              input.exitDate,
              plannedDays,
              `the limit is ${rules.visaFree.stayDays}. A longer stay needs a visa, or a stay permit from a public-security exit-entry office.`,
            )
          : undefined;
      if (over) {
        verdict = over.text.startsWith("Your plan") ? "no" : verdict === "yes" ? "check" : verdict;
        reasons.push(over);
      }
    }
    options.push({
      id: "visa-free",
      title: titles["visa-free"],
      verdict,
      reasons,
      notCovered: [],
      deadline: verdict === "no" ? undefined : deadline,
    });
  }

  // 2. Mutual visa exemption agreements.
  {
    const agreement = rules.mutual.find((c) => c.code === input.nationality);
    if (agreement) {
      const reasons: Reason[] = [
        {
          ok: true,
          text:
            `China and ${agreement.name} exempt each other's ordinary passports from visas: up to ${agreement.stayDays} days per entry` +
            (agreement.maxDaysPer180 ? `, at most ${agreement.maxDaysPer180} days in any 180.` : "."),
          sources: agreement.sources,
        },
        purposeReason,
      ];
      if (agreement.note)
        reasons.push({ ok: true, text: `Not confirmed: ${agreement.note}.`, sources: agreement.sources });
      const deadline = isDate(input.entryDate) ? dayCountedStay(rules, input.entryDate, agreement.stayDays) : undefined;
      let verdict: Verdict = purposeReason.ok ? "yes" : "no";
      const over =
        deadline && plannedDays !== undefined && plannedDays >= 0
          ? exitAgainst(deadline, input.exitDate, plannedDays, `the agreement allows ${agreement.stayDays} per entry.`)
          : undefined;
      if (over) {
        verdict = over.text.startsWith("Your plan") ? "no" : verdict === "yes" ? "check" : verdict;
        reasons.push(over);
      }
      options.push({
        id: "mutual",
        title: titles.mutual,
        verdict,
        reasons,
        notCovered: [],
        deadline: verdict === "no" ? undefined : deadline,
      });
    }
  }

  // 3. 240-hour visa-free transit.
  {
    const t = rules.transit;
    const listed = t.countries.find((c) => c.code === input.nationality);
    const reasons: Reason[] = [];
    let verdict = "yes" as Verdict;
    const fail = (text: string, sources: string[] = t.sources) => {
      verdict = "no";
      reasons.push({ ok: false, text, sources });
    };
    if (!listed) fail(`Your passport is not one of the ${t.countries.length} nationalities the transit rule covers.`);
    else
      reasons.push({
        ok: true,
        text: `${listed.name} is one of the ${t.countries.length} nationalities that may transit without a visa.`,
        sources: t.sources,
      });
    if (!purposeReason.ok) fail(purposeReason.text, purposeReason.sources);
    if (!input.from || !input.to) {
      verdict = verdict === "no" ? "no" : "check";
      reasons.push({
        ok: false,
        text: "Say where you fly in from and where you fly on to: transit means arriving from one country or region and leaving for another.",
        sources: t.sources,
      });
    } else if (input.from === MAINLAND || input.to === MAINLAND) {
      fail("Transit means arriving from outside mainland China and leaving for outside it.");
    } else if (input.from === input.to) {
      fail(
        "Arriving from and leaving for the same country or region is a round trip, not transit: you must fly on to a third country or region.",
      );
    } else {
      const special = OTHER_REGIONS.filter((r) => r === input.from || r === input.to);
      reasons.push({
        ok: true,
        text:
          "You arrive from one country or region and fly on to another: that is transit, as long as the onward ticket has a confirmed date and seat." +
          (special.length ? " Hong Kong, Macao and Taiwan count as regions of their own for this rule." : ""),
        sources: t.sources,
      });
    }
    const port = t.ports.find((p) => p.name === input.port);
    if (!port) fail(`You must arrive at one of the ${t.ports.length} ports that offer visa-free transit.`);
    else
      reasons.push({
        ok: true,
        text: `${port.name} (${port.nameZh}) is a transit port.`,
        sources: t.sources,
      });
    const notCovered = transitNotCovered(rules, input);
    if (notCovered.length)
      fail(
        `Transit visitors may stay only in the ${t.regions.length} permitted provinces and cities; your plan includes ${notCovered.join(", ")}.`,
      );
    else if (input.provinces.length)
      reasons.push({
        ok: true,
        text: `Every place on your plan is inside the area transit visitors may travel in, across provinces.`,
        sources: t.sources,
      });
    let deadline: Deadline | undefined;
    if (isDate(input.entryDate)) {
      const days = t.hours / 24;
      deadline = {
        date: lastDayOfStay(input.entryDate, days),
        rule: `${t.hours} hours, counted from 00:00 on the day after you arrive (how border inspection counts them).`,
        sources: t.countingSources,
        strict: isTime(input.entryTime) ? addHours(input.entryDate, input.entryTime, t.hours) : undefined,
      };
      if (exitAfter(deadline.date))
        fail(`Your plan leaves on ${input.exitDate}, after the last day of the ${t.hours} hours.`, t.countingSources);
    }
    options.push({
      id: "transit",
      title: titles.transit,
      verdict,
      reasons,
      notCovered,
      deadline: verdict === "no" ? undefined : deadline,
    });
  }

  // 4. A visa always remains.
  options.push({
    id: "visa",
    title: titles.visa,
    verdict: "yes",
    reasons: [
      {
        ok: true,
        text: visaOnly
          ? `Apply at a Chinese embassy or visa centre for the visa that matches your purpose (${purposes[input.purpose].toLowerCase()}).`
          : "Any nationality can apply at a Chinese embassy or visa centre; the visa's own stay limit is printed on it.",
        sources: rules.visaFree.conditionSources,
      },
    ],
    notCovered: [],
  });

  const ranked = rankOptions(options);
  const best = ranked.options[0]!;

  const carry: Reason[] = [
    {
      ok: true,
      text:
        best.id === "visa"
          ? "Your passport with the visa in it, valid for your whole stay."
          : "Your ordinary passport (not a travel document or emergency passport), valid for your whole stay.",
      sources: rules.visaFree.conditionSources,
    },
    ...(best.id === "transit"
      ? [
          {
            ok: true,
            text: "A confirmed onward ticket with a date and seat to a third country or region (printed or on your phone).",
            sources: rules.transit.sources,
          },
        ]
      : []),
    ...(best.id === "visa-free" || best.id === "mutual"
      ? [
          {
            ok: true,
            text: "Papers that match your purpose: hotel bookings and your return or onward flight, or an invitation letter.",
            sources: rules.visaFree.conditionSources,
          },
        ]
      : []),
    ...rules.border.map((b) => ({ ok: true, text: b.text, sources: b.sources })),
    ...permits.map((p) => ({ ok: true, text: `${p.name} (${p.nameZh}) for ${p.province}.`, sources: p.sources })),
  ];

  return { inputProblems, outcome: ranked.outcome, options: ranked.options, plannedDays, permits, carry };
}
