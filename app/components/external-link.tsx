import type { ReactNode } from "react";

/**
 * A link to another site: opens in the same tab, without opener or referrer,
 * and says that it leaves the site (an arrow, and words for screen readers).
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} rel="noopener noreferrer external" className={className}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> (external site)</span>
    </a>
  );
}
