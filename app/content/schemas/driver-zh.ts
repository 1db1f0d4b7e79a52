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

/**
 * The marks that join two places in one line ("回民街 / 化觉巷清真大寺", "广州塔、珠江夜游",
 * "磨盘山码头 或 竹江码头"): a slash (/ or ／), the enumeration comma 、, a semicolon (; or ；)
 * and the word 或. Anywhere in the line they join places, inside brackets too: a bracket holds
 * another name of the same place or a detail that locates it (大雁塔（大慈恩寺）,
 * 新华路（长江索道北站）), never a second place. What stays, because it is part of one name or
 * one direction: the middle dot of a name (印象·刘三姐, 独秀峰·靖江王城景区), a dash in a route
 * (漓江游船(桂林—阳朔)) and the full-width comma of a drop-off instruction (东华门外下车，步行去午门).
 */
const JOINS = /[/／、;；]|或/u;

/** The mark that joins places in `s`, or undefined when it names one place. */
export function joinedBy(s: string): string | undefined {
  return JOINS.exec(s)?.[0];
}

/** The refusal's words, shared with the checks that refuse a joined name outside this type. */
export const onePlaceMessage = (s: string, mark: string) =>
  `"${s}" joins places with "${mark}": one place per card: the place a driver stops; name the others in the text`;

/**
 * A place or an address on a "Show the driver" card, and so what the map apps search: Chinese only
 * (`driverZh`) and one place, the door a car stops at.
 */
export const onePlaceZh = driverZh.refine((s) => joinedBy(s) === undefined, {
  error: (i) => onePlaceMessage(String(i.input), joinedBy(String(i.input)) ?? ""),
});
