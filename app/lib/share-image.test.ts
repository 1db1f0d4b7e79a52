import { describe, expect, it } from "vitest";
import { registry } from "./registry";
import { shareCard, shareImage, shareImageAlt, shareImagePath } from "./share-image";

const { pages } = registry();

const page = (path: string) => pages.find((p) => p.path === path)!;

describe("shareImagePath", () => {
  it("puts each page's image under /social/ by its slug, the home page's as home.png", () => {
    expect(shareImagePath("/")).toBe("/social/home.png");
    expect(shareImagePath("/beijing-travel-guide-2025")).toBe("/social/beijing-travel-guide-2025.png");
    expect(shareImagePath("/privacy-policy/")).toBe("/social/privacy-policy.png");
  });
  it("refuses a relative path", () => {
    expect(() => shareImagePath("beijing")).toThrow();
  });
  it("gives every registered page an image of its own", () => {
    const paths = pages.map((p) => shareImagePath(p.path));
    expect(new Set(paths).size).toBe(pages.length);
    expect(paths).not.toContain("/social/card.png");
  });
});

describe("shareCard", () => {
  it("splits the title at its colon and gives a city its Chinese name", () => {
    const card = shareCard(page("/beijing-travel-guide-2025"));
    expect(card).toMatchObject({
      path: "/social/beijing-travel-guide-2025.png",
      type: "city",
      headline: "Beijing Travel Guide",
      label: "City guide",
      chinese: { name: "北京", pinyin: "Běijīng" },
    });
    expect(card.subline).toBeTruthy();
  });
  it("labels each kind of page and leaves the site name off a title", () => {
    const how = pages.find((p) => p.type === "solution")!;
    expect(shareCard(how).label).toBe("How-to");
    expect(shareCard(pages.find((p) => p.type === "comparison")!).label).toBe("Comparison");
    const legal = shareCard(pages.find((p) => p.type === "legal")!);
    expect(legal.headline).not.toContain("|");
    expect(shareCard(page("/")).chinese?.name).toBe("中国");
  });
  it("describes the image in its alt text", () => {
    expect(shareImageAlt(shareCard(page("/beijing-travel-guide-2025")), "Brand")).toBe(
      "Share card: Beijing Travel Guide (北京), a city guide from Brand",
    );
    expect(shareImage(page("/"), "Brand").alt).toMatch(/^Share card: .+, the home page of Brand$/);
    const alts = pages.map((p) => shareImage(p, "Brand").alt);
    expect(new Set(alts).size).toBe(pages.length);
  });
});
