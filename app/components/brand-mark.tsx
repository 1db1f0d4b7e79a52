/** The brand's seal: a vermilion square with a stylised gate, drawn in SVG. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#b8321f" />
      <path d="M6 10.5h20M8 14h16" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M10.5 14v11M21.5 14v11M16 14v5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M5 9c4 1.4 18 1.4 22 0" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
