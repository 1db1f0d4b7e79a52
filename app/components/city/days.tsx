import type { City } from "../../content/schemas/city";
import { allowWords, sightAnchor } from "./sights";
import { daySights, suggestDays } from "../../lib/city/days";

const hoursWords = (h: number) => `about ${Math.round(h * 2) / 2} hours`;

/**
 * One, two and three days in the city, from its sights (app/lib/city/days.ts): each day its areas and its
 * sights, each linked to its record above. Shown once every sight of the city has a rank, area and time.
 */
export function Days({ city }: { city: City }) {
  const sights = daySights(city.topAttractions);
  if (!sights) return null;
  const days = suggestDays(sights);
  return (
    <>
      <p className="mt-4">
        With one day, take day 1; with two, days 1 and 2; with three, all three. Each day keeps to one or two parts of
        the city, and the hours are time on the spot, travel not counted.
      </p>
      <ol data-city-days className="mt-6 space-y-4">
        {days.map((day, i) => (
          <li key={i} className="rounded-2xl border border-line bg-white p-5">
            <h3 className="text-lg">
              Day {i + 1}: {day.areas.join(", then ")}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-trust">
              {day.sights.map((s) => (
                <li key={s.id}>
                  <a href={`#${sightAnchor(s.id)}`} className="font-medium text-trust underline underline-offset-4">
                    {s.name}
                  </a>{" "}
                  <span className="text-ink-soft">({allowWords(s.allowHours)})</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-ink-muted">{hoursWords(day.hours)} on the spot</p>
          </li>
        ))}
      </ol>
    </>
  );
}
