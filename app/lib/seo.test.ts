import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../config/site";
import { absoluteUrl, buildHead } from "./seo";
import { breadcrumbList, faqPage, howTo } from "./structured-data";

const config: SiteConfig = {
  brandName: "Test Brand",
  siteUrl: "https://guide.test",
  storefrontUrl: "https://shop.test/l/x",
  analyticsId: "",
  supportEmail: "help@guide.test",
  twitterHandle: "",
};

const find = (meta: ReturnType<typeof buildHead>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("absoluteUrl", () => {
  it("joins the origin and path without a trailing slash", () => {
    expect(absoluteUrl("/", config)).toBe("https://guide.test");
    expect(absoluteUrl("/beijing-travel-guide-2025", config)).toBe("https://guide.test/beijing-travel-guide-2025");
    expect(absoluteUrl("/privacy-policy/", config)).toBe("https://guide.test/privacy-policy");
  });
  it("refuses a relative path", () => {
    expect(() => absoluteUrl("privacy-policy", config)).toThrow();
  });
});

describe("buildHead", () => {
  const head = buildHead(
    {
      title: "Beijing Travel Guide 2025",
      description: "A description long enough to be a real description of a page on the site.",
      path: "/beijing-travel-guide-2025",
      ogType: "article",
      keywords: ["beijing", "great wall"],
      datePublished: "2025-01-01",
      dateModified: "2025-01-15",
      image: {
        path: "/social/beijing-travel-guide-2025.png",
        alt: "Share card: Beijing Travel Guide (北京), a city guide from Test Brand",
      },
      jsonLd: [
        breadcrumbList(
          [
            { name: "Home", url: "/" },
            { name: "Beijing", url: "/beijing-travel-guide-2025" },
          ],
          config,
        ),
      ],
    },
    config,
  );

  it("has title, description, canonical and robots", () => {
    expect(head[0]).toEqual({ title: "Beijing Travel Guide 2025" });
    expect(find(head, "name", "description")?.content).toMatch(/^A description/);
    expect(find(head, "rel", "canonical")?.href).toBe("https://guide.test/beijing-travel-guide-2025");
    expect(find(head, "name", "robots")?.content).toMatch(/^index, follow/);
  });
  it("has Open Graph and Twitter tags with the page's own image, absolute, sized and described", () => {
    expect(find(head, "property", "og:url")?.content).toBe("https://guide.test/beijing-travel-guide-2025");
    expect(find(head, "property", "og:type")?.content).toBe("article");
    expect(find(head, "property", "og:site_name")?.content).toBe("Test Brand");
    const image = "https://guide.test/social/beijing-travel-guide-2025.png";
    expect(find(head, "property", "og:image")?.content).toBe(image);
    expect(find(head, "name", "twitter:image")?.content).toBe(image);
    expect(find(head, "property", "og:image:width")?.content).toBe("1200");
    expect(find(head, "property", "og:image:height")?.content).toBe("630");
    expect(find(head, "name", "twitter:card")?.content).toBe("summary_large_image");
    const alt = "Share card: Beijing Travel Guide (北京), a city guide from Test Brand";
    expect(find(head, "property", "og:image:alt")?.content).toBe(alt);
    expect(find(head, "name", "twitter:image:alt")?.content).toBe(alt);
    expect(find(head, "property", "article:modified_time")?.content).toBe("2025-01-15");
    expect(find(head, "name", "keywords")?.content).toBe("beijing, great wall");
  });
  it("carries JSON-LD with absolute breadcrumb URLs", () => {
    const ld = head.find((m) => "script:ld+json" in m) as { "script:ld+json": { itemListElement: { item: string }[] } };
    expect(ld["script:ld+json"].itemListElement.map((i) => i.item)).toEqual([
      "https://guide.test",
      "https://guide.test/beijing-travel-guide-2025",
    ]);
  });
  it("links the change feed, absolute, as Atom", () => {
    expect(find(head, "rel", "alternate")).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Test Brand: what changed on the guides",
      href: "https://guide.test/changes.xml",
    });
  });
  it("falls back to the generic card when a head names no image", () => {
    const h = buildHead({ title: "x", description: "y", path: "/" }, config);
    expect(find(h, "property", "og:image")?.content).toBe("https://guide.test/social/card.png");
    expect(find(h, "name", "twitter:image:alt")?.content).toBe(find(h, "property", "og:image:alt")?.content);
    expect(find(h, "property", "og:image:alt")?.content).toBeTruthy();
  });
  it("names the X/Twitter account only when one is configured", () => {
    expect(find(head, "name", "twitter:site")).toBeUndefined();
    expect(find(head, "name", "twitter:creator")).toBeUndefined();
    const h = buildHead({ title: "x", description: "y", path: "/" }, { ...config, twitterHandle: "@guide" });
    expect(find(h, "name", "twitter:site")?.content).toBe("@guide");
    expect(find(h, "name", "twitter:creator")?.content).toBe("@guide");
  });
  it("lets a page opt out of indexing", () => {
    const h = buildHead({ title: "x", description: "y", path: "/", robots: "noindex" }, config);
    expect(find(h, "name", "robots")?.content).toBe("noindex");
  });
});

describe("structured data", () => {
  it("numbers HowTo steps (text arrives plain from the content pipeline)", () => {
    const ld = howTo(
      {
        name: "n",
        description: "d",
        path: "/how-to-x",
        steps: [{ name: "A", text: "See the map now" }],
      },
      config,
    );
    expect(ld.step).toEqual([
      {
        "@type": "HowToStep",
        position: 1,
        name: "A",
        text: "See the map now",
        url: "https://guide.test/how-to-x#step-1",
      },
    ]);
  });
  it("turns FAQ items into questions with accepted answers", () => {
    const ld = faqPage([{ question: "Q?", answer: "A." }]);
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});
