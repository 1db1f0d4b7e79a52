/**
 * Every icon the site draws, by sprite id, with the lucide icon it comes
 * from. scripts/make-icon-sprite.ts turns this list into public/icons.svg;
 * a test keeps the two in step. Content icon names (schemas/icons.ts) are a
 * subset.
 */
export const spriteIcons = {
  "arrow-down": "arrow-down", "arrow-left": "arrow-left", "arrow-right": "arrow-right", "badge-check": "badge-check",
  banknote: "banknote", bus: "bus", calendar: "calendar", "calendar-days": "calendar-days", car: "car", check: "check",
  "chevron-right": "chevron-right", "circle-alert": "circle-alert", "circle-minus": "circle-minus", clock: "clock",
  coins: "coins", compass: "compass", "credit-card": "credit-card", download: "download", "eye-off": "eye-off",
  "file-text": "file-text", gift: "gift", globe: "globe", heart: "heart", hotel: "hotel", info: "info",
  languages: "languages", "life-buoy": "life-buoy", lightbulb: "lightbulb", lock: "lock", mail: "mail", map: "map",
  "map-pin": "map-pin", menu: "menu", "message-circle": "message-circle", minus: "minus", plane: "plane", plus: "plus",
  "qr-code": "qr-code", quote: "quote", refresh: "refresh-cw", shield: "shield", "shield-check": "shield-check",
  smartphone: "smartphone", sparkles: "sparkles", star: "star", sun: "sun", timer: "timer", train: "train-front",
  "triangle-alert": "triangle-alert", trophy: "trophy", users: "users", utensils: "utensils", wallet: "wallet",
  wifi: "wifi", "wifi-off": "wifi-off", x: "x", zap: "zap",
} as const;

export type IconName = keyof typeof spriteIcons;

/** The sprite's URL. */
export const ICON_SPRITE = "/icons.svg";
