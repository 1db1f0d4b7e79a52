import type { ReactNode } from "react";
import { mapLinks } from "../lib/maps/map-links";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

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
export function AddressCard({
  name,
  zh,
  placeZh,
  dropOffZh,
  cityZh,
  pinyin,
  note,
  summary,
}: {
  name: string;
  /** The address in Chinese, where the place's name alone does not find it. */
  zh?: string;
  /** The place's own name in Chinese, shown above the address. */
  placeZh?: string;
  /** The gate or entrance to be dropped at, in Chinese. */
  dropOffZh?: string;
  /** The city in Chinese, so the map apps search the right city. */
  cityZh?: string;
  pinyin?: string;
  /** For the reader, in English. */
  note?: string;
  /** Folds the card under this line; a tap on it opens the card. */
  summary?: ReactNode;
}) {
  const links = mapLinks({ nameZh: placeZh ?? zh ?? "", cityZh: cityZh ?? "" });
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
      {placeZh && (
        <p
          lang="zh-Hans"
          data-driver-text="place"
          className="zh-words mt-1 text-2xl leading-snug font-semibold text-ink"
        >
          {placeZh}
        </p>
      )}
      {dropOffZh && (
        <p
          lang="zh-Hans"
          data-driver-text="drop-off"
          className="zh-words mt-1 text-xl leading-snug font-semibold text-ink"
        >
          {dropOffZh}
        </p>
      )}
      {zh && (
        <p lang="zh-Hans" data-driver-text="address" className="mt-1 text-xl leading-snug text-ink">
          {dropOffZh ? `地址：${zh}` : zh}
        </p>
      )}
      {pinyin && (
        <p data-driver-text="pinyin" className="mt-1 text-sm text-ink-soft">
          {pinyin}
        </p>
      )}
      {note && <p className="mt-3 text-sm leading-relaxed text-ink-soft">{note}</p>}
      <div data-pagefind-ignore className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 print:hidden">
        <button
          type="button"
          data-driver-open
          hidden
          className="min-h-11 w-full rounded-full border border-trust/40 px-4 text-sm font-semibold text-trust-deep hover:bg-trust-soft sm:w-auto"
        >
          Show full screen
        </button>
        <div data-map-links className="w-full">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Open in maps</p>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {links.map((l) => (
              <li key={l.app}>
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
    </figure>
  );
  if (!summary) return card;
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
      {card}
    </details>
  );
}
