import { ExternalLink } from "../external-link";
import { Icon } from "../icon";
import { formatDate } from "../../lib/dates";
import { FOREIGNERS_HOTLINE, type EmergencyNumbers as EmergencyNumbersData } from "../../lib/emergency-numbers";

type Number_ = EmergencyNumbersData["numbers"][number];

/** One number a tap calls, with its name (the hotline's says when to call it). */
function NumberLink({ n, label }: { n: Number_; label: React.ReactNode }) {
  return (
    <a
      href={`tel:${n.number}`}
      className="flex min-h-11 items-baseline gap-2 rounded-xl bg-paper-deep/60 px-3 py-2 no-underline"
    >
      <span className="text-xl font-bold text-ink tabular-nums">{n.number}</span>
      <span className="text-sm text-ink-soft">{label}</span>
    </a>
  );
}

/** The emergency numbers, from the facts collection: a tap calls on a phone; printed on the arrival sheet. */
export function EmergencyNumbers({ emergency }: { emergency: EmergencyNumbersData }) {
  // The hotline, not for emergencies, gets a row of its own below the four.
  const hotline = emergency.numbers.find((n) => n.fact === FOREIGNERS_HOTLINE);
  const rest = emergency.numbers.filter((n) => n !== hotline);
  return (
    <div data-emergency className="mt-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h4 data-pagefind-ignore className="flex items-center gap-2 text-base font-semibold">
        <Icon name="life-buoy" className="size-4 text-buy" /> Emergency numbers in China
      </h4>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rest.map((n) => (
          <li key={n.fact}>
            <NumberLink n={n} label={n.name} />
          </li>
        ))}
        {hotline && (
          <li className="col-span-2 sm:col-span-4">
            <NumberLink
              n={hotline}
              label={
                <>
                  {hotline.name}. {hotline.when}.
                </>
              }
            />
          </li>
        )}
      </ul>
      <p data-pagefind-ignore className="mt-3 text-xs leading-relaxed text-ink-muted">
        Checked {formatDate(emergency.checked)}. Sources:{" "}
        {emergency.sources.map((s, i) => (
          <span key={s.url}>
            {i > 0 && "; "}
            <ExternalLink href={s.url} className="underline">
              {s.publisher}
            </ExternalLink>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
