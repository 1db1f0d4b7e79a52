/**
 * Compiled prose as records carry it after validation. Only `html` is an own
 * enumerable property, so only the HTML travels to the page as loader data;
 * `text` (for word counts and originality checks) and `links` (for the link
 * check) stay on the build side.
 */
import type { z } from "zod";
import { compileDocument, compileInline, type DocumentSection, type InternalLink, type Problem } from "./markdown";
import type { BlockClasses } from "./directives";

export interface Prose {
  readonly html: string;
  readonly text: string;
  readonly links: readonly InternalLink[];
  /** The facts cited (`:fact[topic.id]`). */
  readonly facts: readonly string[];
  /** The Markdown as written (the uncited-figures detector reads it). */
  readonly source: string;
}

export interface Body {
  readonly sections: DocumentSection[];
  readonly text: string;
  readonly links: readonly InternalLink[];
  readonly facts: readonly string[];
  readonly blocks: readonly string[];
  readonly steps: readonly { name: string; text: string }[];
  readonly quotes: readonly { by: string; text: string }[];
  /** The Markdown as written (the uncited-figures detector reads it). */
  readonly source: string;
}

const compiled = new WeakSet<object>();

/** True for prose and bodies made by this module (the link check walks records for them). */
export const isCompiled = (value: unknown): value is Prose | Body =>
  typeof value === "object" && value !== null && compiled.has(value);

function hidden<T extends object>(visible: T, rest: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(rest)) Object.defineProperty(visible, key, { value, enumerable: false });
  compiled.add(visible);
  return visible;
}

type Ctx = z.core.$RefinementCtx<string>;

function report(problems: Problem[], ctx: Ctx) {
  for (const p of problems)
    ctx.addIssue({ code: "custom", message: p.message, params: { line: p.line, offset: p.offset } });
}

export function toProse(source: string, ctx: Ctx): Prose {
  const c = compileInline(source);
  report(c.problems, ctx);
  return hidden({ html: c.html }, { text: c.text, links: c.links, facts: c.facts, source }) as Prose;
}

export function toBody(source: string, ctx: Ctx, classes: BlockClasses): Body {
  const c = compileDocument(source, classes);
  report(c.problems, ctx);
  return hidden(
    { sections: c.sections },
    { text: c.text, links: c.links, facts: c.facts, blocks: c.blocks, steps: c.steps, quotes: c.quotes, source },
  ) as Body;
}
