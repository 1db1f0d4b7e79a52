/**
 * "Show the driver" cards open full screen: the place and address in Chinese
 * in large characters, pinyin below, and the request in Chinese. One tap,
 * Escape or the phone's back gesture closes it (opening it adds a history
 * entry, so "back" leaves the card, not the page). Nothing is fetched, so it
 * works offline.
 *
 * The phrase cards at /phrases open the same way: any `[data-driver-card]`
 * shows its `[data-driver-text]` parts full screen from its `[data-driver-open]`
 * button, named by `data-driver-label` (else its figcaption). The full-screen
 * sizes: the driver card's parts in app/app.css, a phrase card's on its own
 * elements (app/components/phrase-card.tsx).
 */
import { hotelProblem, readHotels } from "../lib/my-hotel";
import { mapLinks } from "../lib/maps/map-links";

function show(card: HTMLElement, opener: HTMLElement) {
  const dialog = document.createElement("dialog");
  dialog.className = "driver-fullscreen";
  dialog.setAttribute(
    "aria-label",
    card.dataset.driverLabel ?? card.querySelector("figcaption")?.textContent ?? "Address for the driver",
  );
  const body = document.createElement("div");
  body.className = "driver-fullscreen-body";
  for (const p of card.querySelectorAll("[data-driver-text]")) body.append(p.cloneNode(true));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "driver-fullscreen-close";
  close.textContent = "Close";
  dialog.append(body, close);
  document.body.append(dialog);
  let open = true;
  const shut = () => {
    if (!open) return;
    open = false;
    removeEventListener("popstate", shut);
    dialog.close();
    dialog.remove();
    opener.focus();
  };
  // Closed by a tap or Escape: take back the history entry the card added; "back" already did.
  const done = () => {
    if (!open) return;
    shut();
    history.back();
  };
  history.pushState({ driverCard: true }, "");
  addEventListener("popstate", shut);
  dialog.addEventListener("click", done);
  dialog.addEventListener("cancel", (e) => {
    e.preventDefault();
    done();
  });
  dialog.showModal();
  close.focus();
}

/**
 * A city guide's list of stations and airports ends with the reader's own hotel in that city, where
 * they have added it in the trip checklist: its template (app/components/city/hub-cards.tsx) filled
 * from this device's storage, with map links searched by the hotel's own Chinese name.
 */
function addMyHotel() {
  const template = document.querySelector<HTMLTemplateElement>("template[data-my-hotel-template]");
  const hotel = template && readHotels()[template.dataset.myHotelTemplate ?? ""];
  if (!template || !hotel || hotelProblem(hotel)) return;
  const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const set = (selector: string, text: string) => {
    for (const el of item.querySelectorAll(selector)) el.textContent = text;
  };
  set('[data-driver-text="place"], [data-my-hotel-name]', hotel.name);
  set('[data-driver-text="address"]', hotel.address);
  for (const link of mapLinks({ nameZh: hotel.name, cityZh: template.dataset.cityZh ?? "" }))
    item.querySelector(`[data-map-app="${link.app}"] a`)?.setAttribute("href", link.href);
  template.before(item);
}
addMyHotel();

// Buttons of cards in the HTML, and of cards a tool draws later (the reader's own hotel):
// shown once there is a script to open them, and opened through one listener.
const reveal = () => {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-driver-card] [data-driver-open][hidden]"))
    button.hidden = false;
};
reveal();
if (document.querySelector("[data-island]"))
  new MutationObserver(reveal).observe(document.body, { childList: true, subtree: true });
document.addEventListener("click", (e) => {
  const button = (e.target as Element | null)?.closest<HTMLElement>("[data-driver-open]");
  const card = button?.closest<HTMLElement>("[data-driver-card]");
  if (button && card) show(card, button);
});
