/**
 * The pre-trip checklist (/tools/china-trip-checklist): which tasks a trip
 * needs, when each is due, and the calendar file. Browser-safe: the dataset
 * (app/content/data/trip-checklist.yaml) is validated at build time and
 * reaches this code as plain data.
 */
import { listWords } from "../word-lists";
import { addDays, isDate } from "./dates";
import type { TripDay } from "./trip-days";
import type { TripPlace } from "./trip-entry";

/** The timing groups, in order, with the days before the trip start a task in each is due by default. */
export const buckets = ["4-weeks", "1-week", "day-before", "arrival", "during"] as const;
export type Bucket = (typeof buckets)[number];
export const bucketInfo: Record<Bucket, { title: string; days: number; min: number; max: number }> = {
  "4-weeks": { title: "Four weeks or more before", days: 28, min: 8, max: 60 },
  "1-week": { title: "One week before", days: 7, min: 2, max: 7 },
  "day-before": { title: "The day before", days: 1, min: 1, max: 1 },
  arrival: { title: "On arrival", days: 0, min: 0, max: 0 },
  during: { title: "During the trip", days: -1, min: -60, max: -1 },
};

/** The group a task due this many days before the trip start falls in (negative: during the trip). */
export const bucketOf = (daysBefore: number): Bucket =>
  buckets.find((b) => daysBefore >= bucketInfo[b].min && daysBefore <= bucketInfo[b].max) ??
  (daysBefore > 0 ? "4-weeks" : "during");

/** The questions, their answers, and how a condition on each answer reads in words. */
export const questions = {
  phone: {
    label: "How will you get mobile data in China?",
    options: { esim: "A travel eSIM", roaming: "Roaming on my home plan", sim: "A Chinese SIM card" },
    when: { esim: "you use a travel eSIM", roaming: "you roam on your home plan", sim: "you buy a Chinese SIM card" },
  },
  cards: {
    label: "Do you have a Visa, Mastercard or other international card (Amex, JCB, Diners Club, Discover)?",
    options: { yes: "Yes", no: "No" },
    when: { yes: "you have an international card", no: "you have no international card" },
  },
  wallets: {
    label: "Will you pay with Alipay or WeChat Pay?",
    options: { yes: "Yes", no: "No, card and cash only" },
    when: { yes: "you pay with Alipay or WeChat Pay", no: "you pay by card and cash only" },
  },
  blocked: {
    label: "Will you need Google, WhatsApp, Instagram or other services blocked in China?",
    options: { yes: "Yes", no: "No" },
    when: { yes: "you need Google, WhatsApp or other blocked services", no: "you need no blocked services" },
  },
  tibet: {
    label: "Are you going to Tibet?",
    options: { yes: "Yes", no: "No" },
    when: { yes: "you go to Tibet", no: "you skip Tibet" },
  },
  trains: {
    label: "Will you take trains between cities?",
    options: { yes: "Yes", no: "No" },
    when: { yes: "you take trains", no: "you take no trains" },
  },
} as const;
export type Question = keyof typeof questions;
export const questionKeys = Object.keys(questions) as Question[];
export type AnswerOf<Q extends Question> = keyof (typeof questions)[Q]["options"] & string;

/**
 * The reader's answers; "" is not answered yet. `plan`: the slug of the trip plan they follow;
 * `passport`: its nationality (ISO 3166 alpha-2), for the entry verdict of a dated plan.
 */
export type TripAnswers = { date: string; cities: string[]; plan: string; passport: string } & {
  [Q in Question]: AnswerOf<Q> | "";
};

export const noAnswers: TripAnswers = {
  date: "",
  cities: [],
  plan: "",
  passport: "",
  phone: "",
  cards: "",
  wallets: "",
  blocked: "",
  tibet: "",
  trains: "",
};

/** Which answers add a task: every listed question must have one of its listed answers; `cities`: any of them. */
export type Conditions = Partial<{ [Q in Question]: string[] }> & { cities?: string[] };

export interface ChecklistTask {
  id: string;
  when: Bucket;
  /** A due date inside the group: this many days before the trip starts. */
  daysBefore?: number;
  title: string;
  text: string;
  /** The guide that explains the task; a task for each city links to that city's guide instead. */
  link?: string;
  linkLabel?: string;
  /** One task per city chosen; `{city}` in the title and text is the city's name. */
  forEachCity?: boolean;
  /**
   * The fact (a sale or booking window) from which a trip plan dates this task exactly, day by day:
   * with a plan that has such tasks, they replace this general one.
   */
  datedBy?: string;
  if: Conditions;
  sources: string[];
}

export interface ChecklistCity {
  slug: string;
  name: string;
  /** The city the map apps search a hotel card in: the guide's map city (桂林 for 阳朔, a county). */
  nameZh: string;
  path: string;
}

