/**
 * "Show the driver" cards open full screen: the place and address in Chinese
 * in large characters, pinyin below, and the request in Chinese. One tap (or
 * Escape) closes it. Nothing is fetched, so it works offline.
 */
const cards = document.querySelectorAll<HTMLElement>("[data-driver-card]");

function open(card: HTMLElement, opener: HTMLElement) {
  const dialog = document.createElement("dialog");
  dialog.className = "driver-fullscreen";
  dialog.setAttribute("aria-label", card.querySelector("figcaption")?.textContent ?? "Address for the driver");
  const body = document.createElement("div");
  body.className = "driver-fullscreen-body";
  for (const p of card.querySelectorAll("[data-driver-text]")) body.append(p.cloneNode(true));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "driver-fullscreen-close";
  close.textContent = "Close";
  dialog.append(body, close);
  document.body.append(dialog);
  const done = () => {
    dialog.close();
    dialog.remove();
    opener.focus();
  };
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
  button.addEventListener("click", () => open(card, button));
}

export {};
