import { GUIDE } from "../lib/product";
import { Icon } from "./icon";
import { Link } from "react-router";
import { site } from "../config/site";
import { footerGuides, landingSections, legalLinks } from "../lib/site-nav";
import { BrandMark } from "./brand-mark";
import { SectionLink } from "./section-link";

const heading = "mb-4 text-xs font-semibold uppercase tracking-[0.14em] text-white/60";
const link =
  "inline-flex min-h-8 items-center text-[0.95rem] text-white/85 hover:text-white hover:underline underline-offset-4";

export function SiteFooter() {
  const year = __BUILD_YEAR__;
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
          <a href={`mailto:${site.supportEmail}`} className={`${link} mt-4 gap-2`}>
            <Icon name="mail" className="size-4" />
            {site.supportEmail}
          </a>
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
            <li>
              <span className="inline-flex min-h-8 items-center gap-2 text-[0.95rem] text-white/60">
                Sample Chapter <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">coming soon</span>
              </span>
            </li>
          </ul>
        </nav>

        <nav aria-label="Free guides">
          <p className={heading}>Free guides</p>
          <ul className="space-y-1.5">
            {footerGuides.map((g) => (
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
            <li>
              <a
                href={`mailto:${site.supportEmail}?subject=${encodeURIComponent("Question about the China guide")}`}
                className={link}
              >
                Contact Us
              </a>
            </li>
            {legalLinks.map((l) => (
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