/**
 * A dated task a trip plan adds (app/lib/content/plan-tasks.ts): a train's sale or a sight's
 * booking, due `ahead` days before the plan's day `day` (day 1 is the day the trip starts).
 */
export interface PlanTask {
  key: string;
  day: number;
  ahead: number;
  /** The window fact it is counted with: general tasks `datedBy` it give way. */
  fact: string;
  title: string;
  text: string;
}

/** A trip plan as the checklist offers it: its cities, the dated tasks it implies, its days and places. */
export interface ChecklistPlan {
  slug: string;
  title: string;
  path: string;
  cities: string[];
  trains: boolean;
  tasks: PlanTask[];
  /** The days as the calendar joins read them: sights with their closing days, travel days. */
  days: TripDay[];
  /** Its places as the entry rules see them. */
  places: TripPlace[];
  /** The transit port the plan lands at (its first city's main airport), for the entry verdict; "" if none. */
  port: string;
}

/** A task as the reader sees it: one per city for city tasks, with its link resolved. */
export interface PlannedTask {
  /** Stable across visits: what the saved ticks refer to. */
  key: string;
  task: ChecklistTask;
  title: string;
  text: string;
  link: string;
  linkLabel: string;
  when: Bucket;
  daysBefore: number;
}

/** The reader's answers with what follows from them: a city in Tibet means Tibet. */
export function effectiveAnswers(answers: TripAnswers, tibetCities: readonly string[]): TripAnswers {
  return answers.cities.some((c) => tibetCities.includes(c)) ? { ...answers, tibet: "yes" } : answers;
}

/** Whether a task belongs to a trip with these answers. */
export function applies(task: ChecklistTask, answers: TripAnswers): boolean {
  for (const [key, allowed] of Object.entries(task.if) as [keyof Conditions, string[]][]) {
    if (key === "cities") {
      if (!answers.cities.some((c) => allowed.includes(c))) return false;
    } else if (!allowed.includes(answers[key])) return false;
  }
  return true;
}

export const daysBeforeOf = (task: Pick<ChecklistTask, "when" | "daysBefore">) =>
  task.daysBefore ?? bucketInfo[task.when].days;

/** The due date of a task: `daysBefore` days before the trip start (YYYY-MM-DD). */
export function dueDate(tripStart: string, daysBefore: number): string {
  return addDays(tripStart, -daysBefore);
}

const fill = (s: string, city: string) => s.replaceAll("{city}", city);

/** The chosen plan's tasks, each due on its own date counted back from its day. */
function planTasks(plan: ChecklistPlan): PlannedTask[] {
  return plan.tasks.map((t) => {
    const daysBefore = t.ahead - (t.day - 1);
    return {
      key: `plan:${plan.slug}:${t.key}`,
      task: { id: t.key, when: bucketOf(daysBefore), title: t.title, text: t.text, if: {}, sources: [] },
      title: t.title,
      text: t.text,
      link: `${plan.path}#day-${t.day}`,
      linkLabel: `${plan.title}, day ${t.day}`,
      when: bucketOf(daysBefore),
      daysBefore,
    };
  });
}

/** The trip's tasks, in timeline order (group, then due date, then the dataset's order). */
export function planTrip(
  tasks: readonly ChecklistTask[],
  answers: TripAnswers,
  cities: readonly ChecklistCity[],
  { tibetCities = [], plans = [] }: { tibetCities?: readonly string[]; plans?: readonly ChecklistPlan[] } = {},
): PlannedTask[] {
  const a = effectiveAnswers(answers, tibetCities);
  const chosen = cities.filter((c) => a.cities.includes(c.slug));
  const plan = plans.find((p) => p.slug === a.plan);
  const dated = new Set(plan?.tasks.map((t) => t.fact));
  const planned = tasks
    .filter((t) => applies(t, a) && !(t.datedBy && dated.has(t.datedBy)))
    .flatMap((t): PlannedTask[] => {
      const base = { task: t, when: t.when, daysBefore: daysBeforeOf(t) };
      if (t.forEachCity)
        return chosen.map((c) => ({
          ...base,
          key: `${t.id}:${c.slug}`,
          title: fill(t.title, c.name),
          text: fill(t.text, c.name),
          link: c.path,
          linkLabel: t.linkLabel ? fill(t.linkLabel, c.name) : `${c.name} travel guide`,
        }));
      return [{ ...base, key: t.id, title: t.title, text: t.text, link: t.link!, linkLabel: t.linkLabel ?? t.title }];
    })
    .concat(plan ? planTasks(plan) : []);
  const order = (p: PlannedTask) => buckets.indexOf(p.when);
  return planned
    .map((p, i) => ({ p, i }))
    .sort((x, y) => order(x.p) - order(y.p) || y.p.daysBefore - x.p.daysBefore || x.i - y.i)
    .map(({ p }) => p);
}

