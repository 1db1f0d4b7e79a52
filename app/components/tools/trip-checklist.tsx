/**
 * The pre-trip checklist (/tools/china-trip-checklist): the reader's start
 * date and answers, and the dated tasks that follow from them
 * (app/lib/tools/trip-checklist.ts). Rendered at build time and hydrated in the
 * browser as the page's React island. Saved progress is read only after
 * hydration, so the first browser render equals the build's HTML. Without
 * JavaScript the form stays disabled and the whole checklist below it
 * (app/components/tools/checklist-reference.tsx) does the job.
 */
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { formatDate, longDate, shortDate } from "../../lib/dates";
import { isDate } from "../../lib/tools/dates";
import {
  bucketInfo,
  buckets,
  checklistIcs,
  dueDate,
  noAnswers,
  answersFromQuery,
  parseSaved,
  planTrip,
  questionKeys,
  questions,
  STORAGE_KEY,
  type Bucket,
  type ChecklistCity,
  type ChecklistPlan,
  type ChecklistTask,
  type PlannedTask,
  type Question,
  type TripAnswers,
  tripLinkQuery,
} from "../../lib/tools/trip-checklist";
import { useHydrated } from "./island";
import { DatedPlan } from "./dated-plan";
import type { Country } from "../../lib/tools/countries";
import type { EntryRules } from "../../lib/tools/entry-check";
import type { HolidayPeriod } from "../../lib/holidays";
import { toolPath } from "../../lib/paths";
import { MyHotels } from "./my-hotels";

export interface TripChecklistProps {
  tasks: ChecklistTask[];
  tibetCities: string[];
  cities: ChecklistCity[];
  /** The site's trip plans: choosing one adds its cities and its dated train sales and bookings. */
  plans: ChecklistPlan[];
  /** The entry checker's rules: a dated plan's entry verdict is the checker's own answer. */
  entryRules: EntryRules;
  /** Passports the form offers (ISO code and name), as the entry checker lists them. */
  passports: Country[];
  /** Public holidays and peak periods from the facts. */
  periods: HolidayPeriod[];
  /** The ids of the dataset's sources, in the order the page lists them. */
  sourceIds: string[];
  /** The site's address, for the guide links in the calendar file. */
  origin: string;
  reviewed: string;
}

/** The id of each checklist source in the page's list, for links from the tasks. */
export const checklistSourceAnchor = (id: string) => `checklist-source-${id}`;

const label = "block text-sm font-semibold text-ink";
const field = "mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink";
const button =
  "min-h-12 rounded-full border border-trust/40 bg-white px-5 font-semibold text-trust-deep hover:bg-trust-soft disabled:opacity-50";
const clearButton =
  "min-h-12 rounded-full px-4 font-medium text-ink-muted underline hover:text-ink disabled:opacity-50";

/** Today on the reader's own calendar (YYYY-MM-DD). */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** When a group's tasks fall due: one day, or the first and last day. */
function dueRange(date: string, group: PlannedTask[]): string {
  const days = group.map((t) => t.daysBefore);
  const first = dueDate(date, Math.max(...days));
  const last = dueDate(date, Math.min(...days));
  return first === last ? longDate(first) : `${shortDate(first)} to ${shortDate(last)}`;
}

