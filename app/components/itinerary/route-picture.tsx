import { LABEL_TEXT, NAME_TEXT, type RouteDiagram } from "../../lib/route-diagram";

/**
 * The plan's route as a schematic: cities at their rough relative places, each leg a line
 * labelled with its journey time. Drawn at build time; no borders or map (docs/decisions/0023-trip-plans.md).
 * The caption says the same route in words.
 */
export function RoutePicture({ diagram, caption }: { diagram: RouteDiagram; caption: string }) {
  const { width, height, stops, legs } = diagram;
  return (
    <figure data-route-diagram className="mt-8 rounded-[var(--radius-card)] border border-line bg-white p-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={caption}
        className="mx-auto block h-auto w-full max-w-md"
      >
        {legs.map((l) => (
          <line
            key={`${l.from.slug}-${l.to.slug}`}
            x1={l.from.x}
            y1={l.from.y}
            x2={l.to.x}
            y2={l.to.y}
            className="stroke-trust"
            strokeWidth={2.5}
            strokeDasharray="6 4"
          />
        ))}
        {legs.map((l) => (
          <text
            key={`${l.from.slug}-${l.to.slug}`}
            x={l.labelAt.x}
            y={l.labelAt.y + LABEL_TEXT.baseline}
            textAnchor="middle"
            fontSize={LABEL_TEXT.size}
            className="fill-ink-soft stroke-white [paint-order:stroke]"
            strokeWidth={3}
          >
            {l.label}
          </text>
        ))}
        {stops.map((s) => (
          <g key={s.slug}>
            <circle cx={s.x} cy={s.y} r={6} className="fill-buy stroke-white" strokeWidth={2} />
            <text
              x={s.x}
              y={s.y + NAME_TEXT.below}
              textAnchor="middle"
              fontSize={NAME_TEXT.size}
              className="fill-ink stroke-white font-semibold [paint-order:stroke]"
              strokeWidth={3}
            >
              {s.name}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 text-center text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
