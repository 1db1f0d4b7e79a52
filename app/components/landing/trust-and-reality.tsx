import type { Landing } from "../../content/schemas/landing";
import { TRAVELERS_PREPARED } from "../../lib/social-proof";
import { Icon } from "../icon";
import { Section } from "../ui";

/** The trust strip: the readers figure (one home: app/lib/social-proof.ts), then the record's four items. */
export function TrustStrip({ items: rest }: { items: Landing["trust"] }) {
  const items: Landing["trust"] = [{ icon: "users", text: TRAVELERS_PREPARED }, ...rest];
  return (
    <div className="border-y border-line bg-white">
      <ul
        className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-4 px-4 py-6 sm:px-6 md:grid-cols-5"
        aria-label="Why travelers trust this guide"
      >
        {items.map((t, i) => (
          <li
            key={t.text}
            className={`flex items-center gap-2.5 text-sm font-medium text-ink-soft ${i === items.length - 1 ? "col-span-2 md:col-span-1" : ""}`}
          >
            <Icon name={t.icon} className="size-5 shrink-0 text-trust" />
            {t.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RealityCheck({ reality }: { reality: Landing["reality"] }) {
  return (
    <Section
      title={reality.title}
      intro={reality.intro}
      eyebrow="The honest picture"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
          <h3 className="text-xl">The reality</h3>
          <ul className="mt-5 space-y-4">
            {reality.reality.map((r) => (
              <li key={r} className="flex gap-3 leading-relaxed text-ink-soft">
                <Icon name="x" className="mt-1 size-4 shrink-0 text-buy" strokeWidth={2.5} />
                {r}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-[var(--radius-card)] border border-trust/20 bg-trust-soft/60 p-6 sm:p-8">
          <h3 className="text-xl text-trust-deep">The good news</h3>
          <ul className="mt-5 space-y-4">
            {reality.goodNews.map((g) => (
              <li key={g} className="flex gap-3 leading-relaxed text-ink">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-trust" strokeWidth={2.5} />
                {g}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function Challenges({ challenges }: { challenges: Landing["challenges"] }) {
  return (
    <div className="bg-paper-deep/60">
      <Section
        eyebrow="Six things that trip people up"
        title="What makes a first trip to China different"
        className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {challenges.map((c) => (
            <li
              key={c.title}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-buy-soft text-buy">
                <Icon name={c.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-xl">{c.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{c.description}</p>
              <p className="mt-4 flex gap-2 border-t border-line pt-4 text-[0.95rem] font-medium text-trust-deep">
                <Icon name="check" className="mt-0.5 size-4 shrink-0" strokeWidth={2.5} />
                {c.solution}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
