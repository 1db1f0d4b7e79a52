import { createContext, useContext, type JSX } from "react";
import { fillPagePath } from "../lib/report-mistake";

/** Prose rendered at build time by the content pipeline (app/lib/content/markdown.ts). */
export interface ProseHtml {
  html: string;
}

/**
 * The path of the page being rendered, set by the root layout. The content pipeline renders each
 * prose field once, whichever pages show it; a fact's "Report a mistake in this figure" link
 * gets the path of the page it is on here (app/lib/report-mistake.ts, fillPagePath).
 */
export const PagePath = createContext<string | undefined>(undefined);

/**
 * Places build-time HTML from the content pipeline into the page. The HTML was
 * produced by our own renderer from checked Markdown (no raw HTML is allowed in
 * content), so it is trusted.
 */
export function Prose({
  value,
  as: Tag = "span",
  className,
  id,
}: {
  value: ProseHtml;
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  id?: string;
}) {
  const html = fillPagePath(value.html, useContext(PagePath));
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
