import { artwork, palette } from "../lib/palette";
import { EDITION_YEAR } from "../lib/product";

/** The rows of the printed checklist: where each sits, the length of its line, and whether it is ticked. */
const checklistRows = [
  { y: 150, width: 130, ticked: true },
  { y: 190, width: 110, ticked: true },
  { y: 230, width: 140, ticked: true },
  { y: 270, width: 96, ticked: false },
  { y: 310, width: 120, ticked: false },
];

/** The lines of text under the phone's cover art: the eyebrow, the title's two lines, the subtitle's two. */
const coverLines = [
  { y: 318, width: 100, height: 10, rx: 5, fill: palette.sun },
  { y: 338, width: 158, height: 16, rx: 4, fill: palette.white },
  { y: 360, width: 130, height: 16, rx: 4, fill: palette.white },
  { y: 390, width: 112, height: 8, rx: 4, fill: palette.white, opacity: 0.6 },
  { y: 406, width: 88, height: 8, rx: 4, fill: palette.white, opacity: 0.6 },
];

function MockupDefs() {
  return (
    <defs>
      <linearGradient id="gm-cover" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={palette.trust} />
        <stop offset="1" stopColor={palette.trustDeep} />
      </linearGradient>
      <linearGradient id="gm-sun" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={palette.sun} />
        <stop offset="1" stopColor={artwork.sunset} />
      </linearGradient>
      <filter id="gm-shadow" x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor={palette.ink} floodOpacity="0.22" />
      </filter>
    </defs>
  );
}

/** The printed checklist, tilted behind the phone. */
function ChecklistSheet() {
  return (
    <g transform="rotate(-7 150 250)" filter="url(#gm-shadow)">
      <rect x="40" y="70" width="230" height="310" rx="14" fill={palette.white} />
      <rect x="62" y="96" width="120" height="12" rx="6" fill={palette.ink} opacity="0.85" />
      <rect x="62" y="118" width="170" height="8" rx="4" fill={palette.ink} opacity="0.25" />
      {checklistRows.map(({ y, width, ticked }) => (
        <g key={y}>
          <rect
            x="62"
            y={y}
            width="20"
            height="20"
            rx="5"
            fill={ticked ? palette.trust : "none"}
            stroke={palette.trust}
            strokeWidth="2"
          />
          {ticked && (
            <path
              d={`M67 ${y + 10}l4 4 7-8`}
              stroke={palette.white}
              strokeWidth="2.4"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect x="94" y={y + 4} width={width} height="9" rx="4.5" fill={palette.ink} opacity="0.3" />
        </g>
      ))}
    </g>
  );
}

/** The phone, showing the guide's cover: sun, mountains, pagoda, and the title. */
function CoverPhone() {
  return (
    <g filter="url(#gm-shadow)">
      <rect x="196" y="30" width="214" height="420" rx="34" fill={palette.ink} />
      <rect x="206" y="40" width="194" height="400" rx="26" fill="url(#gm-cover)" />
      <rect x="276" y="50" width="54" height="10" rx="5" fill={palette.ink} />
      <circle cx="350" cy="120" r="26" fill="url(#gm-sun)" />
      <path d="M206 250 L262 182 L298 222 L338 170 L400 248 V440 H206 Z" fill={artwork.hillFar} />
      <path d="M206 290 L250 250 L292 284 L340 238 L400 286 V440 H206 Z" fill={artwork.hillNear} />
      <g fill={palette.buy}>
        <path d="M240 236h36l-6-8h-24z" />
        <rect x="247" y="236" width="22" height="12" />
        <path d="M236 252h44l-7-8h-30z" />
        <rect x="245" y="252" width="26" height="16" />
      </g>
      {coverLines.map((l) => (
        <rect key={l.y} x="224" y={l.y} width={l.width} height={l.height} rx={l.rx} fill={l.fill} opacity={l.opacity} />
      ))}
    </g>
  );
}

/** The edition seal, stamped over the sheet's corner. */
function EditionSeal() {
  return (
    <g transform="translate(168 362) rotate(-10)">
      <circle r="34" fill={palette.buy} />
      <circle r="28" fill="none" stroke={palette.white} strokeWidth="1.5" strokeDasharray="3 3" />
      <text y="-3" textAnchor="middle" fontFamily="Georgia, serif" fontSize="13" fontWeight="700" fill={palette.white}>
        {EDITION_YEAR}
      </text>
      <text y="13" textAnchor="middle" fontFamily="Georgia, serif" fontSize="9" letterSpacing="1" fill={palette.white}>
        EDITION
      </text>
    </g>
  );
}

/**
 * The guide, drawn: a phone showing the guide's cover and a printed checklist
 * behind it. Pure SVG with fixed dimensions, so it never shifts the layout.
 */
export function GuideMockup({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 440 460"
      width="440"
      height="460"
      role="img"
      aria-label="The China travel guide open on a phone, with a printed pre-trip checklist behind it"
      className={className}
    >
      <MockupDefs />
      <ChecklistSheet />
      <CoverPhone />
      <EditionSeal />
    </svg>
  );
}

/** The guide on a laptop and a phone, for the final call to action. */
export function DeviceMockup({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 520 320"
      width="520"
      height="320"
      role="img"
      aria-label="The guide open on a laptop and on a phone"
      className={className}
    >
      <rect x="40" y="20" width="360" height="230" rx="16" fill={artwork.laptop} />
      <rect x="54" y="34" width="332" height="202" rx="6" fill={palette.paper} />
      <rect x="54" y="34" width="332" height="30" fill={palette.trust} />
      <circle cx="72" cy="49" r="5" fill={palette.sun} />
      <rect x="86" y="45" width="90" height="8" rx="4" fill={palette.white} opacity="0.85" />
      <rect x="74" y="82" width="150" height="14" rx="4" fill={palette.ink} />
      <rect x="74" y="104" width="200" height="8" rx="4" fill={palette.ink} opacity="0.3" />
      <rect x="74" y="118" width="180" height="8" rx="4" fill={palette.ink} opacity="0.3" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={74 + i * 100} y="144" width="88" height="70" rx="8" fill={palette.white} stroke={palette.line} />
          <rect
            x={84 + i * 100}
            y="156"
            width="22"
            height="22"
            rx="6"
            fill={[palette.trustSoft, palette.buySoft, palette.skySoft][i]}
          />
          <rect x={84 + i * 100} y="188" width="60" height="7" rx="3.5" fill={palette.ink} opacity="0.45" />
          <rect x={84 + i * 100} y="200" width="44" height="6" rx="3" fill={palette.ink} opacity="0.2" />
        </g>
      ))}
      <path d="M10 250h420l-22 22H32z" fill={artwork.laptopBase} />
      <rect x="380" y="110" width="110" height="200" rx="20" fill={palette.ink} />
      <rect x="387" y="117" width="96" height="186" rx="15" fill={palette.trust} />
      <circle cx="456" cy="150" r="13" fill={palette.sun} />
      <path d="M387 220 L420 185 L440 205 L462 180 L483 205 V303 H387 Z" fill={artwork.hillFar} />
      <rect x="397" y="240" width="60" height="8" rx="4" fill={palette.white} />
      <rect x="397" y="254" width="70" height="8" rx="4" fill={palette.white} opacity="0.7" />
    </svg>
  );
}
