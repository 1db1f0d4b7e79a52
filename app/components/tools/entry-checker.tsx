/**
 * The entry checker (/tools/china-entry-checker): a form about the trip and
 * the answer of the rule engine (app/lib/tools/entry-check.ts). Rendered at
 * build time and hydrated in the browser as the page's React island. Without
 * JavaScript the form stays disabled and the page's tables carry the rules.
 */
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from "react";
import type { DatasetSource } from "../../content/schemas/entry-rules";
import { formatDate, longDate } from "../../lib/dates";
import { OTHER_REGIONS } from "../../lib/tools/country-codes";
import {
  checkEntry,
  purposes,
  type EntryInput,
  type EntryOption,
  type EntryRules as RuleLists,
  type EntryResult,
  type Outcome,
  type Purpose,
  type Reason,
  type Verdict,
} from "../../lib/tools/entry-check";
import { Icon } from "../icon";
import { inputProblemText, optionTitle, purposeLabel, reasonText, stayRuleText, summaryText } from "./entry-words";
import { SourceRefs } from "./source-refs";
import { focusAfterPaint, useHydrated, useRevealed } from "./island";

import type { Country } from "../../lib/tools/countries";

/** What the checker needs of the dataset: its lists, and of each source only what an answer shows. */
export type EntryRules = RuleLists & { sources: Pick<DatasetSource, "id" | "publisher" | "tier" | "outlet">[] };

export interface EntryCheckerProps {
  rules: EntryRules;
  /** Where a journey can start or end (countries, Hong Kong, Macao, Taiwan); passports are all of these but the three regions. */
  places: Country[];
}

/** The id of each rule source in the page's source list, for links from the answers. */
export const ruleSourceAnchor = (id: string) => `rule-source-${id}`;

const verdictLabel: Record<Verdict, string> = { yes: "Fits your plan", check: "Check first", no: "Does not fit" };
const verdictStyle: Record<Verdict, string> = {
  yes: "bg-trust-soft text-trust-deep",
  check: "bg-gold-soft text-gold",
  no: "bg-buy-soft text-buy",
};

const empty: EntryInput = {
  nationality: "",
  purpose: "tourism",
  from: "",
  to: "",
  port: "",
  provinces: [],
  beyondCities: [],
  entryDate: "",
  entryTime: "",
  exitDate: "",
};

const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
/**
 * A long option list as HTML: React hydrates the select, not its 260 options
 * (measured: hydrating three country lists as elements was most of the page's
 * main-thread work at 4x CPU throttling). The select stays controlled by `value`.
 */
const optionsHtml = (list: Country[]) =>
  `<option value="">Choose…</option>` +
  list.map((c) => `<option value="${escape(c.code)}">${escape(c.name)}</option>`).join("");

const field = "mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

/** How an answer cites the page's sources: built once per island, not once per reason. */
interface Citer {
  order: string[];
  publisher: (id: string) => string | undefined;
}

function Sources({ ids, cite }: { ids: string[]; cite: Citer }) {
  return <SourceRefs ids={ids} order={cite.order} anchor={ruleSourceAnchor} describe={cite.publisher} />;
}

