/**
 * The one Markdown pipeline for every prose string of every record:
 * remark-parse + remark-gfm (tables) + remark-directive (the block vocabulary),
 * checked by ./directives.ts and turned into an HTML tree (HAST) by remark-rehype,
 * with the block vocabulary as custom elements. The page renders that tree with the
 * design system's components (app/components/prose.tsx). It runs in Node at build
 * time; nothing here reaches the browser.
 */
import { createHash } from "node:crypto";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Heading, Link, PhrasingContent, Root, RootContent, Text } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { site } from "../../config/site";
import type { BlockClasses, DocumentSection, InternalLink } from "../../content/schemas/prose";
import { checkDirectives } from "./directives";
import type { Problem } from "./markdown-problem";

export type { Problem } from "./markdown-problem";
export type { DocumentSection, InternalLink } from "../../content/schemas/prose";

interface Compiled {
  tree: HastRoot;
  text: string;
  links: InternalLink[];
  /** The facts the text cites (`:fact[topic.id]`), by key. */
  facts: string[];
  problems: Problem[];
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const toHast = unified().use(remarkRehype);

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
const offsetOf = (node: { position?: { start: { offset?: number } } }) => node.position?.start.offset;

/** Every node below `node`, depth first, with its parent. */
function* walk(node: Root | RootContent): Generator<{ node: RootContent; parent: Root | RootContent }> {
  if ("children" in node)
    for (const child of node.children as RootContent[]) {
      yield { node: child, parent: node };
      yield* walk(child);
    }
}

/** Configuration tokens in text nodes: `{brandName}`, and `{supportEmail}` as a mailto link. */
function fillTokens(tree: Root) {
  for (const { node } of [...walk(tree)]) {
    if (!("children" in node)) continue;
    const next: RootContent[] = [];
    for (const child of node.children as RootContent[]) {
      if (child.type !== "text") {
        next.push(child);
        continue;
      }
      const parts = child.value.replace(/\{brandName\}/g, site.brandName).split("{supportEmail}");
      parts.forEach((part, i) => {
        if (i > 0)
          next.push({
            type: "link",
            url: `mailto:${site.supportEmail}`,
            children: [{ type: "text", value: site.supportEmail }],
            position: child.position,
          } satisfies Link);
        if (part) next.push({ type: "text", value: part, position: child.position } satisfies Text);
      });
    }
    (node as { children: RootContent[] }).children = next;
  }
}

/** Raw HTML, images without alt text and link targets the site cannot vouch for. */
function checkNodes(tree: Root, problems: Problem[], links: InternalLink[]) {
  for (const { node } of walk(tree)) {
    const at = { line: lineOf(node), offset: offsetOf(node) };
    if (node.type === "html") problems.push({ ...at, message: `raw HTML is not allowed: ${node.value}` });
    if (node.type === "image" && !node.alt?.trim())
      problems.push({ ...at, message: `image ${node.url} has no alt text` });
    if (node.type === "link") {
      const url = node.url;
      if (url.startsWith("/")) links.push({ url, ...at });
      else if (!/^(https:\/\/|http:\/\/|mailto:|#)/.test(url))
        problems.push({ ...at, message: `link to "${url}": use a canonical path (/...) or a full URL` });
    }
    if (node.type === "definition" || node.type === "footnoteDefinition")
      problems.push({ line: lineOf(node), message: `${node.type} is not part of the content vocabulary` });
  }
}

/** Elements of the block vocabulary whose attributes are shown as text (titles, captions, month facts). */
const shownProperties = new Set([
  "callout",
  "quote-block",
  "data-table",
  "month-card",
  "rated",
  "step",
  "address-card",
]);

/**
 * The words a reader sees. `factAs`: what a cited fact (`:fact[]`, `:holiday[]`) counts as instead of its
 * value's words, for the copied-prose check (a cited value is the facts' wording, not the page's).
 */
export function textOf(node: HastRoot | ElementContent, factAs?: string): string {
  if (node.type === "text") return node.value;
  if (factAs !== undefined && node.type === "element" && node.tagName === "fact") return factAs;
  const own =
    node.type === "element" && shownProperties.has(node.tagName)
      ? Object.values(node.properties).filter((v) => typeof v === "string")
      : [];
  if ("children" in node) return [...own, ...node.children.map((c) => textOf(c as ElementContent, factAs))].join(" ");
  return "";
}

/** A short stable hash of a source text: the part of a fact citation's id that keeps it unique on its page. */
const saltOf = (source: string) => createHash("sha256").update(source).digest("hex").slice(0, 8);

function compileTree(
  tree: Root,
  problems: Problem[],
  classes: BlockClasses | undefined,
  salt: string,
  unwrap = false,
): Compiled {
  const links: InternalLink[] = [];
  fillTokens(tree);
  checkNodes(tree, problems, links);
  const facts = checkDirectives(tree, problems, classes, salt);
  let hast = toHast.runSync(tree) as HastRoot;
  const [paragraph] = hast.children;
  if (unwrap && paragraph?.type === "element" && paragraph.tagName === "p")
    hast = { type: "root", children: paragraph.children };
  return { tree: hast, text: textOf(hast).replace(/\s+/g, " ").trim(), links, facts, problems };
}

/**
 * An inline string (a YAML prose field, a list item): one paragraph, unwrapped.
 * Block syntax (lists, headings, block directives, several paragraphs) is refused.
 */
export function compileInline(source: string): Compiled {
  const tree = parser.parse(source);
  const problems: Problem[] = [];
  const [first, ...rest] = tree.children;
  if (!first || first.type !== "paragraph" || rest.length)
    problems.push({
      line: lineOf(rest[0] ?? first ?? tree),
      message: `this field takes one paragraph of inline text; found ${tree.children.map((c) => c.type).join(", ") || "nothing"}`,
    });
  return compileTree({ type: "root", children: first ? [first] : [] }, problems, undefined, saltOf(source), true);
}

export interface CompiledDocument extends Omit<Compiled, "tree"> {
  sections: DocumentSection[];
  /** Block directives used, e.g. `tip`, `pros-cons` (for the content tests). */
  blocks: string[];
  /** The `steps` directive's steps, as text (HowTo structured data). */
  steps: { name: string; text: string }[];
  /** The first-person quotes (`:::quote[attribution]`), as text, for the trip-log check. */
  quotes: { by: string; text: string }[];
}

/** `## Title {#id}`: the heading's text and its anchor id. */
function headingId(heading: Heading): { title: string; id?: string } {
  const last = heading.children.at(-1);
  let id: string | undefined;
  if (last?.type === "text") {
    const m = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(last.value);
    if (m) {
      id = m[1];
      last.value = last.value.slice(0, m.index);
    }
  }
  const plain = (nodes: PhrasingContent[]): string =>
    nodes.map((n) => ("value" in n ? n.value : "children" in n ? plain(n.children as PhrasingContent[]) : "")).join("");
  return { title: plain(heading.children).trim(), id };
}

/**
 * A long-form body (article, legal page): sections that start at `## Title {#id}`,
 * with Markdown and the block vocabulary inside.
 */
export function compileDocument(source: string, classes: BlockClasses): CompiledDocument {
  const tree = parser.parse(source);
  const problems: Problem[] = [];
  const groups: { id: string; title: string; line: number; nodes: RootContent[] }[] = [];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 1)
      problems.push({ line: lineOf(node), message: "the page title comes from the frontmatter; use ## for sections" });
    else if (node.type === "heading" && node.depth === 2) {
      const { title, id } = headingId(node);
      if (!id) problems.push({ line: lineOf(node), message: `section "${title}" needs an id: ## ${title} {#some-id}` });
      else if (groups.some((g) => g.id === id))
        problems.push({ line: lineOf(node), message: `section id "${id}" is used twice` });
      groups.push({ id: id ?? "", title, line: lineOf(node), nodes: [] });
    } else if (!groups.length)
      problems.push({ line: lineOf(node), message: "text before the first section heading (## Title {#id})" });
    else groups.at(-1)!.nodes.push(node);
  }
  const blocks = new Set<string>();
  const steps: { name: string; text: string }[] = [];
  const links: InternalLink[] = [];
  const facts: string[] = [];
  const texts: string[] = [];
  const salt = saltOf(source);
  const sections = groups.map((g) => {
    const root: Root = { type: "root", children: g.nodes };
    for (const { node } of walk(root))
      if (node.type === "containerDirective" || node.type === "leafDirective") blocks.add(node.name);
    const compiled = compileTree(root, problems, classes, `${salt}-${g.id}`);
    links.push(...compiled.links);
    facts.push(...compiled.facts);
    texts.push(g.title, compiled.text);
    return { id: g.id, title: g.title, tree: compiled.tree };
  });
  const quotes: { by: string; text: string }[] = [];
  for (const { node } of walk(tree))
    if (node.type === "containerDirective" && node.name === "quote") {
      const hast = toHast.runSync({ type: "root", children: node.children } as Root) as HastRoot;
      const by = String((node.data?.hProperties as Record<string, unknown> | undefined)?.by ?? "");
      quotes.push({ by, text: textOf(hast).replace(/\s+/g, " ").trim() });
    }
  for (const { node } of walk(tree))
    if (node.type === "containerDirective" && node.name === "step") {
      const hast = toHast.runSync({ type: "root", children: node.children } as Root) as HastRoot;
      const name = String((node.data?.hProperties as Record<string, unknown> | undefined)?.name ?? "");
      steps.push({ name, text: textOf(hast).replace(/\s+/g, " ").trim() });
    }
  return {
    sections,
    blocks: [...blocks],
    steps,
    quotes,
    links,
    facts,
    problems,
    text: texts.join(" "),
  };
}

export type { Element };
