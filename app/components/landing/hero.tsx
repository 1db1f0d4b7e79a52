import { Icon } from "../icon";
import type { Landing } from "../../content/schemas/landing";
import { formatUsd, landingOffer } from "../../lib/pricing";
import { BuyButton } from "../buy-button";
import { Badge } from "../ui";

/** The hero; its headline arrives with the edition year filled in (the record says `{year}`). */
export function Hero({
  hero,
  travelers,
}: {
  hero: Omit<Landing["hero"], "headline"> & { headline: string };
  travelers: string;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-paper via-paper to-paper-deep pt-8 pb-16 sm:pb-24 lg:pt-32"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-[-10rem] size-[36rem] rounded-full bg-trust-soft/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <Badge tone="buy">
            {hero.badge} · {landingOffer.percentOff}% off
          </Badge>
          <h1
            id="hero-heading"
            className="mt-5 text-[2.15rem] leading-[1.1] tracking-[-0.02em] sm:text-5xl lg:text-[3.6rem]"
          >
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{hero.subheadline}</p>
          <ul className="mt-7 space-y-3">
            {hero.benefits.map((b) => (
              <li key={b} className="flex gap-3 text-[1.02rem] text-ink">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-trust text-white">
                  <Icon name="check" className="size-3.5" strokeWidth={3} />
                </span>
                {b}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-x-5 gap-y-3">
            <BuyButton placement="hero" label="getComplete" size="lg" />
            <p className="text-sm text-ink-muted">
              <span className="mr-1.5 text-base text-ink-muted line-through">{formatUsd(landingOffer.regular)}</span>
              <span className="font-semibold text-ink">{formatUsd(landingOffer.price)} launch price</span>
            </p>
          </div>
          <p className="mt-4 text-sm text-ink-muted">{hero.reassurance}</p>
          <p className="mt-2 text-sm font-medium text-trust-deep">Joined by {travelers} travelers</p>
        </div>
        <div className="mx-auto w-full max-w-[17rem] sm:max-w-md lg:max-w-none">
          <img
            src="/illustrations/guide-mockup.svg"
            width={440}
            height={460}
            alt="The China travel guide open on a phone, with a printed pre-trip checklist behind it"
            className="h-auto w-full"
            fetchPriority="low"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
