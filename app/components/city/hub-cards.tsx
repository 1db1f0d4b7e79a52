import { AddressCard } from "../address-card";
import { Icon } from "../icon";
import { toolPath } from "../../lib/paths";
import type { City } from "../../content/schemas/city";
import { hubMap, mapCityOf } from "../../lib/maps/driver-cards";

/**
 * The stations and airports where a first taxi ride starts: each a driver card folded under its
 * names, so a phone shows a short list and one tap opens a card; printed, every card is open.
 */
/** A hub's or the reader's hotel's one line: an icon, the English name and the Chinese below. */
function HubSummary({ icon, name, nameZh }: { icon: "plane" | "train" | "hotel"; name: string; nameZh: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <Icon name={icon} className="size-4 shrink-0 text-sky" />
      <span className="min-w-0 leading-snug">
        <span className="block font-semibold text-ink">{name}</span>
        <span lang="zh-Hans" data-my-hotel-name className="zh-words block text-ink-muted">
          {nameZh}
        </span>
      </span>
    </span>
  );
}

/**
 * The reader's own hotel, from the trip checklist (app/lib/my-hotel.ts): a card for the driver-card
 * script to fill from this device's storage and add to the list, so it is printed on the arrival
 * sheet too. The template is inert; the words in it name the slots the script fills.
 */
function MyHotelTemplate({ city, cityZh }: { city: string; cityZh: string }) {
  return (
    <template data-my-hotel-template={city} data-city-zh={cityZh} data-pagefind-ignore>
      <li data-my-hotel-card>
        <AddressCard
          name="your hotel"
          placeZh="酒店名称"
          zh="酒店地址"
          cityZh={cityZh}
          note="From your booking, as you entered it in the trip checklist; kept on this device only."
          summary={<HubSummary icon="hotel" name="Your hotel" nameZh="酒店名称" />}
        />
      </li>
    </template>
  );
}

/** The guide's stations and airports, each searched in its own city, then the reader's hotel, searched in the guide's. */
export function HubCards({ city }: { city: City }) {
  const hubs = city.gettingAround.hubs ?? [];
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
              map={hubMap(h, city)}
              pinyin={h.pinyin}
              note={h.note}
              summary={<HubSummary icon={h.kind === "airport" ? "plane" : "train"} name={h.name} nameZh={h.nameZh} />}
            />
          </li>
        ))}
        <MyHotelTemplate city={city.slug} cityZh={mapCityOf(city)} />
      </ul>
      <p data-print-hide data-pagefind-ignore className="mt-2 text-sm text-ink-muted">
        Your own hotel&rsquo;s card joins this list when you add it in the{" "}
        <a href={`${toolPath("china-trip-checklist")}#my-hotels-h`} className="text-link">
          trip checklist
        </a>{" "}
        (on this device only).
      </p>
    </div>
  );
}
