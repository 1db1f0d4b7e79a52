import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSprite, spritePath } from "../../scripts/assets/make-icon-sprite";
import { iconNames } from "../content/schemas/icons";
import { spriteIcons } from "./icon-names";

describe("icon sprite", () => {
  it("public/icons.svg matches the icon list (run scripts/assets/make-icon-sprite.ts)", async () => {
    expect(readFileSync(spritePath, "utf8")).toBe(await renderSprite());
  });
  it("has every icon content may name", () => {
    for (const name of iconNames) expect(Object.keys(spriteIcons)).toContain(name);
  });
});
