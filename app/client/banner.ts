/**
 * The landing page's sticky banner (spec section 4): hidden until the page is
 * scrolled past 400 px, hidden again above it, and once closed it stays closed
 * for the rest of the visit (this tab, reloads included). While it shows, the
 * page's scroll padding leaves room for it, so keyboard focus never lands under
 * it. "See the offer" is a plain link to #pricing, tracked by the buy-click listener.
 */
import { STICKY_BANNER_AFTER } from "../lib/site-nav";
import { readVisitFlag, setVisitFlag } from "../lib/visit-flag";

const DISMISSED = "sticky-banner-dismissed";
const banner = document.querySelector<HTMLElement>("[data-sticky-banner]");

if (banner) {
  if (readVisitFlag(DISMISSED)) banner.remove();
  else {
    // Out of the way where it would cover what it points to: the pricing block, the final call to action
    // and the footer.
    const covered = new Set<Element>();
    const watched = ["#pricing", '[aria-labelledby="final-cta-heading"]', "footer"].flatMap((s) => [
      ...document.querySelectorAll(s),
    ]);
    const root = document.documentElement;
    const update = () => {
      const hide = window.scrollY <= STICKY_BANNER_AFTER || covered.size > 0;
      if (hide === banner.hidden) return;
      banner.hidden = hide;
      // While it shows, the page keeps room for it: what the keyboard focuses next is scrolled clear of it
      // (WCAG 2.4.11), and what has focus now is lifted out from under it.
      root.style.scrollPaddingBottom = hide ? "" : `${banner.offsetHeight}px`;
      const focused = document.activeElement;
      if (hide || !focused?.matches(":focus-visible") || banner.contains(focused)) return;
      if (focused.getBoundingClientRect().bottom > banner.getBoundingClientRect().top)
        focused.scrollIntoView({ block: "nearest" });
    };
    if ("IntersectionObserver" in window) {
      const observer = new IntersectionObserver((entries) => {
        for (const e of entries) {
          if (e.isIntersecting) covered.add(e.target);
          else covered.delete(e.target);
        }
        update();
      });
      for (const el of watched) observer.observe(el);
    }
    window.addEventListener("scroll", update, { passive: true });
    update();
    banner.querySelector("[data-dismiss]")?.addEventListener("click", () => {
      setVisitFlag(DISMISSED);
      window.removeEventListener("scroll", update);
      root.style.scrollPaddingBottom = "";
      banner.remove();
    });
  }
}
