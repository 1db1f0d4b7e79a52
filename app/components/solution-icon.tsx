import Car from "lucide-react/icons/car";
import Globe from "lucide-react/icons/globe";
import Hotel from "lucide-react/icons/hotel";
import Languages from "lucide-react/icons/languages";
import Map from "lucide-react/icons/map";
import Shield from "lucide-react/icons/shield";
import Smartphone from "lucide-react/icons/smartphone";
import TrainFront from "lucide-react/icons/train-front";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import Wallet from "lucide-react/icons/wallet";
import Wifi from "lucide-react/icons/wifi";
import type { Solution } from "../content/schemas/solution";

type HeroIcon = NonNullable<Solution["heroImage"]>["icon"];
const icons = { wallet: Wallet, phone: Smartphone, train: TrainFront, globe: Globe, car: Car, hotel: Hotel, utensils: Utensils, map: Map, shield: Shield, languages: Languages, users: Users, wifi: Wifi } satisfies Record<HeroIcon, unknown>;

/** The how-to page's hero visual: the topic's icon on a tile. */
export function SolutionIcon({ icon, label }: { icon: HeroIcon; label: string }) {
  const Component = icons[icon];
  return (
    <span role="img" aria-label={label} className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-trust to-trust-deep text-white shadow-[var(--shadow-card)]">
      <Component aria-hidden="true" className="size-7" strokeWidth={1.75} />
    </span>
  );
}
