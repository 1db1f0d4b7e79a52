import { AddressCard } from "../address-card";
import { Icon } from "../icon";
import type { City } from "../../content/schemas/city";

type Hub = NonNullable<City["gettingAround"]["hubs"]>[number];

/**
 * The stations and airports where a first taxi ride starts: each a driver card folded under its
 * names, so a phone shows a short list and one tap opens a card; printed, every card is open.
 */
export function HubCards({ hubs, cityZh }: { hubs: readonly Hub[]; cityZh: string }) {
  return (
    <div data-hub-cards className="mt-5">
      <h4 data-pagefind-ignore className="text-base font-semibold">
        Stations and airports: show the driver
      </h4>
      <ul className="mt-2 grid gap-2 lg:grid-cols-2 print:grid-cols-2">
        {hubs.map((h) => (
          <li key={h.nameZh}>
            <AddressCard
              name={h.name}
              placeZh={h.nameZh}
              zh={h.addressZh}
              cityZh={h.cityZh ?? cityZh}
              pinyin={h.pinyin}
              note={h.note}
              summary={
                <span className="flex items-center gap-2.5">
                  <Icon name={h.kind === "airport" ? "plane" : "train"} className="size-4 shrink-0 text-sky" />
                  <span className="min-w-0 leading-snug">
                    <span className="block font-semibold text-ink">{h.name}</span>
                    <span lang="zh-Hans" className="zh-words block text-ink-muted">
                      {h.nameZh}
                    </span>
                  </span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
