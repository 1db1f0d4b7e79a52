import type { JSX } from "react";

/** Prose rendered at build time by the content pipeline (app/lib/content/markdown.ts). */
export interface ProseHtml {
  html: string;
}

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
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: value.html }} />;
}
