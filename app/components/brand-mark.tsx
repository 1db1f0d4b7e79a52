import { BRAND_MARK } from "../lib/brand-mark";

/** The seal's drawing (32x32 units), for an <svg> of its own or inside another drawing. */
export function BrandSeal({ radius = 7 }: { radius?: number }) {
  return (
    <>
      <rect width="32" height="32" rx={radius} fill={BRAND_MARK.seal} />
      <g
        fill="none"
        stroke={BRAND_MARK.ink}
        strokeWidth={BRAND_MARK.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {BRAND_MARK.strokes.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </>
  );
}

/** The brand's seal (行, "to travel") in vermilion, drawn from app/lib/brand-mark.ts. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox={BRAND_MARK.viewBox} className={className} aria-hidden="true" focusable="false">
      <BrandSeal />
    </svg>
  );
}