/** Conditions in words, for the list that works without JavaScript: "If you take trains and …". */
export function conditionText(conditions: Conditions, cities: readonly ChecklistCity[]): string {
  const parts: string[] = [];
  for (const q of questionKeys) {
    const allowed = conditions[q];
    if (!allowed) continue;
    const when = questions[q].when as Record<string, string>;
    parts.push(allowed.map((v) => when[v]).join(" or "));
  }
  if (conditions.cities) {
    const names = cities.filter((c) => conditions.cities!.includes(c.slug)).map((c) => c.name);
    parts.push(`you visit ${listWords(names, "or")}`);
  }
  return parts.length ? `If ${parts.join(" and ")}` : "Every trip";
}

/* ---------- Calendar file (RFC 5545) ---------- */

/** TEXT value escaping (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks. */
export function icsEscape(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/**
 * Folds one content line at 75 octets (RFC 5545 section 3.1): each further
 * line starts with a space, and no UTF-8 character is split.
 */
export function icsFold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; a continuation line's leading space counts towards its 75.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const icsDate = (iso: string) => iso.replace(/-/g, "");
const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export interface IcsOptions {
  /** The site's origin, for the guide links and the event ids. */
  origin: string;
  tripStart: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** One all-day event per task on its due date, each with the guide's address. */
export function checklistIcs(tasks: readonly PlannedTask[], { origin, tripStart, now }: IcsOptions): string {
  if (!isDate(tripStart)) throw new Error(`no trip start date: ${tripStart}`);
  const host = new URL(origin).host;
  const stamp = icsStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//China trip checklist//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const t of tasks) {
    const due = dueDate(tripStart, t.daysBefore);
    const url = new URL(t.link, origin).href;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${t.key.replace(/[^a-z0-9-]/gi, "-")}-${icsDate(tripStart)}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(due)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(due, 1))}`,
      `SUMMARY:${icsEscape(t.title)}`,
      `DESCRIPTION:${icsEscape(`${t.text}\n\n${t.linkLabel}: ${url}`)}`,
      `URL:${url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(icsFold).join("\r\n") + "\r\n";
}

/* ---------- Saved progress ---------- */

export const STORAGE_KEY = "china-trip-checklist-v1";

export interface SavedChecklist {
  answers: TripAnswers;
  done: string[];
}

/** Reads saved progress, keeping only what still makes sense (answers that exist, dates that parse). */
export function parseSaved(raw: string | null): SavedChecklist | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<SavedChecklist>;
    const a = (data.answers ?? {}) as Partial<Record<string, unknown>>;
    const answers: TripAnswers = { ...noAnswers };
    // A real day: `Date.parse` takes February 30 for March 2.
    if (typeof a.date === "string" && isDate(a.date) && addDays(a.date, 0) === a.date) answers.date = a.date;
    if (Array.isArray(a.cities)) answers.cities = a.cities.filter((c): c is string => typeof c === "string");
    if (typeof a.plan === "string") answers.plan = a.plan;
    if (typeof a.passport === "string" && PASSPORT.test(a.passport)) answers.passport = a.passport;
    for (const q of questionKeys) {
      const v = a[q];
      if (typeof v === "string" && v in questions[q].options) (answers as unknown as Record<string, string>)[q] = v;
    }
    const done = Array.isArray(data.done) ? data.done.filter((d): d is string => typeof d === "string") : [];
    return { answers, done };
  } catch {
    return null;
  }
}

const PASSPORT = /^[A-Z]{2}$/;

/**
 * The trip's choices as a link's query, to open the same checklist on another device: the plan, the
 * start date, the passport, the cities and the answers. Never the hotels (they stay on this device).
 */
export function tripLinkQuery(answers: TripAnswers): string {
  const q = new URLSearchParams();
  if (answers.plan) q.set("plan", answers.plan);
  if (isDate(answers.date)) q.set("date", answers.date);
  if (answers.passport) q.set("passport", answers.passport);
  if (answers.cities.length) q.set("cities", answers.cities.join(","));
  for (const k of questionKeys) if (answers[k]) q.set(k, answers[k]);
  return q.toString();
}

/** The answers a link carries (`tripLinkQuery`), or null when it carries none but a plan. */
export function answersFromQuery(search: string): TripAnswers | null {
  const q = new URLSearchParams(search);
  const keys = ["date", "passport", "cities", ...questionKeys];
  if (!keys.some((k) => q.has(k))) return null;
  return (
    parseSaved(
      JSON.stringify({
        answers: {
          date: q.get("date") ?? "",
          plan: q.get("plan") ?? "",
          passport: q.get("passport") ?? "",
          cities: (q.get("cities") ?? "").split(",").filter((c) => /^[a-z]+$/.test(c)),
          ...Object.fromEntries(questionKeys.map((k) => [k, q.get(k) ?? ""])),
        },
      }),
    )?.answers ?? null
  );
}
