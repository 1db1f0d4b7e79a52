import { GUIDE } from "../lib/product";
import { Icon } from "./icon";
import { Link, useLocation } from "react-router";
import { site } from "../config/site";
import { placeholdersIn } from "../config/placeholders";
import { absoluteUrl } from "../lib/seo";
import { companyLinks, footerGuides, landingSections, legalLinks, siteSections } from "../lib/site-nav";
import { BrandMark } from "./brand-mark";
import { SectionLink } from "./section-link";

const heading = "mb-4 text-xs font-semibold uppercase tracking-[0.14em] text-white/60";
const link =
  "inline-flex min-h-8 items-center text-[0.95rem] text-white/85 hover:text-white hover:underline underline-offset-4";

export function SiteFooter() {
  const year = __BUILD_YEAR__;
  const { pathname } = useLocation();
  // A placeholder address is never shown: contact links appear only with a configured support e-mail.
  const email = placeholdersIn(site).some((p) => p.env === "SUPPORT_EMAIL") ? null : site.supportEmail;
  return (
    <footer className="bg-[#161b26] text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 font-serif text-lg font-semibold text-white">
            <BrandMark />
            {site.brandName}
          </Link>
          <p className="mt-4 max-w-xs text-[0.95rem] leading-relaxed text-white/75">
            Practical, tested guidance for your first trip to China: payments, internet, transport and{" "}
            {GUIDE.cityGuides} cities.
          </p>
          {email && (
            <a href={`mailto:${email}`} className={`${link} mt-4 gap-2`}>
              <Icon name="mail" className="size-4" />
              {email}
            </a>
          )}
        </div>

        <nav aria-label="The guide">
          <p className={heading}>The guide</p>
          <ul className="space-y-1.5">
            {landingSections.map((s) => (
              <li key={s.id}>
                <SectionLink section={s.id} className={link}>
                  {s.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Free guides">
          <p className={heading}>Free guides</p>
          <ul className="space-y-1.5">
            {[...siteSections, ...footerGuides].map((g) => (
              <li key={g.to}>
                <Link to={g.to} className={link}>
                  {g.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Company">
          <p className={heading}>Company</p>
          <ul className="space-y-1.5">
            {email && (
              <>
                <li>
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent("Question about the China guide")}`}
                    className={link}
                  >
                    Contact Us
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${email}?subject=${encodeURIComponent(`Error on ${pathname}`)}&body=${encodeURIComponent(`Page: ${absoluteUrl(pathname === "/" ? "/" : pathname.replace(/\/+$/, ""))}\n\nWhat is wrong, and your source if you have one:\n`)}`}
                    className={link}
                  >
                    Report an error on this page
                  </a>
                </li>
              </>
            )}
            {[...companyLinks, ...legalLinks].map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
