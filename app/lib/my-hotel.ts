/**
 * "My hotel": the reader's own hotel in each city of the trip, pasted in Chinese from the booking
 * confirmation in the trip checklist, and shown as a driver card there and in that city's guide.
 * Kept in this browser's storage only, never sent anywhere. Browser-safe and small: the city
 * pages' driver-card script reads it.
 */

/** Where the reader's own hotels are kept, on this device only: city slug -> name and address. */
export const HOTELS_KEY = "china-trip-hotels-v1";
export interface MyHotel {
  name: string;
  address: string;
}

/** Chinese characters: a driver reads the hotel's name and address in them, not in English. */
const HAN = /\p{Script=Han}/u;

/** What is wrong with a hotel as typed, for the reader; none when a driver can read it. */
export function hotelProblem(hotel: MyHotel): string | undefined {
  if (!hotel.name.trim() && !hotel.address.trim()) return "Paste the hotel's name and address first.";
  if (!HAN.test(hotel.name) || !HAN.test(hotel.address))
    return (
      "A driver needs the hotel's name and address in Chinese characters. Copy them from your booking " +
      "confirmation or the hotel's page in your booking app, where the address is often shown in Chinese " +
      "beside the English, or ask the hotel to send them."
    );
  return undefined;
}

/** The hotels kept on this device, by city slug; none when storage is blocked or unreadable. */
export function readHotels(): Record<string, MyHotel> {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(HOTELS_KEY) ?? "{}");
    if (!data || typeof data !== "object") return {};
    return Object.fromEntries(
      Object.entries(data).filter(
        (e): e is [string, MyHotel] => typeof e[1]?.name === "string" && typeof e[1]?.address === "string",
      ),
    );
  } catch {
    return {};
  }
}
