import type { Root } from "hast";
import { createContext, useContext, type JSX } from "react";
import { fillPagePath } from "../lib/report-mistake";
import { proseHtml } from "./content/prose-html";

/** Prose as the loader compiled it (app/lib/content/markdown.ts): the tree to render. */
export interface ProseTree {
  tree: Root;
}

/**
 * The path of the page being rendered, set by the root layout. The content pipeline renders each
 * prose field once, whichever pages show it; a fact's "Report a mistake in this figure" link
 * gets the path of the page it is on here (app/lib/report-mistake.ts, fillPagePath).
 */
export const PagePath = createContext<string | undefined>(undefined);

/**
 * Renders a compiled prose field into the page, at build time. The HTML comes from our own
 * renderer (./content/prose-html.tsx) from checked Markdown (no raw HTML is allowed in content),
 * so it is trusted.
 */
export function Prose({
  value,
  as: Tag = "span",
  className,
  id,
}: {
  value: ProseTree;
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  id?: string;
}) {
  // The hook first: rendering the tree is a render of its own.
  const path = useContext(PagePath);
  const html = fillPagePath(proseHtml(value.tree), path);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
