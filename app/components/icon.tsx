import { ICON_SPRITE, type IconName } from "./icon-names";

/**
 * An icon from the site's SVG sprite (public/icons.svg, drawn from lucide).
 * No JavaScript per icon: the browser fetches the sprite once and caches it.
 * Decorative unless given a `label`.
 */
export function Icon({
  name,
  className = "size-5",
  strokeWidth = 2,
  label,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: "false" })}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
