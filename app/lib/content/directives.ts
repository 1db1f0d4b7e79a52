/**
 * The block vocabulary content may use, and nothing else (docs/content-guide.md):
 *
 *   :::tip[Title] / :::warning[Title] / :::note[Title]   a callout
 *   :::quote[Who, when]                                  a personal-experience quote
 *   :::pros-cons       "Pros:" and "Cons:", each followed by a list
 *   :::table[Caption]  one Markdown table (first column = row headings)
 *   ::::month-cards    of :::month[Name]: "Weather:", "Crowds:", "Verdict:" lines, then "Good:" and "Watch out:" lists
 *   ::::ratings        of :::rated[Name]{rating} with "Pros:", "Cons:" lists and a "Verdict:" paragraph
 *   ::::steps          of :::step[Name] with the step's text
 *   ::address{name zh} an address card to show a driver
 *   :stars[4]          a 1-5 star rating (inline, e.g. in a table cell)
 *   :fact[topic.id]    a figure from the facts collection (app/content/facts/), with its source and checked date
 *   :holiday[national-day]  a holiday's next days off, from the holidays facts as of the build day: the
 *                      published days ("October 1–7, 2027") or, before the year's notice, the statutory days
 *                      ("at least October 1–3, 2027"); shown and cited as that fact (../holidays.ts, upcomingHoliday)
 *   :rule-end[visa-free]  what happens when a rule with an end date ends, written from the entry rules (who needs a
 *                      visa from which day, who does not), cited as the rule's end-date fact (./rule-ends.ts)
 *
 * Each directive is checked here and marked with the element the renderer maps
 * onto a design-system component (app/components/content/prose-html.tsx). Anything
 * unknown is a problem.
 */
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { List, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import type { BlockClasses } from "../../content/schemas/prose";
import type { Problem } from "./markdown-problem";
import { HOLIDAYS_TOPIC, holidayPeriods, holidayProblems, upcomingHoliday, type HolidayPeriod } from "../holidays";
import { factById, facts, formatFact, type FactInForce } from "./facts";
import { today } from "./freshness";
import { entryRulesInForce, ruleEnds } from "./rule-ends";

type Directive = ContainerDirective | LeafDirective | TextDirective;

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

const plain = (nodes: PhrasingContent[]): string =>
  nodes
    .map((n) => ("value" in n ? n.value : "children" in n ? plain(n.children as PhrasingContent[]) : ""))
    .join("")
    .trim();

/** Removes a container's `[label]` paragraph and returns its text. */
function takeLabel(node: ContainerDirective): string | undefined {
  const first = node.children[0];
  if (first?.type === "paragraph" && first.data && "directiveLabel" in first.data && first.data.directiveLabel) {
    node.children.shift();
    return plain(first.children);
  }
  return undefined;
}

const periodsOf = new WeakMap<ReadonlyMap<string, FactInForce>, HolidayPeriod[]>();

/**
 * The holiday periods of the facts in force, with the rules that stretch a year's statutory days to the
 * expected break, once per facts map. A fact the build refuses (the loader reports it) is left out, with
 * the make-up working days, which `:holiday[]` does not read.
 */
function periodsInForce(): HolidayPeriod[] {
  const all = facts();
  let periods = periodsOf.get(all);
  if (!periods) {
    // The periods and the rules that date them (not the make-up working days), less each refused fact
    // until none is left refused (leaving one out can leave a fact that leaned on it without a partner).
    let topic = [...all.values()].filter((f) => f.topic === HOLIDAYS_TOPIC && !f.id.includes("-workday-"));
    for (let refused = holidayProblems(topic); refused.length; refused = holidayProblems(topic)) {
      const out = new Set(refused.map((p) => p.index));
      topic = topic.filter((_, i) => !out.has(i));
    }
    periods = holidayPeriods(topic);
    periodsOf.set(all, periods);
  }
  return periods;
}

function mark(node: RootContent, hName: string, hProperties: Record<string, string | number> = {}) {
  node.data = { ...node.data, hName, hProperties } as typeof node.data;
}

/** Unwraps a single paragraph so the component receives inline content, as before. */
function unwrapParagraph(node: ContainerDirective) {
  const only = node.children[0];
  if (node.children.length === 1 && only?.type === "paragraph")
    node.children = only.children as unknown as ContainerDirective["children"];
}

/** `Label:` paragraphs each followed by a list, e.g. "Pros:" / "Cons:". */
function labelledLists(
  node: ContainerDirective,
  labels: string[],
  problems: Problem[],
  rest: "none" | "verdict",
): { lists: List[]; extra: RootContent[] } | null {
  const lists: List[] = [];
  const children = [...node.children] as RootContent[];
  for (const label of labels) {
    const para = children.shift();
    const list = children.shift();
    if (para?.type !== "paragraph" || plain(para.children) !== `${label}:` || list?.type !== "list") {
      problems.push({
        line: lineOf(para ?? node),
        message: `:::${node.name} needs a "${label}:" line followed by a list (${labels.map((l) => `${l}:`).join(", ")})`,
      });
      return null;
    }
    lists.push(list);
  }
  if (rest === "none" && children.length) {
    problems.push({ line: lineOf(children[0]!), message: `:::${node.name} holds only its ${labels.join("/")} lists` });
    return null;
  }
  return { lists, extra: children };
}

function need(node: Directive, what: string | undefined, name: string, problems: Problem[]): string {
  if (!what) problems.push({ line: lineOf(node), message: `:${node.name} needs ${name}` });
  return what ?? "";
}

function attrs(node: Directive, allowed: string[], problems: Problem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(node.attributes ?? {})) {
    if (!allowed.includes(k))
      problems.push({
        line: lineOf(node),
        message: `:${node.name} has no attribute "${k}" (allowed: ${allowed.join(", ") || "none"})`,
      });
    else out[k] = v ?? "";
  }
  return out;
}

