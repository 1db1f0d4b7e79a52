/**
 * Prose as the schemas leave it and as pages read it. A schema validates: a prose field is checked as a
 * string and marked with what it is (one paragraph of inline Markdown, or a body of sections), and nothing
 * more. The loader compiles every marked field after validation (app/lib/content/prose.ts, `compileRecord`),
 * filling in the tree a page renders (app/components/prose.tsx) and what the build's checks read: the
 * text, the links and the facts it cites. Until then a marked field is an empty object.
 *
 * Only the types and the marks live here, so the schemas import nothing from app/lib.
 */
import type { Root } from "hast";

/** Class names for the top-level blocks of a page type's body. */
export interface BlockClasses {
  p: string;
  ul: string;
  ol: string;
  li: string;
}

/** An internal link in prose, where it is in the Markdown (for the link check). */
export interface InternalLink {
  url: string;
  line: number;
  offset?: number;
}

/** A compiled prose field: the tree a page renders, and what the build's checks read. */
export interface Prose {
  /** The HTML tree (HAST) with the block vocabulary's elements, rendered by app/components/prose.tsx. */
  readonly tree: Root;
  readonly text: string;
  readonly links: readonly InternalLink[];
  /** The facts cited (`:fact[topic.id]`). */
  readonly facts: readonly string[];
  /** The Markdown as written (the uncited-figures detector reads it). */
  readonly source: string;
}

/** One `## Title {#id}` section of a body. */
export interface DocumentSection {
  id: string;
  title: string;
  tree: Root;
}

/** A compiled Markdown body of sections. */
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

/** What the loader needs to compile a marked field. */
export type ProseMark = { kind: "inline"; source: string } | { kind: "body"; source: string; classes: BlockClasses };

const marks = new WeakMap<object, ProseMark>();

/** An empty object carrying its mark, for the loader to fill in place. */
function marked<T extends object>(mark: ProseMark): T {
  const target = {};
  marks.set(target, mark);
  return target as T;
}

/** A validated inline prose field, to be compiled by the loader. */
export const markInline = (source: string): Prose => marked<Prose>({ kind: "inline", source });

/** A validated Markdown body, to be compiled by the loader with the page type's block classes. */
export const markBody = (source: string, classes: BlockClasses): Body =>
  marked<Body>({ kind: "body", source, classes });

/** The mark of a field not yet compiled, if `value` is one; the loader takes it off as it compiles. */
export function takeMark(value: unknown): ProseMark | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const mark = marks.get(value);
  if (mark) marks.delete(value);
  return mark;
}
