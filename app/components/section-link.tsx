import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { CROSS_PATH_SCROLL_DELAY, type LandingSectionId } from "../lib/site-nav";
import { scrollToAnchor } from "../lib/scroll";

/**
 * A link to a landing-page section. On `/` it scrolls there smoothly; from any
 * other path it goes to `/#section` and scrolls after a short delay. Without
 * JavaScript it is a plain `/#section` link.
 */
export function SectionLink({
  section,
  className,
  children,
  onNavigate,
}: {
  section: LandingSectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onNavigate?.();
        if (pathname === "/") {
          scrollToAnchor(section);
        } else {
          navigate(`/#${section}`);
          window.setTimeout(() => scrollToAnchor(section), CROSS_PATH_SCROLL_DELAY);
        }
      }}
    >
      {children}
    </a>
  );
}