function readSaved() {
  try {
    return parseSaved(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, settings): the checklist still works for this visit.
    return null;
  }
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type SetAnswer = <K extends keyof TripAnswers>(key: K, value: TripAnswers[K]) => void;

const Choice = memo(function Choice({ question, value, set }: { question: Question; value: string; set: SetAnswer }) {
  const name = `${useId()}-${question}`;
  const q = questions[question];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{q.label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {Object.entries(q.options).map(([v, text]) => (
          <label
            key={v}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 py-2 has-checked:border-trust has-checked:bg-trust-soft"
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => set(question, v as TripAnswers[typeof question])}
              className="size-4 accent-trust"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

const CityChoices = memo(function CityChoices({
  cities,
  chosen,
  toggle,
}: {
  cities: ChecklistCity[];
  chosen: string[];
  toggle: (slug: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Cities you will visit</legend>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((c) => (
          <li key={c.slug}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-white px-3 py-2 has-checked:border-trust has-checked:bg-trust-soft">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-trust"
                checked={chosen.includes(c.slug)}
                onChange={(e) => toggle(c.slug, e.target.checked)}
              />
              {c.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});

const TaskItem = memo(function TaskItem({
  task,
  date,
  today,
  done,
  toggle,
  sourceIndex,
}: {
  task: PlannedTask;
  date: string;
  today: string;
  done: boolean;
  toggle: (key: string, on: boolean) => void;
  sourceIndex: Map<string, number>;
}) {
  const id = useId();
  const due = date ? dueDate(date, task.daysBefore) : "";
  const late = Boolean(due && today && due < today && !done);
  return (
    <li className="break-inside-avoid rounded-2xl border border-line bg-white p-4 sm:p-5" data-task={task.key}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={done}
          onChange={(e) => toggle(task.key, e.target.checked)}
          className="mt-1 size-6 shrink-0 accent-trust"
        />
        <div className="min-w-0">
          <label
            htmlFor={id}
            className={`block cursor-pointer text-lg font-semibold ${done ? "text-ink-muted line-through" : "text-ink"}`}
          >
            {task.title}
          </label>
          {due && (
            <p className={`mt-0.5 text-sm ${late ? "font-semibold text-buy" : "text-ink-muted"}`}>
              {task.daysBefore === 0 ? "On arrival" : "Due"} <time dateTime={due}>{shortDate(due)}</time>
              {late && " · date passed, do it now"}
            </p>
          )}
          <p className="mt-2 leading-relaxed text-ink-soft">{task.text}</p>
          <p className="mt-2 text-sm">
            <a href={task.link} className="font-semibold text-trust underline underline-offset-4">
              {task.linkLabel}
            </a>
            {task.task.sources.length > 0 && (
              <span className="text-ink-muted" data-print-hide>
                {" · sources "}
                {task.task.sources.map((s, i) => (
                  <span key={s}>
                    {i > 0 && ", "}
                    <a
                      href={`#${checklistSourceAnchor(s)}`}
                      aria-label={`source ${sourceIndex.get(s)}`}
                      className="underline underline-offset-2"
                    >
                      {sourceIndex.get(s)}
                    </a>
                  </span>
                ))}
              </span>
            )}
          </p>
        </div>
      </div>
    </li>
  );
});

/** Which of the site's trip plans the reader follows, if any. */
function PlanChoice({
  plans,
  value,
  choose,
}: {
  plans: ChecklistPlan[];
  value: string;
  choose: (slug: string) => void;
}) {
  const hint = useId();
  return (
    <div>
      <label className={label}>
        Following one of our trip plans?
        <select className={field} value={value} aria-describedby={hint} onChange={(e) => choose(e.target.value)}>
          <option value="">No, my own route</option>
          {plans.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
            </option>
          ))}
        </select>
      </label>
      <p id={hint} className="mt-1.5 text-sm text-ink-muted">
        Day 1 of the plan is the day you land. The list then dates each train&rsquo;s ticket sale and each booking the
        plan needs.
      </p>
    </div>
  );
}

/** The reader's trip: the start date, the questions and the cities (disabled until the page is hydrated). */
function TripForm({
  id,
  ready,
  answers,
  set,
  cities,
  toggleCity,
  plans,
  choosePlan,
  passports,
  reviewed,
}: {
  id: string;
  ready: boolean;
  answers: TripAnswers;
  set: SetAnswer;
  cities: ChecklistCity[];
  toggleCity: (slug: string, on: boolean) => void;
  plans: ChecklistPlan[];
  choosePlan: (slug: string) => void;
  passports: Country[];
  reviewed: string;
}) {
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-describedby={`${id}-note`} data-print-hide>
      <fieldset disabled={!ready} className="space-y-6">
        <legend className="sr-only">Your trip</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={label}>
            The day your trip starts (the day you land in China)
            <input type="date" className={field} value={answers.date} onChange={(e) => set("date", e.target.value)} />
          </label>
          <PlanChoice plans={plans} value={answers.plan} choose={choosePlan} />
          <label className={label}>
            Your passport (for how you can enter China)
            <select className={field} value={answers.passport} onChange={(e) => set("passport", e.target.value)}>
              <option value="">Choose your nationality</option>
              {passports.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {questionKeys.map((q) => (
            <Choice key={q} question={q} value={answers[q]} set={set} />
          ))}
        </div>
        <CityChoices cities={cities} chosen={answers.cities} toggle={toggleCity} />
        <p id={`${id}-note`} className="text-sm text-ink-muted">
          Tasks as checked on {formatDate(reviewed)}. Your answers and ticks stay in this browser on this device.
        </p>
      </fieldset>
    </form>
  );
}

/** The list's heading, with how many tasks there are and how many are done. */
function ChecklistHeading({ id, total, open }: { id: string; total: number; open: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
      <h2 id={`${id}-list`} className="text-3xl">
        Your checklist
      </h2>
      <p role="status" className="text-ink-soft">
        {total} tasks · {total - open} done
      </p>
    </div>
  );
}

function TripStart({ date }: { date: string }) {
  return date ? (
    <p className="mt-1 text-ink-soft">Trip starts {longDate(date)}.</p>
  ) : (
    <p className="mt-1 text-ink-soft" data-print-hide>
      Pick the day your trip starts to see the due date of each task.
    </p>
  );
}

/** What the buttons under the heading do, and when each can be used. */
interface Action {
  label: string;
  className: string;
  disabled: boolean;
  onClick: () => void;
}

function ChecklistActions({ actions }: { actions: Action[] }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3" data-print-hide>
      {actions.map((a) => (
        <button key={a.label} type="button" className={a.className} disabled={a.disabled} onClick={a.onClick}>
          {a.label}
        </button>
      ))}
    </div>
  );
}

/** What every task in the list needs besides itself: the trip's dates, the ticks, and the sources' numbers. */
interface TaskContext {
  date: string;
  today: string;
  done: Set<string>;
  toggle: (key: string, on: boolean) => void;
  sourceIndex: Map<string, number>;
}

/** The tasks of one stretch before the trip (nothing when it has none), with when they fall due. */
function TaskGroup({
  id,
  bucket,
  group,
  context,
}: {
  id: string;
  bucket: Bucket;
  group: PlannedTask[];
  context: TaskContext;
}) {
  if (!group.length) return null;
  const { date } = context;
  return (
    <section aria-labelledby={`${id}-${bucket}`} className="mt-8">
      <h3 id={`${id}-${bucket}`} className="text-2xl">
        {bucketInfo[bucket].title}
        {date && <span className="block font-sans text-base font-normal text-ink-muted">{dueRange(date, group)}</span>}
      </h3>
      <ul className="mt-4 space-y-3">
        {group.map((t) => (
          <TaskItem
            key={t.key}
            task={t}
            date={date}
            today={context.today}
            done={context.done.has(t.key)}
            toggle={context.toggle}
            sourceIndex={context.sourceIndex}
          />
        ))}
      </ul>
    </section>
  );
}

/** The answers with a plan chosen (none: no plan): its cities join the trip and its trains answer the train question. */
function withPlan(a: TripAnswers, plan: ChecklistPlan | undefined): TripAnswers {
  if (!plan) return { ...a, plan: "" };
  return {
    ...a,
    plan: plan.slug,
    cities: [...a.cities, ...plan.cities.filter((c) => !a.cities.includes(c))],
    ...(plan.trains ? { trains: "yes" as const } : {}),
  };
}

/**
 * The reader's answers and ticks, kept in this browser: read once React runs in the browser
 * (never in the render the build's HTML must match), saved on every change after that.
 */
function useSavedTrip(ready: boolean, tibetCities: string[], plans: ChecklistPlan[]) {
  const [answers, setAnswers] = useState<TripAnswers>(noAnswers);
  const [done, setDone] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [today, setToday] = useState("");

  if (ready && !loaded) {
    setLoaded(true);
    setToday(localToday());
    const saved = readSaved();
    if (saved) setDone(saved.done);
    // Opened from a plan's page (?plan=<slug>): that plan is chosen, with its cities.
    // A trip link from another device (`tripLinkQuery`) brings its own answers, which replace these.
    const linked = plans.find((p) => p.slug === new URLSearchParams(location.search).get("plan"));
    const answers = answersFromQuery(location.search) ?? saved?.answers ?? noAnswers;
    if (saved || linked || answers !== noAnswers) setAnswers(linked ? withPlan(answers, linked) : answers);
  }

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ answers, done }));
    } catch {
      // As above: nothing to keep progress in.
    }
  }, [answers, done, loaded]);

  const set = useCallback<SetAnswer>((key, value) => setAnswers((a) => ({ ...a, [key]: value })), []);
  // A city in Tibet answers the Tibet question too.
  const toggleCity = useCallback(
    (slug: string, on: boolean) =>
      setAnswers((a) => ({
        ...a,
        cities: on ? [...a.cities, slug] : a.cities.filter((c) => c !== slug),
        ...(on && tibetCities.includes(slug) ? { tibet: "yes" as const } : {}),
      })),
    [tibetCities],
  );
  const choosePlan = useCallback(
    (slug: string) =>
      setAnswers((a) =>
        withPlan(
          a,
          plans.find((p) => p.slug === slug),
        ),
      ),
    [plans],
  );
  const toggleTask = useCallback(
    (key: string, on: boolean) =>
      setDone((d) => (on ? [...d.filter((k) => k !== key), key] : d.filter((k) => k !== key))),
    [],
  );
  const reset = () => {
    setAnswers(noAnswers);
    setDone([]);
  };
  return { answers, done, today, set, toggleCity, choosePlan, toggleTask, reset };
}

/** The buttons under the checklist's heading, and the note that says what the last one did. */
function useActions({
  ready,
  date,
  openTasks,
  answers,
  origin,
  reset,
}: {
  ready: boolean;
  date: string;
  openTasks: PlannedTask[];
  answers: TripAnswers;
  origin: string;
  reset: () => void;
}) {
  const [note, setNote] = useState("");
  const exportIcs = () => {
    if (!date) return;
    download("china-trip-checklist.ics", checklistIcs(openTasks, { origin, tripStart: date, now: new Date() }));
    setNote(`Calendar file with ${openTasks.length} tasks downloaded. Open it to add the tasks to your calendar.`);
  };
  const copyLink = () => {
    const url = `${location.origin}${location.pathname}?${tripLinkQuery(answers)}`;
    const show = () => setNote(`Copy this link to open the trip on another device: ${url}`);
    if (!navigator.clipboard) return show();
    navigator.clipboard
      .writeText(url)
      .then(() => setNote("Link copied: it opens this trip (not your hotels) on another device."), show);
  };
  const clear = () => {
    reset();
    setNote("Your answers and ticks are cleared.");
  };

  const actions: Action[] = [
    {
      label: "Add to calendar (.ics)",
      className: button,
      disabled: !ready || !date || !openTasks.length,
      onClick: exportIcs,
    },
    { label: "Copy a link to this trip", className: button, disabled: !ready, onClick: copyLink },
    { label: "Print", className: button, disabled: !ready, onClick: () => window.print() },
    { label: "Clear my answers", className: clearButton, disabled: !ready, onClick: clear },
  ];
  return { actions, note };
}

export function TripChecklist({
  tasks,
  tibetCities,
  cities,
  plans,
  entryRules,
  passports,
  periods,
  sourceIds,
  origin,
  reviewed,
}: TripChecklistProps) {
  const ready = useHydrated();
  const id = useId();
  const { answers, done, today, set, toggleCity, choosePlan, toggleTask, reset } = useSavedTrip(
    ready,
    tibetCities,
    plans,
  );
  // The list follows the answers a moment later, in a render React can interrupt: the tapped
  // control answers first, then the tasks (dozens of them) are redrawn. A tick redraws one task.
  const listAnswers = useDeferredValue(answers);
  const plan = useMemo(
    () => planTrip(tasks, listAnswers, cities, { tibetCities, plans }),
    [tasks, listAnswers, cities, tibetCities, plans],
  );
  const doneSet = new Set(done);
  const openTasks = plan.filter((t) => !doneSet.has(t.key));
  const date = isDate(listAnswers.date) ? listAnswers.date : "";
  const sourceIndex = useMemo(() => new Map(sourceIds.map((s, i) => [s, i + 1])), [sourceIds]);

  const chosenPlan = plans.find((p) => p.slug === listAnswers.plan);
  const passportName = passports.find((c) => c.code === listAnswers.passport)?.name ?? "";
  const { actions, note } = useActions({ ready, date, openTasks, answers, origin, reset });
  const context: TaskContext = { date, today, done: doneSet, toggle: toggleTask, sourceIndex };

  return (
    <div data-checklist data-ready={ready || undefined} data-print-personal={date ? "" : undefined}>
      <TripForm
        id={id}
        ready={ready}
        answers={answers}
        set={set}
        cities={cities}
        toggleCity={toggleCity}
        plans={plans}
        choosePlan={choosePlan}
        passports={passports}
        reviewed={reviewed}
      />
      {chosenPlan && date && (
        <DatedPlan
          plan={chosenPlan}
          start={date}
          periods={periods}
          rules={entryRules}
          passport={listAnswers.passport}
          passportName={passportName}
          checker={toolPath("china-entry-checker")}
        />
      )}
      <section aria-labelledby={`${id}-list`} className="mt-8 border-t border-line pt-6">
        <ChecklistHeading id={id} total={plan.length} open={openTasks.length} />
        <TripStart date={date} />
        <ChecklistActions actions={actions} />
        <p aria-live="polite" className="mt-2 text-sm text-ink-soft" data-print-hide>
          {note}
        </p>
        {buckets.map((b) => (
          <TaskGroup key={b} id={id} bucket={b} group={plan.filter((t) => t.when === b)} context={context} />
        ))}
      </section>
      <MyHotels cities={cities} chosen={answers.cities} ready={ready} />
    </div>
  );
}
