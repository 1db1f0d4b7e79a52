import { Icon } from "./icon";
import type { ReactNode } from "react";

const styles = {
  tip: { box: "border-trust/25 bg-trust-soft/70", icon: "lightbulb", color: "text-trust", label: "Tip" },
  warning: { box: "border-buy/25 bg-buy-soft/70", icon: "triangle-alert", color: "text-buy", label: "Warning" },
  note: { box: "border-sky/20 bg-sky-soft/70", icon: "info", color: "text-sky", label: "Note" },
} as const;

/** A highlighted tip, warning or note inside long-form text. */
export function Callout({
  tone = "tip",
  title,
  children,
}: {
  tone?: keyof typeof styles;
  title?: string;
  children: ReactNode;
}) {
  const s = styles[tone];
  return (
    // role="note": a callout is part of the text it sits in, not a page landmark (an <aside> inside
    // <main> would be a nested complementary landmark).
    <div role="note" className={`my-6 flex gap-3.5 rounded-2xl border p-5 ${s.box}`} aria-label={title ?? s.label}>
      <Icon name={s.icon} className={`mt-0.5 size-5 shrink-0 ${s.color}`} />
      <div className="min-w-0 text-[0.98rem] leading-relaxed text-ink-soft">
        {title && <p className="mb-1 font-semibold text-ink">{title}</p>}
        {children}
      </div>
    </div>
  );
}
