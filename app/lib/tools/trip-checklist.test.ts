import { describe, expect, it } from "vitest";
import { tripChecklistSchema } from "../../content/schemas/trip-checklist";
import { registry } from "../registry";
import {
  answersFromQuery,
  applies,
  checklistIcs,
  conditionText,
  dueDate,
  icsEscape,
  icsFold,
  noAnswers,
  parseSaved,
  planTrip,
  tripLinkQuery,
  type ChecklistCity,
  type ChecklistPlan,
  type ChecklistTask,
  type TripAnswers,
} from "./trip-checklist";
import { hotelProblem } from "../my-hotel";

const { datasets, pages } = registry();

const task = (t: Partial<ChecklistTask> & Pick<ChecklistTask, "id">): ChecklistTask => ({
  when: "4-weeks",
  title: t.id,
  text: `About ${t.id}`,
  link: `/${t.id}`,
  if: {},
  sources: [],
  ...t,
});
const cities: ChecklistCity[] = [
  { slug: "beijing", name: "Beijing", nameZh: "北京", path: "/beijing-travel-guide-2025" },
  { slug: "lhasa", name: "Lhasa", nameZh: "拉萨", path: "/lhasa-travel-guide-2025" },
  { slug: "shanghai", name: "Shanghai", nameZh: "上海", path: "/shanghai-travel-guide-2025" },
];
const answers = (a: Partial<TripAnswers>): TripAnswers => ({ ...noAnswers, ...a });

describe("conditions", () => {
  it("includes a task with no condition on every trip", () => {
    expect(applies(task({ id: "a" }), noAnswers)).toBe(true);
  });
  it("needs every listed question to match, any of its listed answers", () => {
    const vpn = task({ id: "vpn", if: { phone: ["sim"], blocked: ["yes"] } });
    expect(applies(vpn, answers({ phone: "sim", blocked: "yes" }))).toBe(true);
    expect(applies(vpn, answers({ phone: "sim", blocked: "no" }))).toBe(false);
    expect(applies(vpn, answers({ phone: "esim", blocked: "yes" }))).toBe(false);
    expect(applies(vpn, answers({ phone: "sim" }))).toBe(false);
    const data = task({ id: "data", if: { phone: ["esim", "roaming"] } });
    expect(applies(data, answers({ phone: "roaming" }))).toBe(true);
    expect(applies(data, answers({ phone: "esim" }))).toBe(true);
    expect(applies(data, answers({ phone: "sim" }))).toBe(false);
  });
  it("matches a city condition when any of its cities is chosen", () => {
    const metro = task({ id: "metro", if: { cities: ["beijing", "shanghai"] } });
    expect(applies(metro, answers({ cities: ["shanghai"] }))).toBe(true);
    expect(applies(metro, answers({ cities: ["lhasa"] }))).toBe(false);
    expect(applies(metro, noAnswers)).toBe(false);
  });
  it("treats a Tibet city as going to Tibet", () => {
    const tibet = task({ id: "tibet", if: { tibet: ["yes"] } });
    expect(
      planTrip([tibet], answers({ cities: ["lhasa"] }), cities, { tibetCities: ["lhasa"] }).map((p) => p.key),
    ).toEqual(["tibet"]);
    expect(planTrip([tibet], answers({ cities: ["beijing"] }), cities, { tibetCities: ["lhasa"] })).toEqual([]);
  });
  it("says the conditions in words for the list without JavaScript", () => {
    expect(conditionText({}, cities)).toBe("Every trip");
    expect(conditionText({ phone: ["sim"], blocked: ["yes"] }, cities)).toBe(
      "If you buy a Chinese SIM card and you need Google, WhatsApp or other blocked services",
    );
    expect(conditionText({ phone: ["esim", "roaming"] }, cities)).toBe(
      "If you use a travel eSIM or you roam on your home plan",
    );
    expect(conditionText({ cities: ["beijing", "shanghai", "lhasa"] }, cities)).toBe(
      "If you visit Beijing, Lhasa or Shanghai",
    );
  });
});

describe("the plan", () => {
  it("makes one task per chosen city, linked to its guide", () => {
    const plan = planTrip(
      [task({ id: "save", forEachCity: true, link: undefined, title: "Save the {city} guide" })],
      answers({ cities: ["shanghai", "beijing"] }),
      cities,
    );
    expect(plan.map((p) => [p.key, p.title, p.link])).toEqual([
      ["save:beijing", "Save the Beijing guide", "/beijing-travel-guide-2025"],
      ["save:shanghai", "Save the Shanghai guide", "/shanghai-travel-guide-2025"],
    ]);
  });
  it("orders by group, then by due date, then as listed", () => {
    const plan = planTrip(
      [
        task({ id: "arrive", when: "arrival" }),
        task({ id: "late", when: "4-weeks", daysBefore: 15 }),
        task({ id: "early", when: "4-weeks", daysBefore: 42 }),
        task({ id: "week", when: "1-week" }),
        task({ id: "month", when: "4-weeks" }),
      ],
      noAnswers,
      cities,
    );
    expect(plan.map((p) => p.key)).toEqual(["early", "month", "late", "week", "arrive"]);
  });
});

