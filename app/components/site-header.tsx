import { Icon } from "./icon";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "../config/site";
import { landingSections, NAV_OPAQUE_AFTER } from "../lib/site-nav";
import { useScrolledPast } from "../lib/use-scroll";
import { BrandMark } from "./brand-mark";
import { BuyButton } from "./buy-button";
import { SectionLink } from "./section-link";

/**
 * The fixed header on every page: transparent at the top, opaque once the
 * page is scrolled more than 10 px. On small screens the links fold into a
 * menu (a <details> element, so it also opens without JavaScript).
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_OPAQUE_AFTER);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A new page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const opaque = scrolled || menuOpen;
  return (
    <header
      data-state={opaque ? "opaque" : "transparent"}
      className={`site-header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200 ${
        opaque
          ? "border-b border-line bg-paper/95 shadow-[0_6px_24px_-18px_rgb(29_35_48/0.5)] backdrop-blur"
          : "border-b border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2.5 font-serif text-lg font-semibold tracking-tight text-ink"
          aria-label={`${site.brandName} home`}
        >
          <BrandMark />
          <span>{site.brandName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {landingSections.map((s) => (
            <SectionLink
              key={s.id}
              section={s.id}
              className="rounded-full px-4 py-2.5 text-sm font-medium text-ink-soft hover:bg-ink/5 hover:text-ink"
            >
              {s.label}
            </SectionLink>
          ))}
          <BuyButton placement="navbar" label="get" size="sm" className="ml-3" />
        </nav>

        <details className="md:hidden" open={menuOpen} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
          <summary
            className="flex size-11 list-none items-center justify-center rounded-full text-ink hover:bg-ink/5"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            {menuOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-16 border-b border-line bg-paper px-4 pt-2 pb-6 shadow-[var(--shadow-lift)]"
          >
            <ul className="divide-y divide-line">
              {landingSections.map((s) => (
                <li key={s.id}>
                  <SectionLink
                    section={s.id}
                    onNavigate={() => setMenuOpen(false)}
                    className="flex min-h-12 items-center text-base font-medium text-ink"
                  >
                    {s.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <BuyButton
              placement="navbar_mobile"
              label="get"
              size="md"
              className="mt-4 w-full"
              onClick={() => setMenuOpen(false)}
            />
          </nav>
        </details>
      </div>
    </header>
  );
}
