/**
 * Compiles the prose fields the schemas marked (app/content/schemas/prose.ts): the loader calls
 * `compileRecord` on each validated record, which fills every marked field in place with its tree,
 * text, links and cited facts, and reports the Markdown's problems at the field's path. Nothing but
 * the loader (and tests) compiles: a schema validates and marks, a page renders the tree.
 *
 * Only `tree` is an own enumerable property, so it is what a page's loader data carries; `text`
 * (for word counts and originality checks), `links` (for the link check), `facts` and `source` stay on
 * the build side.
 */
import type { Body, Prose, ProseMark } from "../../content/schemas/prose";
import { takeMark } from "../../content/schemas/prose";
import { compileDocument, compileInline, type Problem } from "./markdown";

export type { Body, Prose } from "../../content/schemas/prose";

const compiled = new WeakSet<object>();

/** True for prose and bodies the loader compiled (the checks walk records for them). */
export const isCompiled = (value: unknown): value is Prose | Body =>
  typeof value === "object" && value !== null && compiled.has(value);

function fill(target: object, visible: Record<string, unknown>, rest: Record<string, unknown>) {
  Object.assign(target, visible);
  for (const [key, value] of Object.entries(rest)) Object.defineProperty(target, key, { value, enumerable: false });
  compiled.add(target);
}

/** Compiles one marked field into `target`; returns the Markdown's problems. */
function compileMarked(target: object, mark: ProseMark): Problem[] {
  const { source } = mark;
  if (mark.kind === "inline") {
    const c = compileInline(source);
    fill(target, { tree: c.tree }, { text: c.text, links: c.links, facts: c.facts, source });
    return c.problems;
  }
  const c = compileDocument(source, mark.classes);
  const { sections, text, links, facts, blocks, steps, quotes } = c;
  fill(target, { sections }, { text, links, facts, blocks, steps, quotes, source });
  return c.problems;
}

/** A problem in a prose field: the field's path in the record and the place inside its Markdown. */
export interface ProseProblem extends Problem {
  path: (string | number)[];
}

/**
 * Compiles every marked prose field of a validated record, in place; returns the problems of each,
 * with the field's path (so the loader can point at the YAML or Markdown line).
 */
export function compileRecord(record: unknown): ProseProblem[] {
  const problems: ProseProblem[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value !== "object" || value === null) return;
    const mark = takeMark(value);
    if (mark) {
      for (const p of compileMarked(value, mark)) problems.push({ ...p, path });
      return;
    }
    if (isCompiled(value)) return;
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(record, []);
  return problems;
}

/** One inline prose string compiled on its own (tests and fixtures); throws on a Markdown problem. */
export function compileProse(source: string): Prose {
  const target = {};
  const problems = compileMarked(target, { kind: "inline", source });
  if (problems.length) throw new Error(problems.map((p) => p.message).join("; "));
  return target as Prose;
}