describe("due dates", () => {
  it("counts back from the trip start", () => {
    expect(dueDate("2026-12-20", 0)).toBe("2026-12-20");
    expect(dueDate("2026-12-20", 1)).toBe("2026-12-19");
    expect(dueDate("2026-12-20", 7)).toBe("2026-12-13");
  });
  it("crosses month and year boundaries", () => {
    expect(dueDate("2027-01-10", 28)).toBe("2026-12-13");
    expect(dueDate("2027-01-01", 1)).toBe("2026-12-31");
    expect(dueDate("2026-03-01", 1)).toBe("2026-02-28");
    expect(dueDate("2028-03-01", 1)).toBe("2028-02-29");
    expect(dueDate("2026-11-05", 15)).toBe("2026-10-21");
  });
});

describe("calendar file (RFC 5545)", () => {
  const now = new Date("2026-11-23T10:11:12.345Z");
  const plan = planTrip(
    [
      task({ id: "first", when: "4-weeks", title: "Book trains, hotels; pay", text: "Line one\nline two, with a \\" }),
      task({ id: "arrive", when: "arrival", title: "Cash" }),
    ],
    noAnswers,
    cities,
  );
  const ics = checklistIcs(plan, { origin: "https://www.example.com", tripStart: "2027-01-10", now });

  it("is a calendar of all-day events with CRLF line endings", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261213\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20261214\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270110\r\n");
    expect(ics).toContain("DTSTAMP:20261123T101112Z\r\n");
    expect(ics).toContain("UID:first-20270110@www.example.com\r\n");
  });
  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    expect(icsEscape("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(ics).toContain("SUMMARY:Book trains\\, hotels\\; pay\r\n");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Line one\\nline two\\, with a \\\\\\n\\nBook trains\\, hotels\\; pay: https://www.example.com/first",
    );
  });
  it("folds lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"Amap (高德地图, Gāodé Dìtú) has an English interface. ".repeat(4)}`;
    const folded = icsFold(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(icsFold("SUMMARY:short")).toBe("SUMMARY:short");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
  it("refuses to make a calendar without a start date", () => {
    expect(() => checklistIcs(plan, { origin: "https://www.example.com", tripStart: "", now })).toThrow();
  });
});

describe("saved progress", () => {
  it("reads back what was saved and drops what no longer fits", () => {
    const saved = JSON.stringify({
      answers: { date: "2027-01-10", phone: "sim", cards: "maybe", cities: ["beijing", 3], extra: 1 },
      done: ["alipay", null],
    });
    expect(parseSaved(saved)).toEqual({
      answers: { ...noAnswers, date: "2027-01-10", phone: "sim", cities: ["beijing"] },
      done: ["alipay"],
    });
    expect(parseSaved("not json")).toBeNull();
    expect(parseSaved(null)).toBeNull();
    expect(parseSaved(JSON.stringify({ answers: { date: "2027-13-45" } }))?.answers.date).toBe("");
  });
});

