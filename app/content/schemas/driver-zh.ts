import { text } from "./common";

/**
 * Chinese that a driver or a shop assistant reads off a card: no Latin words. A single building
 * letter (A座) is part of many real addresses and passes; an English note ("check before you go",
 * "east gate") belongs in the record's note for the reader, shown apart from the card.
 */
export const driverZh = text.refine((s) => !/[A-Za-z]{2,}/.test(s), {
  error: (i) =>
    `"${String(i.input)}" holds Latin words: a driver reads this, so write it in Chinese only and put notes for the reader in addressNote`,
});
