import { Icon } from "../icon";
import type { Landing } from "../../content/schemas/landing";
import { formatUsd, landingOffer } from "../../lib/pricing";
import { Accordion } from "../accordion";
import { BuyButton } from "../buy-button";
import { Prose } from "../prose";
import { Section } from "../ui";

export function Faq({ faq }: { faq: Landing["faq"] }) {
  return (
    <Section id="faq" eyebrow="FAQ" title={faq.title} centered className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <Accordion
        group="landing-faq"
        items={faq.items.map((q) => ({ question: q.question, answer: <Prose value={q.answer} /> }))}
      />
    </Section>
  );
}

export function FinalCta({ content }: { content: Landing["finalCta"] }) {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 pb-24 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-10 surface-dark overflow-hidden rounded-[2rem] bg-gradient-to-br from-trust-deep to-lagoon p-6 text-white sm:p-12 lg:grid-cols-2">
        <div>
          <h2 id="final-cta-heading" className="text-3xl text-white sm:text-4xl">
            {content.title}
          </h2>
          <Prose as="p" className="mt-4 text-lg text-white/85" value={content.text} />
          <p className="mt-6 flex items-baseline gap-3">
            <span className="font-serif text-5xl font-semibold">{formatUsd(landingOffer.price)}</span>
            <span className="text-lg text-white/70 line-through">{formatUsd(landingOffer.regular)}</span>
            <span className="rounded-full bg-sun px-3 py-1 text-sm font-semibold text-ink">
              Save {formatUsd(landingOffer.savings)}
            </span>
          </p>
          <ul className="mt-6 space-y-2.5">
            {content.benefits.map((b) => (
              <li key={b} className="flex items-center gap-2.5 text-white/90">
                <Icon name="check" className="size-4 text-sun" strokeWidth={3} />
                {b}
              </li>
            ))}
          </ul>
          <BuyButton placement="final_cta" label="getComplete" size="lg" className="mt-8" />
        </div>
        <img
          src="/illustrations/device-mockup.svg"
          width={520}
          height={320}
          alt="The guide open on a laptop and on a phone"
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