describe("the dataset", () => {
  const data = datasets["trip-checklist"]!.data;
  // The source as written: its publisher and tier come from the register (decision 0037).
  const written = data.sources.slice(0, 1).map(({ id, title, url, accessed }) => ({ id, title, url, accessed }));
  const base = { reviewed: "2026-11-01", updated: "2026-11-01", sources: written };
  it("names only city guides that exist", () => {
    const slugs = new Set(pages.flatMap((p) => (p.type === "city" ? [p.record.slug] : [])));
    const named = [...data.tibetCities, ...data.tasks.flatMap((t) => t.if.cities ?? [])];
    expect(named.filter((s) => !slugs.has(s))).toEqual([]);
  });
  it("gives every planned task a link and a due date for every combination of answers", () => {
    const all = planTrip(
      data.tasks,
      answers({ phone: "sim", cards: "yes", wallets: "yes", blocked: "yes", tibet: "yes", trains: "yes" }),
      pages.flatMap((p) =>
        p.type === "city"
          ? [{ slug: p.record.slug, name: p.record.cityName, nameZh: p.record.nameZh, path: p.path }]
          : [],
      ),
    );
    for (const t of all) expect(t.link, t.key).toMatch(/^\//);
  });
  it("refuses a due date outside its group, a task without a link and an unknown source", () => {
    const bad = tripChecklistSchema.safeParse({
      ...base,
      tasks: [
        { id: "a", when: "1-week", daysBefore: 20, title: "A", text: "A", link: "/a" },
        { id: "b", when: "arrival", title: "B", text: "B" },
        { id: "d", when: "arrival", title: "D", text: "D", link: "/d", if: { phone: ["pigeon"] } },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages.join("\n")).toMatch(/tasks\.0\.daysBefore: 20 days before does not fall in "1-week"/);
    expect(messages.join("\n")).toMatch(/tasks\.1\.link: every task links/);
    expect(messages.join("\n")).toMatch(/tasks\.2\.if\.phone\.0/);
    const unknown = tripChecklistSchema.safeParse({
      ...base,
      tasks: [{ id: "c", when: "arrival", title: "C", text: "C", link: "/c", sources: ["nowhere"] }],
    });
    expect(unknown.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      'tasks.0.sources.0: unknown source "nowhere" (not in the sources list)',
    ]);
  });
});

describe("my hotel", () => {
  it("takes a name and address in Chinese, and says what to paste for anything else", () => {
    expect(hotelProblem({ name: "北京王府井希尔顿酒店", address: "北京市东城区王府井东街8号" })).toBeUndefined();
    expect(hotelProblem({ name: "Hilton Beijing Wangfujing", address: "8 Wangfujing East Street" })).toMatch(
      /in Chinese characters/,
    );
    expect(hotelProblem({ name: "北京王府井希尔顿酒店", address: "8 Wangfujing East Street" })).toMatch(/in Chinese/);
    expect(hotelProblem({ name: " ", address: "" })).toMatch(/Paste/);
  });
});

describe("a trip plan's dated tasks", () => {
  const plan: ChecklistPlan = {
    slug: "two-cities",
    title: "Two cities",
    path: "/itineraries/two-cities",
    cities: ["beijing", "shanghai"],
    trains: true,
    days: [],
    places: [],
    port: "",
    tasks: [
      { key: "train:beijing-shanghai:4", day: 4, ahead: 14, fact: "trains.booking-window", title: "Train", text: "T" },
      { key: "sight:beijing:palace:2", day: 2, ahead: 7, fact: "sights.palace-days", title: "Palace", text: "P" },
      { key: "sight:shanghai:museum:12", day: 12, ahead: 7, fact: "sights.museum-days", title: "Museum", text: "M" },
    ],
  };
  const general = [
    task({ id: "train-book", datedBy: "trains.booking-window" }),
    task({ id: "palace", datedBy: "sights.palace-days", when: "1-week" }),
    task({ id: "other", datedBy: "sights.elsewhere-days", when: "1-week" }),
  ];
  const withPlan = planTrip(general, answers({ plan: "two-cities" }), cities, { plans: [plan] });
  const due = (key: string) => {
    const t = withPlan.find((p) => p.key === key)!;
    return [t.when, dueDate("2027-05-01", t.daysBefore)];
  };

  it("dates each task from its day: day 1 is the trip start", () => {
    expect(due("plan:two-cities:train:beijing-shanghai:4")).toEqual(["4-weeks", "2027-04-20"]);
    expect(due("plan:two-cities:sight:beijing:palace:2")).toEqual(["1-week", "2027-04-25"]);
    expect(due("plan:two-cities:sight:shanghai:museum:12")).toEqual(["during", "2027-05-05"]);
  });
  it("replaces the general tasks its dates stand for, and keeps the others", () => {
    expect(withPlan.map((p) => p.key)).not.toContain("train-book");
    expect(withPlan.map((p) => p.key)).not.toContain("palace");
    expect(withPlan.map((p) => p.key)).toContain("other");
    expect(planTrip(general, noAnswers, cities, { plans: [plan] }).map((p) => p.key)).toEqual([
      "train-book",
      "palace",
      "other",
    ]);
  });
  it("links each task to its day of the plan, in timeline order", () => {
    expect(withPlan.find((p) => p.key.includes("museum"))!.link).toBe("/itineraries/two-cities#day-12");
    expect(withPlan.map((p) => p.when)).toEqual(["4-weeks", "1-week", "1-week", "during"]);
  });
  it("keeps the chosen plan in saved progress", () => {
    expect(parseSaved(JSON.stringify({ answers: { plan: "two-cities" }, done: [] }))!.answers.plan).toBe("two-cities");
  });
});

describe("a link to the trip", () => {
  it("carries the plan, date, passport, cities and answers, and opens them again", () => {
    const answers = {
      ...noAnswers,
      plan: "beijing-and-shanghai-7-days",
      date: "2027-03-01",
      passport: "US",
      cities: ["beijing", "shanghai"],
      phone: "esim" as const,
    };
    const query = tripLinkQuery(answers);
    expect(query).toBe(
      "plan=beijing-and-shanghai-7-days&date=2027-03-01&passport=US&cities=beijing%2Cshanghai&phone=esim",
    );
    expect(answersFromQuery(`?${query}`)).toEqual(answers);
  });
  it("drops what is not an answer, and carries nothing for a bare plan link", () => {
    expect(answersFromQuery("?plan=yunnan-10-days")).toBeNull();
    expect(answersFromQuery("?date=2027-02-30&passport=usa&cities=beijing,<b>&phone=pigeon")).toEqual({
      ...noAnswers,
      cities: ["beijing"],
    });
  });
});
