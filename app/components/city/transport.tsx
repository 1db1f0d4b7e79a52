import { Icon } from "../icon";
import type { IconName } from "../icon-names";
import { Prose, type ProseTree } from "../prose";
import type { City } from "../../content/schemas/city";
import type { EmergencyNumbers as EmergencyNumbersData } from "../../lib/emergency-numbers";
import { EmergencyNumbers } from "./emergency-numbers";
import { HubCards } from "./hub-cards";

/** Arriving (with the hubs' driver cards and the emergency numbers), the metro, taxis, then tips. */
export function Transport({ city, emergency }: { city: City; emergency: EmergencyNumbersData }) {
  const ways = [
    { icon: "plane", title: "Arriving", text: city.gettingAround.arrival },
    { icon: "train", title: "Metro and public transport", text: city.gettingAround.metro },
    { icon: "car", title: "Taxis and ride-hailing", text: city.gettingAround.taxi },
  ] satisfies { icon: IconName; title: string; text: ProseTree }[];
  return (
    <>
      <div className="mt-6 space-y-5">
        {ways.map((t) => (
          // On a phone the icon sits beside the heading and the text takes the full width.
          <div key={t.title} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:gap-x-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-soft text-sky">
              <Icon name={t.icon} className="size-5" />
            </span>
            <h3 data-pagefind-ignore className="text-lg">
              {t.title}
            </h3>
            <Prose as="p" className="col-span-2 mt-2 sm:col-span-1 sm:col-start-2 sm:mt-1" value={t.text} />
            {t.title === "Arriving" && (
              <div className="col-span-2 sm:col-span-1 sm:col-start-2">
                {city.gettingAround.hubs && <HubCards city={city} />}
                <EmergencyNumbers emergency={emergency} />
              </div>
            )}
          </div>
        ))}
      </div>
      <h3 data-pagefind-ignore className="mt-8 flex items-center gap-2 text-lg">
        <Icon name="bus" className="size-5 text-trust" /> Transport tips
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-trust">
        {city.gettingAround.tips.map((t, i) => (
          <li key={i} className="pl-1">
            <Prose value={t} />
          </li>
        ))}
      </ul>
    </>
  );
}
