import type { ReactNode } from "react";
import type { LandingSectionId } from "../lib/site-nav";

/**
 * A link to a landing-page section: `/#section`. On `/` the browser scrolls
 * there smoothly (CSS `scroll-behavior`); from any other page it loads `/`
 * at the section, and the page script settles on it after about 100 ms.
 */
export function SectionLink({
  section,
  className,
  children,
}: {
  section: LandingSectionId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={`/#${section}`} className={className}>
      {children}
    </a>
  );
}
