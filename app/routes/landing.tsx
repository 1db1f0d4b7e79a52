import { pageData } from "../lib/page-data";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Challenges, RealityCheck, TrustStrip } from "../components/landing/trust-and-reality";
import { Faq, FinalCta } from "../components/landing/faq-and-cta";
import { FreeGuides } from "../components/landing/free-guides";
import { Hero } from "../components/landing/hero";
import { Pricing } from "../components/landing/pricing";
import { QuickLinks } from "../components/landing/quick-links";
import { Testimonials } from "../components/landing/testimonials";
import { WhatsInside } from "../components/landing/whats-inside";
import { StickyBanner } from "../components/sticky-banner";
import { TRAVELERS } from "../lib/social-proof";
import { withEditionYear } from "../lib/product";
import type { PageHandle } from "../lib/page-scripts";

export function loader({ request }: LoaderFunctionArgs) {
  const { page, head } = pageData(request, "landing");
  // The headline and the FAQ questions say the edition year as `{year}` (app/lib/product.ts).
  const record = {
    ...page.record,
    hero: { ...page.record.hero, headline: withEditionYear(page.record.hero.headline) },
    faq: {
      ...page.record.faq,
      items: page.record.faq.items.map((q) => ({ ...q, question: withEditionYear(q.question) })),
    },
  };
  return { record, head };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

/** The sticky banner is the landing page's own behaviour. */
export const handle: PageHandle = { scripts: ["site", "banner"] };

export default function Landing() {
  const { record } = useLoaderData<typeof loader>();
  return (
    <>
      <main id="main" data-pagefind-body>
        {/* On a phone the free help comes first, above the sales copy; from lg it sits under the hero.
            One row for each, so the HTML reads in the order the screen shows. */}
        <QuickLinks content={record.quickLinks} placement="above-hero" />
        <Hero hero={record.hero} travelers={TRAVELERS} />
        <QuickLinks content={record.quickLinks} placement="under-hero" />
        <TrustStrip items={record.trust} />
        <RealityCheck reality={record.reality} />
        <Challenges challenges={record.challenges} />
        <WhatsInside content={record.whatsInside} />
        <Pricing pricing={record.pricing} />
        <Testimonials content={record.testimonials} />
        <FreeGuides content={record.freeGuides} />
        <Faq faq={record.faq} />
        <FinalCta content={record.finalCta} />
      </main>
      <StickyBanner travelers={TRAVELERS} />
    </>
  );
}
