/**
 * 12306's sale window, said once: how many days before a train its tickets go on sale, and the words
 * the plan page and the checklist use for it. Read from the facts (app/content/facts/trains.yaml).
 */
import { factById, formatFact, rawFact } from "./facts";

/** The 12306 sale window, in days, the day of travel included (a fact). */
export const SALE_WINDOW = "trains.booking-window";

/**
 * How many days before a train its tickets go on sale: the window counts the travel day, so with a
 * 15-day window the sale for a train on the 20th opens on the 6th.
 */
export function saleOpensBefore(): number {
  const fact = factById(SALE_WINDOW);
  if (!fact) throw new Error(`no fact ${SALE_WINDOW} in app/content/facts/trains.yaml`);
  return Number(rawFact(fact)) - 1;
}

/** When a train's tickets go on sale, said once for the plan page and the checklist: `before` is the train or its day. */
export const saleText = (before: string) =>
  `Tickets usually go on sale on 12306 ${saleOpensBefore()} days before ${before} (its window of ` +
  `${formatFact(factById(SALE_WINDOW)!)} counts the travel day; the app shows the exact sale time).`;