function ReasonList({ reasons, cite }: { reasons: Reason[]; cite: Citer }) {
  return (
    <ul className="mt-3 space-y-2">
      {reasons.map((r, i) => (
        <li key={i} className="flex gap-2.5 leading-relaxed">
          <Icon
            name={r.ok ? "check" : "x"}
            className={`mt-1 size-4 shrink-0 ${r.ok ? "text-trust" : "text-buy"}`}
            label={r.ok ? "Yes" : "No"}
          />
          <span>
            {reasonText(r)}
            <Sources ids={r.sources} cite={cite} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Deadline({ option, hours, cite }: { option: EntryOption; hours: number; cite: Citer }) {
  const d = option.deadline;
  if (!d) return null;
  return (
    <div className="mt-4 rounded-xl bg-paper p-4">
      <p className="font-semibold text-ink">
        Last day in mainland China: {longDate(d.date)}, before midnight
        {d.safe && <span className="block font-normal text-ink-soft">Safe plan: leave by {longDate(d.safe)}.</span>}
        {d.strict && (
          <span className="block font-normal text-ink-soft">
            Exactly {hours} hours after your arrival: {longDate(d.strict.date)}, {d.strict.time}. Leave by then and no
            reading of the rule can catch you out.
          </span>
        )}
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        {stayRuleText(d.rule)}
        <Sources ids={d.sources} cite={cite} />
      </p>
    </div>
  );
}

/** The visa's badge follows the answer's one verdict: needed, the sure way, or not needed. */
const visaLabel: Record<Outcome, string> = {
  visa: "Apply before you travel",
  check: "The sure way, if the option above does not hold",
  free: "Not needed for this plan",
};

function OptionCard({
  option,
  outcome,
  hours,
  cite,
  best,
}: {
  option: EntryOption;
  outcome: Outcome;
  hours: number;
  cite: Citer;
  best: boolean;
}) {
  return (
    <li className={`rounded-2xl border bg-white p-5 ${best ? "border-trust" : "border-line"}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-xl">{optionTitle[option.id]}</h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${verdictStyle[option.verdict]}`}>
          {option.id === "visa" ? visaLabel[outcome] : verdictLabel[option.verdict]}
        </span>
      </div>
      <ReasonList reasons={option.reasons} cite={cite} />
      {option.notCovered.length > 0 && (
        <p className="mt-3 text-ink-soft">
          Not allowed on this option: <strong className="text-ink">{option.notCovered.join(", ")}</strong>.
        </p>
      )}
      <Deadline option={option} hours={hours} cite={cite} />
    </li>
  );
}

type Province = EntryRules["provinces"][number];
type Region = EntryRules["transit"]["regions"][number];
type SetAnswer = <K extends keyof EntryInput>(key: K, value: EntryInput[K]) => void;
type Toggle = (key: "provinces" | "beyondCities", name: string, on: boolean) => void;

/*
 * The form is cut into memoized parts that each take only their own answers,
 * so a keystroke or a tick re-renders the part it touched and not the 31
 * provinces, the 250-country lists or an answer already on screen.
 */

const PassportFields = memo(function PassportFields({
  nationality,
  purpose,
  options,
  set,
}: {
  nationality: string;
  purpose: Purpose;
  options: string;
  set: SetAnswer;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xl font-semibold">Your passport</legend>
      <label className={label}>
        Nationality on your passport
        <select
          className={field}
          value={nationality}
          onChange={(e) => set("nationality", e.target.value)}
          required
          dangerouslySetInnerHTML={{ __html: options }}
        />
      </label>
      <label className={label}>
        Purpose of the trip
        <select className={field} value={purpose} onChange={(e) => set("purpose", e.target.value as Purpose)}>
          {purposes.map((value) => (
            <option key={value} value={value}>
              {purposeLabel[value]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
});

interface PortGroup {
  province: string;
  ports: string[];
}

const RouteFields = memo(function RouteFields({
  from,
  to,
  port,
  options,
  portGroups,
  set,
}: {
  from: string;
  to: string;
  port: string;
  options: string;
  portGroups: PortGroup[];
  set: SetAnswer;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xl font-semibold">Your route</legend>
      <label className={label}>
        Flying (or sailing, or riding) in from
        <select
          className={field}
          value={from}
          onChange={(e) => set("from", e.target.value)}
          dangerouslySetInnerHTML={{ __html: options }}
        />
      </label>
      <label className={label}>
        Leaving China for
        <select
          className={field}
          value={to}
          onChange={(e) => set("to", e.target.value)}
          dangerouslySetInnerHTML={{ __html: options }}
        />
      </label>
      <label className={`${label} sm:col-span-2`}>
        Where you enter mainland China
        <select className={field} value={port} onChange={(e) => set("port", e.target.value)}>
          <option value="">Another airport, port or border crossing</option>
          {portGroups.map((g) => (
            <optgroup key={g.province} label={g.province}>
              {g.ports.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
    </fieldset>
  );
});

const DateFields = memo(function DateFields({
  entryDate,
  entryTime,
  exitDate,
  set,
}: {
  entryDate: string;
  entryTime: string;
  exitDate: string;
  set: SetAnswer;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-3 text-xl font-semibold">Your dates (local time in China)</legend>
      <label className={label}>
        Arrival date
        <input
          type="date"
          className={field}
          value={entryDate}
          onChange={(e) => set("entryDate", e.target.value)}
          required
        />
      </label>
      <label className={label}>
        Arrival time at the border <span className="font-normal text-ink-muted">(optional)</span>
        <input type="time" className={field} value={entryTime} onChange={(e) => set("entryTime", e.target.value)} />
      </label>
      <label className={label}>
        Leaving date
        <input
          type="date"
          className={field}
          value={exitDate}
          onChange={(e) => set("exitDate", e.target.value)}
          required
        />
      </label>
    </fieldset>
  );
});

/** A province to tick, and where transit limits it to some cities, whether the plan goes beyond them. */
export const ProvinceChoice = memo(function ProvinceChoice({
  province,
  limited,
  on,
  beyond,
  toggle,
}: {
  province: Province;
  /** The province's transit region, when the 240-hour rule allows only some of its cities. */
  limited: Region | undefined;
  on: boolean;
  beyond: boolean;
  toggle: Toggle;
}) {
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border border-line bg-white px-2.5 py-2">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-trust"
          checked={on}
          onChange={(e) => toggle("provinces", province.name, e.target.checked)}
        />
        <span>
          <span className="font-semibold">{province.name}</span>{" "}
          <span lang="zh-Hans" className="whitespace-nowrap text-ink-muted">
            {province.nameZh}
          </span>
          <span className="block text-xs leading-snug text-ink-muted">{province.hint}</span>
        </span>
      </label>
      {on && limited?.cities && (
        <label className="mt-1 flex min-h-11 cursor-pointer items-start gap-2.5 px-2.5 py-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-trust"
            checked={beyond}
            onChange={(e) => toggle("beyondCities", province.name, e.target.checked)}
          />
          <span>
            Also elsewhere than {limited.cities.join(", ")}
            {limited.example ? ` (for example ${limited.example})` : ""}
          </span>
        </label>
      )}
    </li>
  );
});

const Answer = memo(function Answer({
  result,
  rules,
  cite,
  id,
  heading,
}: {
  result: EntryResult;
  rules: EntryRules;
  cite: Citer;
  id: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const hours = rules.transit.hours;
  // A piece a frame: the verdict, then each option, then the rest.
  const pieces = result.options.length + 2;
  const shown = useRevealed(pieces);
  return (
    <section aria-labelledby={id} className="mt-4">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-3xl">
        Your answer
      </h2>
      <p className="mt-2 text-lg text-ink-soft">{summaryText(result)}</p>
      <ol className="mt-6 space-y-4" aria-label="Entry options, best first">
        {result.options.slice(0, shown - 1).map((o, i) => (
          <OptionCard key={o.id} option={o} outcome={result.outcome} hours={hours} cite={cite} best={i === 0} />
        ))}
      </ol>
      {shown === pieces && <AnswerRest result={result} rules={rules} cite={cite} />}
    </section>
  );
});

/** What the answer says after its options: permits, what to carry, and who decides. */
function AnswerRest({ result, rules, cite }: { result: EntryResult; rules: EntryRules; cite: Citer }) {
  return (
    <>
      {result.permits.length > 0 && (
        <div className="mt-6 rounded-2xl border border-gold/30 bg-gold-soft/60 p-5">
          <h3 className="text-xl">Permits on top of your entry</h3>
          <ul className="mt-3 space-y-3">
            {result.permits.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong>{" "}
                <span lang="zh-Hans" className="text-ink-muted">
                  {p.nameZh}
                </span>
                : {p.rule}
                <Sources ids={p.sources} cite={cite} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 rounded-2xl border border-line bg-white p-5">
        <h3 className="text-xl">What to have at the border</h3>
        <ReasonList reasons={result.carry} cite={cite} />
      </div>
      <p className="mt-6 text-ink-soft">
        This answer reads the published rules as we checked them on {formatDate(rules.reviewed)}. The official source
        decides, and so does the border officer at the desk: check the National Immigration Administration and your
        Chinese embassy before you book.
      </p>
    </>
  );
}

const ProvinceFields = memo(function ProvinceFields({
  provinces,
  limited,
  chosen,
  beyond,
  toggle,
}: {
  provinces: Province[];
  limited: Map<string, Region>;
  chosen: string[];
  beyond: string[];
  toggle: Toggle;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-xl font-semibold">Where you will go in mainland China</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {provinces.map((p) => (
          <ProvinceChoice
            key={p.name}
            province={p}
            limited={limited.get(p.name)}
            on={chosen.includes(p.name)}
            beyond={beyond.includes(p.name)}
            toggle={toggle}
          />
        ))}
      </ul>
    </fieldset>
  );
});

/** The button, and beside it when the rules were checked (or, before the island runs, why it cannot answer yet). */
function CheckButton({ ready, noteId, reviewed }: { ready: boolean; noteId: string; reviewed: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="submit"
        className="min-h-12 rounded-full bg-trust px-6 font-semibold text-white hover:bg-trust-deep disabled:opacity-60"
      >
        Check my trip
      </button>
      <p id={noteId} className="text-sm text-ink-muted">
        {ready ? (
          <>Rules as checked on {formatDate(reviewed)}. Nothing you enter leaves this page.</>
        ) : (
          <>
            The checker needs JavaScript to answer. Without it, <a href="#rules">read the rules below</a>.
          </>
        )}
      </p>
    </div>
  );
}

/** What the form shows never changes after the build: worked out once. */
function useFormLists(rules: EntryRules, places: Country[]) {
  const nationalityOptions = useMemo(
    () => optionsHtml(places.filter((c) => !OTHER_REGIONS.includes(c.code))),
    [places],
  );
  const placeOptions = useMemo(() => optionsHtml(places), [places]);
  const limited = useMemo(
    () => new Map(rules.transit.regions.filter((r) => r.cities).map((r) => [r.province, r])),
    [rules],
  );
  const portGroups = useMemo(
    () =>
      rules.provinces
        .map((p) => ({
          province: p.name,
          ports: rules.transit.ports.filter((port) => port.province === p.name).map((port) => port.name),
        }))
        .filter((g) => g.ports.length),
    [rules],
  );
  const cite = useMemo<Citer>(() => {
    const byId = new Map(rules.sources.map((s) => [s.id, s.publisher]));
    return { order: rules.sources.map((s) => s.id), publisher: (sourceId) => byId.get(sourceId) };
  }, [rules]);
  return { nationalityOptions, placeOptions, limited, portGroups, cite };
}

/** The traveller's answers, with a setter for one answer and a toggle for a ticked province. */
function useAnswers() {
  const [input, setInput] = useState<EntryInput>(empty);
  const set = useCallback<SetAnswer>((key, value) => setInput((i) => ({ ...i, [key]: value })), []);
  const toggle = useCallback<Toggle>(
    (key, name, on) =>
      setInput((i) => ({
        ...i,
        [key]: on ? [...i[key], name] : i[key].filter((p) => p !== name),
        ...(key === "provinces" && !on ? { beyondCities: i.beyondCities.filter((p) => p !== name) } : {}),
      })),
    [],
  );
  return { input, set, toggle };
}

/** Checks the answers on submit: the answer, or what is missing, and focus on a new answer once it is drawn. */
function useCheck(rules: EntryRules, input: EntryInput) {
  const [result, setResult] = useState<EntryResult | null>(null);
  /** Counts the checks: each answer is drawn afresh, a piece a frame, even over an earlier one. */
  const [checks, setChecks] = useState(0);
  const [problem, setProblem] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set by Check, so focus moves to a new answer once it is on screen (and never on other renders). */
  const focusAnswer = useRef(false);

  useEffect(() => {
    if (result && focusAnswer.current) {
      focusAnswer.current = false;
      focusAfterPaint(() => heading.current);
    }
  }, [result]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The rules and the answer (a long list) are worked out in a transition: React renders them in
    // slices between frames, so the press itself stays responsive. It starts after the submit event:
    // a transition started inside it makes React copy the whole form into a FormData for its form
    // actions, which this form does not use (10-20 ms at 4x CPU throttle, on the press itself).
    queueMicrotask(() =>
      startTransition(() => {
        const r = input.nationality ? checkEntry(rules, input) : null;
        const problems = r
          ? r.inputProblems.map((p) => inputProblemText[p]).join(" ")
          : "Choose the nationality of your passport.";
        focusAnswer.current = !problems;
        setProblem(problems);
        setResult(problems ? null : r);
        setChecks((n) => n + 1);
      }),
    );
  };
  return { result, checks, problem, heading, submit };
}

export function EntryChecker({ rules, places }: EntryCheckerProps) {
  const ready = useHydrated();
  const id = useId();
  const { input, set, toggle } = useAnswers();
  const { result, checks, problem, heading, submit } = useCheck(rules, input);
  const lists = useFormLists(rules, places);

  return (
    <div data-ready={ready || undefined}>
      <form onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
        <fieldset disabled={!ready} className="space-y-8">
          <legend className="sr-only">Your trip</legend>
          <PassportFields
            nationality={input.nationality}
            purpose={input.purpose}
            options={lists.nationalityOptions}
            set={set}
          />
          <RouteFields
            from={input.from}
            to={input.to}
            port={input.port}
            options={lists.placeOptions}
            portGroups={lists.portGroups}
            set={set}
          />
          <DateFields entryDate={input.entryDate} entryTime={input.entryTime} exitDate={input.exitDate} set={set} />
          <ProvinceFields
            provinces={rules.provinces}
            limited={lists.limited}
            chosen={input.provinces}
            beyond={input.beyondCities}
            toggle={toggle}
          />
          <CheckButton ready={ready} noteId={`${id}-note`} reviewed={rules.reviewed} />
        </fieldset>
      </form>

      <div role="status" aria-live="polite" className="mt-6">
        {problem && <p className="font-semibold text-buy">{problem}</p>}
        {result && <p className="sr-only">{summaryText(result)}</p>}
      </div>

      {result && (
        <Answer key={checks} result={result} rules={rules} cite={lists.cite} id={`${id}-result`} heading={heading} />
      )}
    </div>
  );
}
