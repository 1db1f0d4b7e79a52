import { useEffect, useId, useState } from "react";
import { AddressCard } from "../address-card";
import { HOTELS_KEY, hotelProblem, readHotels, type MyHotel } from "../../lib/my-hotel";
import type { ChecklistCity } from "../../lib/tools/trip-checklist";

const field = "mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink";
const button =
  "mt-3 min-h-12 rounded-full border border-trust/40 bg-white px-5 font-semibold text-trust-deep hover:bg-trust-soft";

/** One city's hotel: the form, the message when it is not in Chinese, and the card once it is. */
function HotelForm({
  city,
  saved,
  save,
}: {
  city: ChecklistCity;
  saved?: MyHotel;
  save: (slug: string, hotel: MyHotel) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<MyHotel>(saved ?? { name: "", address: "" });
  const [problem, setProblem] = useState<string>();
  const [made, setMade] = useState("");
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = hotelProblem(draft);
    setProblem(found);
    setMade(found ? "" : `Driver card made for your hotel in ${city.name}: it is below the form.`);
    if (!found) save(city.slug, { name: draft.name.trim(), address: draft.address.trim() });
  };
  // The city's heading names its form (three forms on a three-city trip, each its own name) and leads both
  // the form and the card it makes in the page's list of headings.
  return (
    <li data-my-hotel={city.slug} className="rounded-2xl border border-line bg-white p-4">
      <h4 id={`${id}-h`} className="text-base font-semibold">
        Your hotel in {city.name}
      </h4>
      <form onSubmit={submit} aria-labelledby={`${id}-h`}>
        <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-semibold text-ink">
          Hotel name in Chinese
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          className={field}
        />
        <label htmlFor={`${id}-address`} className="mt-3 block text-sm font-semibold text-ink">
          Address in Chinese
        </label>
        <textarea
          id={`${id}-address`}
          value={draft.address}
          onChange={(e) => setDraft({ ...draft, address: e.target.value })}
          rows={2}
          className={`${field} py-2`}
        />
        <button type="submit" className={button}>
          Make the driver card
        </button>
        {problem && (
          <p role="alert" data-hotel-problem className="mt-2 text-sm text-buy">
            {problem}
          </p>
        )}
        {/* In the page from the start, so a screen reader hears what is put in it, without losing its place. */}
        <p role="status" data-hotel-made className="mt-2 text-sm text-trust-deep empty:mt-0">
          {made}
        </p>
      </form>
      {saved && !hotelProblem(saved) && (
        <AddressCard name={`your hotel in ${city.name}`} placeZh={saved.name} zh={saved.address} cityZh={city.nameZh} />
      )}
    </li>
  );
}

/**
 * "My hotel": for each city of the trip, the reader pastes the hotel's name and address in Chinese
 * from the booking confirmation and gets a driver card like the site's (full screen, map links).
 * Kept in this browser's storage only; nothing is sent anywhere.
 */
export function MyHotels({ cities, chosen, ready }: { cities: ChecklistCity[]; chosen: string[]; ready: boolean }) {
  const [hotels, setHotels] = useState<Record<string, MyHotel>>({});
  const [loaded, setLoaded] = useState(false);
  if (ready && !loaded) {
    setLoaded(true);
    setHotels(readHotels());
  }
  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(HOTELS_KEY, JSON.stringify(hotels));
    } catch {
      // Storage blocked: the card still shows for this visit.
    }
  }, [hotels, loaded]);
  const trip = cities.filter((c) => chosen.includes(c.slug));
  return (
    <section aria-labelledby="my-hotels-h" data-my-hotels className="mt-8 border-t border-line pt-6" data-print-hide>
      <h3 id="my-hotels-h" className="text-xl">
        My hotel: a card for the driver
      </h3>
      <p className="mt-2 text-sm text-ink-soft">
        Paste each hotel's name and address in Chinese from your booking confirmation, and show the card to the taxi
        driver. They stay on this device; nothing is sent anywhere.
      </p>
      {trip.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">Choose the cities of your trip above to add your hotels.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {trip.map((c) => (
            <HotelForm
              key={c.slug}
              city={c}
              saved={hotels[c.slug]}
              save={(slug, hotel) => setHotels((h) => ({ ...h, [slug]: hotel }))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
