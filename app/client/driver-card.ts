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
const cards = document.querySelectorAll<HTMLElement>("[data-driver-card]");

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

for (const card of cards) {
  const button = card.querySelector<HTMLButtonElement>("[data-driver-open]");
  if (!button) continue;
  button.hidden = false;
  button.addEventListener("click", () => show(card, button));
}

export {};
