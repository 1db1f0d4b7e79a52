import type {
  Article,
  CollectionPage,
  BreadcrumbList,
  FAQPage,
  HowTo,
  Organization,
  TouristDestination,
  TouristTrip,
  WebSite,
  WithContext,
} from "schema-dts";
import { site, type SiteConfig } from "../config/site";
import { absoluteUrl, BRAND_LOGO, SOCIAL_IMAGE } from "./seo";
import type { Crumb } from "./content/records";

export function organization(config: SiteConfig = site): Organization {
  return {
    "@type": "Organization",
    name: config.brandName,
    url: config.siteUrl,
    email: config.supportEmail,
    logo: {
      "@type": "ImageObject",
      url: `${config.siteUrl}${BRAND_LOGO.path}`,
      width: `${BRAND_LOGO.width}`,
      height: `${BRAND_LOGO.height}`,
    },
  };
}

export function webSite(description: string, config: SiteConfig = site): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: config.brandName,
    url: config.siteUrl,
    description,
    publisher: organization(config),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  /** Path of the article's image; defaults to the generic social card. */
  image?: string;
}

export function article(input: ArticleInput, config: SiteConfig = site): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: organization(config),
    publisher: organization(config),
    mainEntityOfPage: absoluteUrl(input.path, config),
    image: `${config.siteUrl}${input.image ?? SOCIAL_IMAGE.path}`,
    inLanguage: "en",
  };
}

export function howTo(
  input: {
    name: string;
    description: string;
    path: string;
    totalTime?: string;
    steps: { name: string; text: string }[];
  },
  config: SiteConfig = site,
): WithContext<HowTo> {
  const url = absoluteUrl(input.path, config);
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: input.name,
    description: input.description,
    ...(input.totalTime ? { totalTime: input.totalTime } : {}),
    step: input.steps.map((s, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: s.name,
      text: s.text,
      url: `${url}#step-${i + 1}`,
    })),
  };
}

export function touristDestination(
  input: { name: string; description: string; path: string },
  config: SiteConfig = site,
): WithContext<TouristDestination> {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path, config),
    touristType: "First-time international visitors",
  };
}

/** A trip plan: a TouristTrip whose itinerary is the ItemList of the city guides it visits, in order. */
export function touristTrip(
  input: { name: string; description: string; path: string; stops: { name: string; path: string }[] },
  config: SiteConfig = site,
): WithContext<TouristTrip> {
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path, config),
    touristType: "First-time international visitors",
    itinerary: {
      "@type": "ItemList",
      numberOfItems: input.stops.length,
      itemListElement: input.stops.map((s, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: { "@type": "City", name: s.name, url: absoluteUrl(s.path, config) },
      })),
    },
  };
}

/** A hub page: a CollectionPage whose main entity is the ItemList of the pages it lists. */
export function collectionPage(
  input: { name: string; description: string; path: string; items: { path: string; name: string }[] },
  config: SiteConfig = site,
): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path, config),
    publisher: organization(config),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.name,
        url: absoluteUrl(item.path, config),
      })),
    },
  };
}

export function breadcrumbList(crumbs: Crumb[], config: SiteConfig = site): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.url, config),
    })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}