function childrenNamed(node: ContainerDirective, child: string, problems: Problem[]): ContainerDirective[] {
  const out: ContainerDirective[] = [];
  for (const c of node.children) {
    if (c.type === "containerDirective" && c.name === child) out.push(c);
    else problems.push({ line: lineOf(c), message: `::::${node.name} may only contain :::${child} blocks` });
  }
  if (!out.length) problems.push({ line: lineOf(node), message: `::::${node.name} is empty` });
  return out;
}

const tones = { tip: "tip", warning: "warning", note: "note" } as const;

/** A month card's first paragraph: "Weather: ...", "Crowds: ...", "Verdict: ..." on three lines. */
function monthFacts(month: ContainerDirective, problems: Problem[]): Record<string, string> {
  const first = month.children[0];
  const lines =
    first?.type === "paragraph" && first.children.every((c) => c.type === "text")
      ? plain(first.children).split("\n")
      : [];
  const facts: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(": ");
    facts[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 2).trim();
  }
  const keys = ["weather", "crowds", "verdict"];
  if (lines.length !== 3 || keys.some((k) => !facts[k])) {
    problems.push({
      line: lineOf(first ?? month),
      message: ':::month starts with three lines: "Weather: ...", "Crowds: ..." and "Verdict: ..."',
    });
    if (first?.type === "paragraph") month.children.shift();
    return {};
  }
  month.children.shift();
  return { weather: facts.weather!, crowds: facts.crowds!, verdict: facts.verdict! };
}

