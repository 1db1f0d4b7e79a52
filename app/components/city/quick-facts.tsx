import { BuyButton } from "../buy-button";
import { Icon } from "../icon";
import type { IconName } from "../icon-names";
import type { City } from "../../content/schemas/city";
import { GUIDE } from "../../lib/product";
import { articleOffer, formatUsd } from "../../lib/pricing";

/** Best time, language, currency and time zone, with the complete guide's offer. */
export function QuickFacts({ city, placement }: { city: City; placement: string }) {
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "calendar-days", label: "Best time", value: city.quickFacts.bestTime },
    { icon: "languages", label: "Language", value: city.quickFacts.language },
    { icon: "coins", label: "Currency", value: city.quickFacts.currency },
    { icon: "timer", label: "Time zone", value: city.quickFacts.timezone },
  ];
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <h2 className="font-serif text-xl">{city.cityName} quick facts</h2>
      <dl className="mt-4 space-y-3.5">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.08em] text-ink-muted">
              <Icon name={f.icon} className="size-4 shrink-0 text-trust" />
              {f.label}
            </dt>
            <dd className="mt-0.5 pl-6 text-[0.97rem] text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div data-pagefind-ignore className="mt-6 border-t border-line pt-5">
        <p className="text-sm text-ink-soft">
          This guide plus {GUIDE.cityGuides} more cities, offline, in the complete guide:{" "}
          <span className="font-semibold text-ink">{formatUsd(articleOffer.price)}</span>{" "}
          <span className="text-ink-muted line-through">{formatUsd(articleOffer.regular)}</span>
        </p>
        <BuyButton placement={placement} label="get" className="mt-4 w-full" />
      </div>
    </div>
  );
}
