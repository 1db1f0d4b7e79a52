import type { ReactNode } from "react";

/** A white card on the paper background. */
export function Card({
  children,
  className = "",
  as: As = "div",
}: {
  children: ReactNode;
  className?: string;
  as?: "div" | "article" | "li" | "aside";
}) {
  return (
    <As
      className={`rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] ${className}`}
    >
      {children}
    </As>
  );
}

export type Tone = "trust" | "buy" | "gold" | "sky" | "rose" | "neutral";
const tones: Record<Tone, string> = {
  trust: "bg-trust-soft text-trust-deep",
  buy: "bg-buy-soft text-buy-hover",
  gold: "bg-gold-soft text-gold-deep",
  sky: "bg-sky-soft text-sky",
  rose: "bg-rose-soft text-rose",
  neutral: "bg-paper-deep text-ink-soft",
};

/** A small uppercase label (e.g. 'Launch special', 'Foreigner Friendly'). */
export function Badge({
  children,
  tone = "trust",
  className = "",
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.08em] ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** A fact chip: label and value (e.g. Province: Shaanxi). */
export function Chip({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <span className="inline-flex items-start gap-2 rounded-xl border border-line bg-white/80 px-3.5 py-1.5 text-sm text-ink-soft">
      {icon}
      <span className="font-medium text-ink-muted">{label}</span>
      <span className="font-semibold text-ink">{value}</span>
    </span>
  );
}

/**
 * A box a page names with its own small heading (What changed, Rules with an end date, Emergency
 * numbers): a section labelled by that heading, with the data attributes scripts and sweeps find it by.
 */
export function TitledBox({
  id,
  title,
  className,
  titleClassName,
  data = {},
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  data?: Record<`data-${string}`, true>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} {...data} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A page section with an optional eyebrow, a heading and an intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className = "",
  headingLevel = 2,
  centered = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  centered?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${className}`}>
      <header className={`mb-8 ${centered ? "mx-auto max-w-2xl text-center" : "max-w-3xl"}`}>
        {eyebrow && <p className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-trust">{eyebrow}</p>}
        <H
          id={headingId}
          className={headingLevel === 2 ? "text-3xl leading-tight sm:text-4xl" : "text-2xl leading-snug"}
        >
          {title}
        </H>
        {intro && <div className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</div>}
      </header>
      {children}
    </section>
  );
}

/** A thin ornamental divider between long sections. */
export function Divider() {
  return (
    <div className="my-12 flex items-center gap-4" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      <span className="size-1.5 rotate-45 bg-buy/60" />
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