function checkContainer(node: ContainerDirective, problems: Problem[], inside?: string) {
  const parentOf: Record<string, string> = { month: "month-cards", rated: "ratings", step: "steps" };
  const parent = parentOf[node.name];
  if (parent) {
    // Checked by its parent; alone it is misplaced.
    if (inside !== parent)
      problems.push({ line: lineOf(node), message: `:::${node.name} belongs inside ::::${parent}` });
    return;
  }
  switch (node.name) {
    case "tip":
    case "warning":
    case "note": {
      attrs(node, [], problems);
      const title = need(node, takeLabel(node), "a title: :::tip[Title]", problems);
      unwrapParagraph(node);
      return mark(node, "callout", { tone: tones[node.name], title });
    }
    case "quote": {
      attrs(node, [], problems);
      const by = need(node, takeLabel(node), "an attribution: :::quote[Our trip, September 2025]", problems);
      unwrapParagraph(node);
      return mark(node, "quote-block", { by });
    }
    case "pros-cons": {
      attrs(node, [], problems);
      const found = labelledLists(node, ["Pros", "Cons"], problems, "none");
      if (found) node.children = found.lists;
      return mark(node, "pros-cons");
    }
    case "table": {
      attrs(node, [], problems);
      const caption = need(node, takeLabel(node), "a caption: :::table[Caption]", problems);
      if (node.children.length !== 1 || node.children[0]?.type !== "table")
        problems.push({ line: lineOf(node), message: ":::table holds exactly one Markdown table" });
      return mark(node, "data-table", { caption });
    }
    case "month-cards":
      for (const month of childrenNamed(node, "month", problems)) {
        attrs(month, [], problems);
        const name = need(month, takeLabel(month), "a month name: :::month[January]", problems);
        const facts = monthFacts(month, problems);
        const found = labelledLists(month, ["Good", "Watch out"], problems, "none");
        if (found) month.children = found.lists;
        mark(month, "month-card", { month: name, ...facts });
      }
      return mark(node, "month-cards");
    case "ratings":
      for (const rated of childrenNamed(node, "rated", problems)) {
        const a = attrs(rated, ["rating"], problems);
        const name = need(rated, takeLabel(rated), "a name: :::rated[Name]{rating=4}", problems);
        const rating = Number(a.rating);
        if (!(rating >= 1 && rating <= 5))
          problems.push({ line: lineOf(rated), message: `:::rated needs rating=1..5, got "${a.rating ?? ""}"` });
        const found = labelledLists(rated, ["Pros", "Cons"], problems, "verdict");
        const verdict = found?.extra[0];
        const first = verdict?.type === "paragraph" ? verdict.children[0] : undefined;
        if (found?.extra.length !== 1 || first?.type !== "text" || !first.value.startsWith("Verdict: "))
          problems.push({ line: lineOf(verdict ?? rated), message: ':::rated ends with one "Verdict: ..." paragraph' });
        else {
          first.value = first.value.slice("Verdict: ".length);
          mark(verdict!, "verdict");
          rated.children = [...found.lists, verdict as Paragraph];
        }
        mark(rated, "rated", { name, rating });
      }
      return mark(node, "ratings");
    case "steps":
      for (const step of childrenNamed(node, "step", problems)) {
        attrs(step, [], problems);
        const name = need(step, takeLabel(step), "a name: :::step[Download the app]", problems);
        unwrapParagraph(step);
        mark(step, "step", { name });
      }
      return mark(node, "steps");
    default:
      problems.push({ line: lineOf(node), message: `unknown block :::${node.name}` });
  }
}

/**
 * A colon followed by a word with no [label] or {attributes} is text, not a
 * directive: "8:30am", "Note:this". Those are turned back into text.
 */
function literalColons(node: Root | RootContent) {
  if (!("children" in node)) return;
  const children = node.children as RootContent[];
  children.forEach((child, i) => {
    if (
      child.type === "textDirective" &&
      child.children.length === 0 &&
      Object.keys(child.attributes ?? {}).length === 0 &&
      child.name !== "stars"
    )
      children[i] = { type: "text", value: `:${child.name}`, position: child.position };
    else literalColons(child);
  });
}

/** `:rule-end[visa-free]`: the end of a rule, written from its data and cited as its end-date fact (./rule-ends.ts). */
function ruleEnd(node: TextDirective, problems: Problem[], cited: string[], salt: string): void {
  attrs(node, [], problems);
  const name = plain(node.children);
  const end = ruleEnds[name];
  const rules = entryRulesInForce();
  const fact = end && factById(end.fact);
  const where = { line: lineOf(node), offset: node.position?.start.offset };
  if (!end)
    problems.push({ ...where, message: `:rule-end[${name}]: no such rule (${Object.keys(ruleEnds).join(", ")})` });
  else if (!rules) problems.push({ ...where, message: `:rule-end[${name}]: the entry rules are not loaded` });
  else if (fact) {
    cited.push(fact.key);
    node.children = [{ type: "text", value: end.words(rules) }];
    mark(node, "fact", { fact: fact.key, uid: `fact-${salt}-${cited.length}` });
  }
}

