/**
 * The behaviour every content page has, in one small module (no framework):
 * the header turns opaque past 10 px; the phone menu (a <details>) closes on
 * Escape, on a link tap and on a tap outside it; arriving at `/#section` from
 * another page scrolls there after about 100 ms; single-open FAQs where the
 * browser lacks <details name>; a link into a folded list opens it, and so
 * does printing; a fact's popover closes when keyboard focus leaves it.
 * Everything works as plain HTML without it.
 */
import { scrollToAnchor } from "../lib/scroll";
import { CROSS_PATH_SCROLL_DELAY, NAV_OPAQUE_AFTER } from "../lib/site-nav";

const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) {
  const update = () => header.setAttribute("data-state", window.scrollY > NAV_OPAQUE_AFTER ? "opaque" : "transparent");
  window.addEventListener("scroll", update, { passive: true });
  update();
}

const menu = document.querySelector<HTMLDetailsElement>("details[data-menu]");
if (menu) {
  const close = () => {
    menu.open = false;
  };
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !menu.open) return;
    close();
    menu.querySelector("summary")?.focus();
  });
  menu.addEventListener("click", (e) => {
    if (e.target instanceof Element && e.target.closest("a")) close();
  });
  document.addEventListener("pointerdown", (e) => {
    if (menu.open && e.target instanceof Node && !menu.contains(e.target)) close();
  });
}

// Long lists folded in a <details> (components/fold.tsx): a link to something inside one opens it, so
// the browser has somewhere to scroll to. Chromium, Firefox 139 and Safari 26.2 do this themselves;
// older browsers (many phones) do not. Printing opens every fold, and closes them again after.
const reveal = (id: string) => {
  for (let d = document.getElementById(id)?.closest("details"); d; d = d.parentElement?.closest("details"))
    d.open = true;
};
document.addEventListener(
  "click",
  (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    if (link && link.hash.length > 1) reveal(decodeURIComponent(link.hash.slice(1)));
  },
  true,
);
const printed: HTMLDetailsElement[] = [];
addEventListener("beforeprint", () => {
  for (const d of document.querySelectorAll<HTMLDetailsElement>("details[data-fold]:not([open])")) {
    d.open = true;
    printed.push(d);
  }
});
addEventListener("afterprint", () => {
  for (const d of printed.splice(0)) d.open = false;
});

// A page loaded at `/#section` (a section link followed from another page): settle on the section once
// the layout is final, smoothly unless the reader prefers reduced motion.
if (location.hash.length > 1) {
  const id = decodeURIComponent(location.hash.slice(1));
  reveal(id);
  window.setTimeout(() => scrollToAnchor(id), CROSS_PATH_SCROLL_DELAY);
}

// Browsers without <details name> groups: keep one FAQ item open per group.
if (!("name" in HTMLDetailsElement.prototype)) {
  document.addEventListener(
    "toggle",
    (e) => {
      const opened = e.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const group = opened.getAttribute("name");
      if (!group) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(group)}"]`))
        if (other !== opened) other.open = false;
    },
    true,
  );
}

// The fact popovers (components/fact-value.tsx) are the browser's own: Escape, their Close button and a tap
// outside close them and give focus back to their button. Focus leaving one by the keyboard (Tab past its
// last control, Shift+Tab before its first) closes it too, so no open box is left behind what has focus.
// A pointer press is left to the browser's light dismiss: pressing the popover's own button toggles it.
// (A tap moves focus after the pointer is up, with the mouse events that follow it: hence the wait.)
let pointerDown = false;
let pointerTimer = 0;
document.addEventListener(
  "pointerdown",
  () => {
    window.clearTimeout(pointerTimer);
    pointerDown = true;
  },
  true,
);
for (const type of ["pointerup", "pointercancel"])
  document.addEventListener(type, () => (pointerTimer = window.setTimeout(() => (pointerDown = false), 300)), true);
document.addEventListener("focusout", (e) => {
  const popover = e.target instanceof Element ? e.target.closest<HTMLElement>("[popover]") : null;
  const to = e.relatedTarget;
  // No element gains focus when the window loses it (another tab, another app): the popover stays.
  if (pointerDown || !popover || !("hidePopover" in popover) || !(to instanceof Node) || popover.contains(to)) return;
  if (popover.matches(":popover-open")) popover.hidePopover();
});

document.documentElement.dataset.enhanced = "true";
