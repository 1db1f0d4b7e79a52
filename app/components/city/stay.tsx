import { AddressCard } from "../address-card";
import { Icon } from "../icon";
import { NameZh } from "../name-zh";
import { Prose } from "../prose";
import { Badge } from "../ui";
import type { City } from "../../content/schemas/city";
import { areaCard, areaMap } from "../../lib/maps/driver-cards";

type Area = City["whereToStay"]["areas"][number];

/** An area's driver card, folded under the place the driver heads for (its landmark, or its name). */
function AreaCard({ area, city }: { area: Area; city: City }) {
  const card = areaCard(area);
  const map = areaMap(area, city);
  if (!card || !map) return null;
  return (
    <div className="mt-4">
      <AddressCard
        name={area.name}
        placeZh={card.placeZh}
        zh={area.addressZh}
        map={map}
        pinyin={card.pinyin}
        summary={
          <span className="flex items-center gap-2.5">
            <Icon name="car" className="size-4 shrink-0 text-buy" />
            <span lang="zh-Hans" className="font-semibold text-ink">
              {card.placeZh}
            </span>
          </span>
        }
      />
    </div>
  );
}

/** The areas to stay in, each marked foreigner friendly or not, with a driver card. */
export function StayAreas({ city }: { city: City }) {
  return (
    <>
      <Prose as="p" className="mt-4" value={city.whereToStay.intro} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {city.whereToStay.areas.map((a) => (
          <li key={a.name} className="rounded-2xl border border-line bg-white p-5">
            <h3 className="flex items-start gap-2 text-lg leading-snug">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-buy" />
              <NameZh name={a.name} zh={a.nameZh} pinyin={a.pinyin} />
            </h3>
            <span data-pagefind-ignore>
              {a.foreignerFriendly ? (
                <Badge tone="trust" className="mt-2">
                  Foreigner Friendly
                </Badge>
              ) : (
                <Badge tone="neutral" className="mt-2">
                  Check foreigner registration
                </Badge>
              )}
            </span>
            <Prose as="p" className="mt-3 text-[0.97rem]" value={a.description} />
            <AreaCard area={a} city={city} />
          </li>
        ))}
      </ul>
    </>
  );
}