/**
 * Checks every directive in `tree` and marks it for rendering; gives the
 * page type's classes to the top-level paragraphs and lists. Returns the facts
 * it cites; `salt` (from the source text) makes each citation's element id
 * unique on a page.
 */
export function checkDirectives(tree: Root, problems: Problem[], classes?: BlockClasses, salt = "x"): string[] {
  const cited: string[] = [];
  literalColons(tree);
  const visit = (node: Root | RootContent, inside?: string) => {
    if (node.type === "containerDirective") {
      checkContainer(node, problems, inside);
      for (const c of node.children) visit(c, node.name);
      return;
    }
    if (node.type === "leafDirective") {
      if (node.name === "address") {
        const a = attrs(node, ["name", "zh", "pinyin"], problems);
        need(node, a.name, 'a name="..." attribute', problems);
        need(node, a.zh, 'a zh="..." attribute (the address in Chinese)', problems);
        mark(node, "address-card", a);
      } else problems.push({ line: lineOf(node), message: `unknown block ::${node.name}` });
      return;
    }
    if (node.type === "textDirective" && node.name === "fact") {
      attrs(node, [], problems);
      const key = plain(node.children);
      const fact = factById(key);
      if (!fact)
        problems.push({
          line: lineOf(node),
          offset: node.position?.start.offset,
          message: `unknown fact "${key}" (app/content/facts/)`,
        });
      else {
        cited.push(fact.key);
        const shown = formatFact(fact);
        // The value is the text a reader (and search, and the word count) sees.
        node.children = [{ type: "text", value: shown }];
        mark(node, "fact", { fact: fact.key, uid: `fact-${salt}-${cited.length}` });
      }
      return;
    }
    if (node.type === "textDirective" && node.name === "holiday") {
      attrs(node, [], problems);
      const name = plain(node.children);
      const next = upcomingHoliday(name, today(), periodsInForce());
      const fact = "period" in next ? factById(`${HOLIDAYS_TOPIC}.${next.period.id}`) : undefined;
      if ("problem" in next)
        problems.push({
          line: lineOf(node),
          offset: node.position?.start.offset,
          message: `:holiday[${name}]: ${next.problem}`,
        });
      else if (fact) {
        cited.push(fact.key);
        node.children = [{ type: "text", value: next.words }];
        mark(node, "fact", { fact: fact.key, uid: `fact-${salt}-${cited.length}` });
      }
      return;
    }
    if (node.type === "textDirective" && node.name === "rule-end") return ruleEnd(node, problems, cited, salt);
    if (node.type === "textDirective") {
      const value = Number(plain(node.children));
      if (node.name !== "stars")
        problems.push({ line: lineOf(node), message: `unknown inline directive :${node.name}` });
      else if (!(value >= 1 && value <= 5))
        problems.push({ line: lineOf(node), message: `:stars[] takes a number 1-5, got "${plain(node.children)}"` });
      else mark(node, "stars", { value });
      return;
    }
    if ("children" in node) for (const c of node.children as RootContent[]) visit(c, inside);
  };
  visit(tree);
  if (classes)
    for (const node of tree.children) {
      if (node.type === "paragraph") node.data = { ...node.data, hProperties: { className: classes.p.split(" ") } };
      if (node.type === "list") {
        node.data = { ...node.data, hProperties: { className: (node.ordered ? classes.ol : classes.ul).split(" ") } };
        if (classes.li)
          for (const item of node.children)
            item.data = { ...item.data, hProperties: { className: classes.li.split(" ") } };
      }
    }
  return cited;
}
