import { Icon } from "./icon";

/** Stars out of `max`, with the value as text for screen readers. */
export function StarRating({
  value,
  max = 5,
  label,
  size = "size-4",
}: {
  value: number;
  max?: number;
  label?: string;
  size?: string;
}) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `${value} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <Icon
          name="star"
          key={i}

          className={`${size} ${i < Math.round(value) ? "fill-star text-star" : "fill-none text-ink/25"}`}
        />
      ))}
    </span>
  );
}
