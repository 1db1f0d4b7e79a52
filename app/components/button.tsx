import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "buy" | "trust" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  buy: "bg-buy text-white shadow-[var(--shadow-buy-button)] hover:bg-buy-hover",
  trust: "bg-trust text-white hover:bg-trust-deep",
  outline: "border border-ink/15 bg-white text-ink hover:border-ink/30 hover:bg-paper",
  ghost: "text-ink hover:bg-ink/5",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 text-sm",
  md: "min-h-12 px-5 text-[0.95rem]",
  lg: "min-h-14 px-5 text-[0.95rem] sm:px-7 sm:text-base",
};

/**
 * Class names shared by every button-shaped control. `btn` names it for the phone audit's primary
 * actions (tests/e2e/primary-actions.ts): every size is at least 44 px high.
 */
export function buttonClass(variant: ButtonVariant = "trust", size: ButtonSize = "md", extra = "") {
  return `btn inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[-0.01em] transition-colors duration-150 ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** An internal link styled as a button. */
export function ButtonLink({
  to,
  variant,
  size,
  className = "",
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>) {
  return (
    <Link to={to} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </Link>
  );
}
