/**
 * The emergency numbers as pages show them: the list and its words come from the phrases dataset
 * (app/content/data/phrases.yaml `emergency`), each number from the facts collection
 * (app/content/facts/emergency.yaml). The phrases page and every city guide's arrival sheet read them
 * here, so both show the same numbers, names, sources and checked date. Build-time only.
 */
import type { Source } from "../content/schemas/common";
import { factById, formatFact } from "./content/facts";
import type { Datasets } from "./content/load";

export const FOREIGNERS_HOTLINE = "emergency.foreigners-hotline";

export function emergencyNumbers(datasets: Datasets) {
  const list = datasets.phrases?.data.emergency;
  if (!list) throw new Error("the emergency numbers come from app/content/data/phrases.yaml, which is missing");
  const numbers = list.map((e) => {
    const fact = factById(e.fact);
    if (!fact) throw new Error(`app/content/data/phrases.yaml names ${e.fact}, which app/content/facts/ lacks`);
    return { ...e, number: formatFact(fact), fact: e.fact, checked: fact.checked, sourceList: fact.sourceList };
  });
  const sources: Source[] = [
    ...new Map(
      numbers
        .flatMap((n) => n.sourceList)
        .map(({ title, url, publisher, tier, outlet, publisherId, copyOf, machineRewritten, accessed }) => [
          url,
          { title, url, publisher, tier, outlet, publisherId, copyOf, machineRewritten, accessed },
        ]),
    ).values(),
  ];
  const checked = numbers.map((n) => n.checked).sort()[0]!;
  return {
    numbers: numbers.map(({ fact, name, when, zh, pinyin, number }) => ({ fact, name, when, zh, pinyin, number })),
    sources,
    checked,
  };
}
export type EmergencyNumbers = ReturnType<typeof emergencyNumbers>;
