import type { LucideIcon } from "lucide-react";
import BadgeCheck from "lucide-react/icons/badge-check";
import Banknote from "lucide-react/icons/banknote";
import Calendar from "lucide-react/icons/calendar";
import Car from "lucide-react/icons/car";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import CreditCard from "lucide-react/icons/credit-card";
import Download from "lucide-react/icons/download";
import EyeOff from "lucide-react/icons/eye-off";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import Heart from "lucide-react/icons/heart";
import Hotel from "lucide-react/icons/hotel";
import Languages from "lucide-react/icons/languages";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Lock from "lucide-react/icons/lock";
import Map from "lucide-react/icons/map";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Plane from "lucide-react/icons/plane";
import QrCode from "lucide-react/icons/qr-code";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Shield from "lucide-react/icons/shield";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Sun from "lucide-react/icons/sun";
import Train from "lucide-react/icons/train-front";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import Wallet from "lucide-react/icons/wallet";
import Wifi from "lucide-react/icons/wifi";
import WifiOff from "lucide-react/icons/wifi-off";
import type { IconName } from "../content/schemas/icons";

const icons: Record<IconName, LucideIcon> = {
  smartphone: Smartphone, wallet: Wallet, "wifi-off": WifiOff, languages: Languages, "eye-off": EyeOff,
  sparkles: Sparkles, plane: Plane, train: Train, map: Map, "message-circle": MessageCircle, utensils: Utensils,
  calendar: Calendar, shield: Shield, "life-buoy": LifeBuoy, download: Download, "file-text": FileText,
  check: Check, globe: Globe, "credit-card": CreditCard, users: Users, star: Star, clock: Clock,
  refresh: RefreshCw, lock: Lock, compass: Compass, sun: Sun, wifi: Wifi, hotel: Hotel, heart: Heart,
  banknote: Banknote, "qr-code": QrCode, "badge-check": BadgeCheck, "map-pin": MapPin, car: Car,
};

/** A decorative icon from the content icon set (hidden from screen readers). */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
