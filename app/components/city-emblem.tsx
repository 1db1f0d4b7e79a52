import type { City } from "../content/schemas/city";
import { palette, regionColours } from "../lib/palette";
import { BrandSeal } from "./brand-mark";

type Motif = "walls" | "waves" | "peaks" | "karst" | "dunes" | "plateau" | "river";

/** Each region's landscape motif; its colours are app/lib/palette.ts `regionColours`. */
const regionMotif: Record<City["region"], Motif> = {
  north: "walls",
  east: "waves",
  south: "karst",
  southwest: "peaks",
  central: "river",
  northwest: "dunes",
  tibet: "plateau",
};

const motifs: Record<Motif, string> = {
  walls: "M0 230h40v-30h20v30h30v-50h16v50h40v-36h24v36h38v-60h20v60h42v-30h22v30h28V300H0z",
  waves:
    "M0 220c25-14 50-14 75 0s50 14 75 0 50-14 75 0 50 14 75 0V300H0zM0 250c25-12 50-12 75 0s50 12 75 0 50-12 75 0 50 12 75 0V300H0z",
  karst:
    "M0 240c14-60 30-70 44-8 12-80 34-90 48 0 16-50 30-56 42 4 10-70 32-76 46 0 12-40 26-44 38 2 12-60 34-64 48 0 10-30 24-30 34 2V300H0z",
  peaks: "M0 250l60-90 40 50 50-80 60 90 40-40 50 70V300H0z",
  river: "M0 230c40-40 80-40 120-10s80 30 120 0 40-30 60-10V300H0z",
  dunes: "M0 250c40-40 90-40 130-6 30-26 70-34 100-10 30-20 50-18 70-4V300H0z",
  plateau: "M0 240l50-70 30 30 40-80 50 70 30-30 50 60 50-30V300H0z",
};

/**
 * The city's hero visual: its name in Chinese characters over a regional
 * landscape motif. Pure SVG with fixed dimensions; the characters use the
 * reader's own CJK font, so no font is downloaded.
 */
export function CityEmblem({
  city,
  className = "",
}: {
  city: Pick<City, "nameZh" | "pinyin" | "region" | "heroImage" | "province">;
  className?: string;
}) {
  const art = regionColours[city.region];
  const chars = [...city.nameZh];
  const size = chars.length > 3 ? 54 : chars.length > 2 ? 70 : 92;
  const gap = 8;
  const first = 150 - ((chars.length - 1) * (size + gap)) / 2;
  return (
    <svg
      viewBox="0 0 300 300"
      width="300"
      height="300"
      role="img"
      aria-label={city.heroImage.alt}
      className={className}
    >
      <rect width="300" height="300" rx="28" fill={art.sky} />
      <circle cx="222" cy="86" r="34" fill={palette.sun} opacity="0.85" />
      <path d={motifs[regionMotif[city.region]]} fill={art.land} opacity="0.9" />
      <rect
        x="22"
        y="22"
        width="256"
        height="256"
        rx="18"
        fill="none"
        stroke={art.accent}
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <g
        fontFamily='"Noto Serif CJK SC","Songti SC","STSong","SimSun","Source Han Serif SC",serif'
        fill={art.accent}
        fontWeight="700"
      >
        {chars.map((c, i) => (
          <text
            key={i}
            x="74"
            y={first + i * (size + gap)}
            fontSize={size}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {c}
          </text>
        ))}
      </g>
      <text
        x="278"
        y="266"
        textAnchor="end"
        fontFamily="Georgia, serif"
        fontSize="15"
        fontStyle="italic"
        fill={palette.white}
      >
        {city.pinyin}
      </text>
      {/* The brand seal, as everywhere (app/lib/brand-mark.ts). */}
      <g transform="translate(234 24)">
        <BrandSeal radius={5} />
      </g>
    </svg>
  );
}
