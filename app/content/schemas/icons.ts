/**
 * Icon names content may use. The UI maps each to a lucide icon
 * (app/components/icon.tsx), so content stays free of UI imports.
 */
export const iconNames = [
  "smartphone", "wallet", "wifi-off", "languages", "eye-off", "sparkles", "plane", "train", "map",
  "message-circle", "utensils", "calendar", "shield", "life-buoy", "download", "file-text", "check",
  "globe", "credit-card", "users", "star", "clock", "refresh", "lock", "compass", "sun", "wifi",
  "hotel", "heart", "banknote", "qr-code", "badge-check", "map-pin", "car",
] as const;
export type IconName = (typeof iconNames)[number];
