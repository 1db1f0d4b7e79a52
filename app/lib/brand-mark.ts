/**
 * The brand's seal: the character 行 (xíng, "to travel"; also "that works")
 * in white strokes on a vermilion square, like a name chop. One home for its
 * drawing: the header and footer component, favicon.svg, the home-screen and
 * app icons and the social cards are all made from these strokes.
 */
import { palette } from "./palette";

export const BRAND_MARK = {
  viewBox: "0 0 32 32",
  seal: palette.buy,
  ink: palette.white,
  strokeWidth: 2.3,
  /** 彳 on the left (two falling strokes and a stem), 亍 on the right (two bars and a hooked stem). */
  strokes: [
    "M11.6 6.2 7.4 10.4",
    "M12.2 11.6 6.6 17.2",
    "M9.6 14.8V26",
    "M15.8 8.4h9",
    "M14.6 14.2h11.4",
    "M21.4 14.2v10.6c0 1.3-.7 1.9-2.2 1.5",
  ],
} as const;

/** The seal as a standalone SVG document (favicon, icon renders). `radius` 0 gives a full-bleed square. */
export function brandMarkSvg({ size, radius = 7 }: { size?: number; radius?: number } = {}): string {
  const dims = size ? ` width="${size}" height="${size}"` : "";
  const paths = BRAND_MARK.strokes.map((d) => `<path d="${d}"/>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${BRAND_MARK.viewBox}"${dims}>` +
    `<rect width="32" height="32" rx="${radius}" fill="${BRAND_MARK.seal}"/>` +
    `<g fill="none" stroke="${BRAND_MARK.ink}" stroke-width="${BRAND_MARK.strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`
  );
}
