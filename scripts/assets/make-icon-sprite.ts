/**
 * Writes public/icons.svg, the site's icon sprite, from lucide's icon data:
 *   node --import tsx scripts/assets/make-icon-sprite.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spriteIcons } from "../../app/components/icon-names";

type IconNode = [string, Record<string, string>][];

/** An icon's drawing; alias modules (e.g. circle-alert) re-export another icon, which we follow. */
async function iconNode(name: string): Promise<IconNode> {
  const mod = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
  if (mod.__iconData) return mod.__iconData.node;
  const source = readFileSync(
    path.resolve(import.meta.dirname, `../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`),
    "utf8",
  );
  const target = source.match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (!target) throw new Error(`lucide icon "${name}" has no drawing`);
  return iconNode(target);
}

export async function renderSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const [id, lucide] of Object.entries(spriteIcons)) {
    const body = (await iconNode(lucide))
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .filter(([k]) => k !== "key")
            .map(([k, v]) => `${k}="${v}"`)
            .join(" ")}/>`,
      )
      .join("");
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

export const spritePath = path.resolve(import.meta.dirname, "../../public/icons.svg");

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const svg = await renderSprite();
  writeFileSync(spritePath, svg);
  console.log(`public/icons.svg: ${Object.keys(spriteIcons).length} icons, ${svg.length} bytes`);
}
