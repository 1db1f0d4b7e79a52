import { Icon } from "./icon";
import type { IconName } from "./icon-names";
import type { Solution } from "../content/schemas/solution";

type HeroIcon = NonNullable<Solution["heroImage"]>["icon"];
const icons = {
  wallet: "wallet",
  phone: "smartphone",
  train: "train",
  globe: "globe",
  car: "car",
  hotel: "hotel",
  utensils: "utensils",
  map: "map",
  shield: "shield",
  languages: "languages",
  users: "users",
  wifi: "wifi",
} as const satisfies Record<HeroIcon, IconName>;

/** The how-to page's hero visual: the topic's icon on a tile. */
export function SolutionIcon({ icon, label }: { icon: HeroIcon; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-trust to-trust-deep text-white shadow-[var(--shadow-card)]"
    >
      <Icon name={icons[icon]} className="size-7" strokeWidth={1.75} />
    </span>
  );
}
