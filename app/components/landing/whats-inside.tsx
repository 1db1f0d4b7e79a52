import type { Landing } from "../../content/schemas/landing";
import { Icon } from "../icon";
import { Section } from "../ui";

const chapterLabel = ({ from, to }: { from: number; to: number }) =>
  from === to ? `Chapter ${from}` : `Chapters ${from}-${to}`;

export function WhatsInside({ content }: { content: Landing["whatsInside"] }) {
  return (
    <Section
      id="whats-inside"
      eyebrow="What's Inside"
      title={content.title}
      intro={content.intro}
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {content.parts.map((part, i) => (
          <li key={part.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <p className="flex items-center justify-between text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">
              <span>Part {i + 1}</span>
              <span className="rounded-full bg-paper-deep px-2.5 py-1 normal-case tracking-normal">
                {chapterLabel(part.chapters)}
              </span>
            </p>
            <h3 className="mt-3 text-xl">{part.title}</h3>
            <p className="mt-1.5 text-[0.95rem] text-ink-muted">{part.tagline}</p>
            <ul className="mt-4 space-y-2.5">
              {part.items.map((item) => (
                <li key={item.text} className="flex gap-2.5 text-[0.97rem] text-ink-soft">
                  <Icon name={item.icon} className="mt-0.5 size-4 shrink-0 text-trust" />
                  {item.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-5 rounded-[var(--radius-card)] border border-gold/30 bg-gold-soft/70 p-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-gold">
          <Icon name="gift" className="size-6" />
        </span>
        <div>
          <h3 className="text-lg">{content.bonus.title}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {content.bonus.items.map((b) => (
              <li key={b.text} className="flex gap-2 text-[0.95rem] text-ink-soft">
                <Icon name={b.icon} className="mt-1 size-4 shrink-0 text-gold" />
                {b.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
