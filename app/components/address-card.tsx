import type { ReactNode } from "react";
import { mapLinks, type MapPlace } from "../lib/maps/map-links";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

interface AddressCardProps {
  name: string;
  /** The address in Chinese, where the place's name alone does not find it. */
  zh?: string;
  /** The place's own name in Chinese, shown above the address. */
  placeZh?: string;
  /** The gate or entrance to be dropped at, in Chinese. */
  dropOffZh?: string;
  /** The city in Chinese, so the map apps search the right city. */
  cityZh?: string;
  /** What the map links search, where it is not `placeZh` in `cityZh` (a place outside the guide's city). */
  map?: MapPlace;
  pinyin?: string;
  /** For the reader, in English. */
  note?: string;
  /** The postal address, where it is not the door to go to: for the reader, labelled, apart from what the driver reads. */
  postalZh?: string;
  /** Folds the card under this line; a tap on it opens the card. */
  summary?: ReactNode;
}

/** One line of the card the driver reads: its part (the browser script finds it by it) and its text. */
interface DriverLine {
  part: "place" | "drop-off" | "address" | "pinyin";
  text: string;
  chinese: boolean;
  className: string;
}

/** The lines under the request, biggest first: those the place has, in the order the driver reads them. */
function driverLines({ placeZh, dropOffZh, zh, pinyin }: AddressCardProps): DriverLine[] {
  const lines: (Omit<DriverLine, "text"> & { text?: string })[] = [
    {
      part: "place",
      text: placeZh,
      chinese: true,
      className: "zh-words mt-1 text-2xl leading-snug font-semibold text-ink",
    },
    {
      part: "drop-off",
      text: dropOffZh,
      chinese: true,
      className: "zh-words mt-1 text-xl leading-snug font-semibold text-ink",
    },
    {
      part: "address",
      text: zh && (dropOffZh ? `地址：${zh}` : zh),
      chinese: true,
      className: "mt-1 text-xl leading-snug text-ink",
    },
    { part: "pinyin", text: pinyin, chinese: false, className: "mt-1 text-sm text-ink-soft" },
  ];
  return lines.filter((l): l is DriverLine => Boolean(l.text));
}

/**
 * Under the card, for the reader: the full-screen button (the driver-card script shows it) and the map links.
 * The button says "Show full screen"; a screen reader hears which place too (a city guide has a dozen of
 * them): the English name, and the Chinese the card shows where it has it.
 */
function CardActions({ name, placeZh, map }: { name: string; placeZh?: string; map: MapPlace }) {
  return (
    <div data-pagefind-ignore className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 print:hidden">
      <button
        type="button"
        data-driver-open
        hidden
        className="min-h-11 w-full rounded-full border border-trust/40 px-4 text-sm font-semibold text-trust-deep hover:bg-trust-soft sm:w-auto"
      >
        {/* The name in one piece, out of sight: a hidden part after the visible words is joined to them with a stray space ("screen : Forbidden City"). */}
        <span aria-hidden="true">Show full screen</span>
        <span className="sr-only">
          {`Show full screen: ${name}${placeZh ? ", " : ""}`}
          {placeZh && (
            <span lang="zh-Hans" data-my-hotel-name>
              {placeZh}
            </span>
          )}
        </span>
      </button>
      <div data-map-links className="w-full">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Open in maps</p>
        <ul className="mt-1.5 flex flex-wrap gap-2">
          {mapLinks(map).map((l) => (
            <li key={l.app} data-map-app={l.app}>
              <ExternalLink
                href={l.href}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-3.5 text-sm font-semibold text-trust-deep hover:border-trust/40 hover:bg-trust-soft"
              >
                {l.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The card folded under one line: a tap on the line opens it. */
function CardFold({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details data-driver-fold className="group rounded-2xl border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">{summary}</span>
        <span data-pagefind-ignore className="shrink-0 text-sm font-semibold text-trust-deep print:hidden">
          <span className="group-open:hidden">Driver card</span>
          <span className="hidden group-open:inline">Fold</span>
        </span>
        <Icon
          name="chevron-right"
          className="size-4 shrink-0 text-trust-deep transition-transform group-open:rotate-90 print:hidden"
        />
      </summary>
      {children}
    </details>
  );
}

/**
 * "Show the driver": a place's name and address in Chinese, large enough to
 * show across a taxi, with the request in Chinese ("please take me to"), the
 * gate to be dropped at where it is not the postal address, and the pinyin for
 * the reader. Below it, the place in Amap, Apple Maps and Baidu Maps (searched by
 * its Chinese name in its city), and any note for the reader in English, apart
 * from what the driver reads. The driver-card script adds "Show full screen".
 *
 * A place a driver knows by name (a railway station, an airport, a district) needs
 * no address: the card shows the name, and the map links search it in its city.
 * With `summary`, the card folds under one line (the place's names) that opens it
 * with one tap; printed, it is always open (app.css).
 */
export function AddressCard(props: AddressCardProps) {
  const { name, zh, placeZh, cityZh, map, note, postalZh, summary } = props;
  const card = (
    <figure
      data-driver-card
      className={
        summary
          ? "rounded-b-2xl border-t border-line bg-white p-4 sm:p-5"
          : "my-5 rounded-2xl border border-line bg-white p-5"
      }
    >
      <figcaption data-pagefind-ignore className="text-sm font-semibold text-ink-muted">
        Show the driver: {name}
      </figcaption>
      <p lang="zh-Hans" data-driver-text="ask" data-pagefind-ignore className="mt-2 text-sm text-ink-soft">
        请带我去：
      </p>
      {driverLines(props).map((line) => (
        <p
          key={line.part}
          lang={line.chinese ? "zh-Hans" : undefined}
          data-driver-text={line.part}
          className={line.className}
        >
          {line.text}
        </p>
      ))}
      {note && <p className="mt-3 text-sm leading-relaxed text-ink-soft">{note}</p>}
      {postalZh && (
        <p data-postal-address className="mt-2 text-sm leading-relaxed text-ink-soft">
          Postal address, not the way in: <span lang="zh-Hans">{postalZh}</span>
        </p>
      )}
      <CardActions name={name} placeZh={placeZh} map={map ?? { nameZh: placeZh ?? zh ?? "", cityZh: cityZh ?? "" }} />
    </figure>
  );
  return summary ? <CardFold summary={summary}>{card}</CardFold> : card;
}
