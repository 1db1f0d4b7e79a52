import { GUIDE } from "../lib/product";
import { Icon } from "./icon";
import { Link, useLocation } from "react-router";
import { site } from "../config/site";
import { placeholdersIn } from "../config/placeholders";
import { absoluteUrl } from "../lib/seo";
import {
  companyLinks,
  footerGuides,
  landingSections,
  legalLinks,
  siteSections,
  footerHubs,
  type LandingSectionId,
} from "../lib/site-nav";
import { BrandMark } from "./brand-mark";
import { SectionLink } from "./section-link";

const heading = "mb-4 text-xs font-semibold uppercase tracking-[0.14em] text-white/60";
const link =
  "inline-flex min-h-8 items-center text-[0.95rem] text-white/85 hover:text-white hover:underline underline-offset-4";

/** A link in a footer column: a page, a section of the landing page, or a mail link. */
type FooterLink = { label: string } & ({ to: string } | { section: LandingSectionId } | { href: string });

function FooterLinkItem({ item }: { item: FooterLink }) {
  if ("section" in item)
    return (
      <SectionLink section={item.section} className={link}>
        {item.label}
      </SectionLink>
    );
  if ("href" in item)
    return (
      <a href={item.href} className={link}>
        {item.label}
      </a>
    );
  return (
    <Link to={item.to} className={link}>
      {item.label}
    </Link>
  );
}

/** A column of links under its heading; the heading names the navigation too. */
function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <p className={heading}>{title}</p>
      <ul className="space-y-1.5">
        {links.map((l) => (
          <li key={l.label}>
            <FooterLinkItem item={l} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mail links for a question and for an error on this page (its address filled in), with a support e-mail. */
function contactLinks(email: string | null, pathname: string): FooterLink[] {
  if (!email) return [];
  const page = absoluteUrl(pathname === "/" ? "/" : pathname.replace(/\/+$/, ""));
  return [
    {
      label: "Contact Us",
      href: `mailto:${email}?subject=${encodeURIComponent("Question about the China guide")}`,
    },
    {
      label: "Report an error on this page",
      href: `mailto:${email}?subject=${encodeURIComponent(`Error on ${pathname}`)}&body=${encodeURIComponent(`Page: ${page}\n\nWhat is wrong, and your source if you have one:\n`)}`,
    },
  ];
}

/** The footer's link columns, left to right. */
function footerColumns(email: string | null, pathname: string): { title: string; links: FooterLink[] }[] {
  return [
    { title: "The guide", links: landingSections.map((s) => ({ label: s.label, section: s.id })) },
    { title: "Free guides", links: [...siteSections, ...footerHubs, ...footerGuides] },
    { title: "Company", links: [...contactLinks(email, pathname), ...companyLinks, ...legalLinks] },
  ];
}

const pitch = "Practical, tested guidance for your first trip to China: payments, internet, transport and";

/** The brand, what the site is, and the support e-mail when one is configured. */
function FooterBrand({ email }: { email: string | null }) {
  return (
    <div>
      <Link to="/" className="inline-flex items-center gap-2.5 font-serif text-lg font-semibold text-white">
        <BrandMark />
        {site.brandName}
      </Link>
      <p className="mt-4 max-w-xs text-[0.95rem] leading-relaxed text-white/75">
        {pitch} {GUIDE.cityGuides} cities.
      </p>
      {email && (
        <a href={`mailto:${email}`} className={`${link} mt-4 gap-2`}>
          <Icon name="mail" className="size-4" />
          {email}
        </a>
      )}
    </div>
  );
}

export function SiteFooter() {
  const year = __BUILD_YEAR__;
  const { pathname } = useLocation();
  // A placeholder address is never shown: contact links appear only with a configured support e-mail.
  const email = placeholdersIn(site).some((p) => p.env === "SUPPORT_EMAIL") ? null : site.supportEmail;
  return (
    <footer className="surface-dark bg-night text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <FooterBrand email={email} />
        {footerColumns(email, pathname).map((c) => (
          <FooterColumn key={c.title} title={c.title} links={c.links} />
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-white/65 sm:px-6">
          © {year} {site.brandName}. Independent travel advice; not affiliated with Alipay, WeChat, DiDi or any app we
          review. Prices and rules change: check before you travel.
        </p>
      </div>
    </footer>
  );
}
