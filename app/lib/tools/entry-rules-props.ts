import type { EntryRules as Dataset } from "../../content/schemas/entry-rules";
import type { EntryRules } from "./entry-check";

/**
 * The entry rules as a tool's island receives them (the entry checker, the trip checklist): the lists,
 * and of each source only what decides an answer; titles and links stay in the page's source list.
 */
export const checkerRules = (dataset: Dataset): EntryRules => ({
  ...dataset,
  sources: dataset.sources.map(({ id, publisher, tier, outlet }) => ({ id, publisher, tier, outlet })),
});
