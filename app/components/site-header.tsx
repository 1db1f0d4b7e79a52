import { Icon } from "./icon";
import { Link } from "react-router";
import { site } from "../config/site";
import { SEARCH_PATH } from "../lib/paths";
import { landingSections, siteSections } from "../lib/site-nav";
import { BrandMark } from "./brand-mark";
import { BuyButton } from "./buy-button";
import { SectionLink } from "./section-link";

const headerClass = [
  "site-header fixed inset-x-0 top-0 z-40 border-b border-transparent bg-transparent",
  "transition-[background-color,box-shadow,border-color] duration-200",
  // Opaque once scrolled (data-state, set by the page script) or while the phone menu is open.
  "data-[state=opaque]:border-line data-[state=opaque]:bg-paper/95 data-[state=opaque]:backdrop-blur",
  "data-[state=opaque]:shadow-[var(--shadow-header)]",
  "has-[details[open]]:border-line has-[details[open]]:bg-paper/95 has-[details[open]]:backdrop-blur",
  "has-[details[open]]:shadow-[var(--shadow-header)]",
].join(" ");

/** From 1024 px: the site's pages, then the landing page's sections, then the buy button. */
function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
      {siteSections.map((s) => (
        <a
          key={s.to}
          href={s.to}
          className="inline-flex items-center gap-1.5 rounded-full px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-ink/5 xl:px-3.5"
        >
          {s.to === "/search" && <Icon name="search" className="size-4" />}
          {/* Search is the icon alone until there is room for its name (the name is still read out). */}
          <span className={s.to === "/search" ? "sr-only xl:not-sr-only" : undefined}>{s.label}</span>
        </a>
      ))}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
      {landingSections.map((s) => (
        <SectionLink
          key={s.id}
          section={s.id}
          className="rounded-full px-2.5 py-2.5 text-sm font-medium whitespace-nowrap text-ink-soft hover:bg-ink/5 hover:text-ink xl:px-3"
        >
          {s.label}
        </SectionLink>
      ))}
      <BuyButton placement="navbar" label="get" size="sm" className="ml-3" />
    </nav>
  );
}

/** The phone menu's panel: the same pages and sections as one list, and the buy button. */
function PhoneNav() {
  return (
    <nav
      aria-label="Main"
      className="absolute inset-x-0 top-16 border-b border-line bg-paper px-4 pt-2 pb-6 shadow-[var(--shadow-lift)]"
    >
      <ul className="divide-y divide-line">
        {siteSections.map((s) => (
          <li key={s.to}>
            <a href={s.to} className="flex min-h-12 items-center gap-2 text-base font-semibold text-ink">
              {s.to === "/search" && <Icon name="search" className="size-4" />}
              {s.label}
            </a>
          </li>
        ))}
        {landingSections.map((s) => (
          <li key={s.id}>
            <SectionLink section={s.id} className="flex min-h-12 items-center text-base font-medium text-ink">
              {s.label}
            </SectionLink>
          </li>
        ))}
      </ul>
      <BuyButton placement="navbar_mobile" label="get" size="md" className="mt-4 w-full" />
    </nav>
  );
}

/** Below 1024 px: the search link, and the menu button that folds the rest. */
function PhoneBar() {
  return (
    <div className="flex items-center gap-1 lg:hidden">
      <a
        href={SEARCH_PATH}
        data-header-search
        aria-label="Search the guides"
        className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
      >
        <Icon name="search" className="size-6" />
      </a>
      <details data-menu className="group">
        <summary
          className="flex size-11 list-none items-center justify-center rounded-full text-ink hover:bg-ink/5"
          aria-label="Menu"
        >
          <Icon name="menu" className="size-6 group-open:hidden" />
          <Icon name="x" className="hidden size-6 group-open:block" />
        </summary>
        <PhoneNav />
      </details>
    </div>
  );
}

/**
 * The fixed header on every page: transparent at the top, opaque once the
 * page is scrolled more than 10 px (app/client/site.ts sets `data-state`;
 * without scripts it stays opaque). Below 1024 px the links fold into a
 * menu: a <details> element, so it opens and closes without JavaScript; the
 * page script also closes it on Escape, a link tap or a tap outside. Search
 * stays outside the menu on a phone: one tap, a plain link to the search page.
 */
export function SiteHeader() {
  return (
    <header data-site-header data-state="transparent" className={headerClass}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2.5 font-serif text-lg font-semibold tracking-tight text-ink"
          aria-label={`${site.brandName} home`}
        >
          <BrandMark />
          <span>{site.brandName}</span>
        </Link>
        <DesktopNav />
        <PhoneBar />
      </div>
    </header>
  );
}
