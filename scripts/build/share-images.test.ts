/**
 * One share image rendered for real: a 1200x630 PNG, with the Chinese subsets
 * read for a city's name, and a different picture for another page.
 */
import { describe, expect, it } from "vitest";
import { registry } from "../../app/lib/registry";
import { shareCard } from "../../app/lib/share-image";
import { loadShareFonts, renderShareImage } from "./share-images";
import { pngSize } from "../sweeps/share-images";

const { pages } = registry();

describe("share images", () => {
  it("renders a city's card as a 1200x630 PNG, unlike another page's", async () => {
    const fonts = loadShareFonts();
    const city = pages.find((p) => p.path === "/beijing-travel-guide-2025")!;
    const howTo = pages.find((p) => p.type === "solution")!;
    const png = await renderShareImage(shareCard(city), fonts);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // 北 and 京 came from the Noto Sans SC subsets that hold them, and nothing else was read.
    expect(fonts.loaded().length).toBeGreaterThan(0);
    expect(fonts.loaded().length).toBeLessThanOrEqual(2);
    const other = await renderShareImage(shareCard(howTo), fonts);
    expect(pngSize(other)).toEqual({ width: 1200, height: 630 });
    expect(other.equals(png)).toBe(false);
  });
  it("rejects a file that is not a PNG", () => {
    expect(pngSize(Buffer.from("GIF89a not a png at all, just some bytes"))).toBeUndefined();
  });
});
