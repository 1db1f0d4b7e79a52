/**
 * The import-direction check (`npm run lint:deps`, rules in .dependency-cruiser.cjs) shown failing: a small
 * tree laid out like app/ breaks one rule per case, and the rules must name that break and nothing else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** The rules broken by a tree of `files` (path -> source), as "rule: from -> to". */
async function broken(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), "import-direction-"));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const result = await cruise(["app"], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
  });
  if (typeof result.output === "string") throw new Error("expected a cruise result");
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

/** A sound tree: content schemas, lib, a component and a route, each importing only downwards. */
const sound = {
  "app/content/schemas/common.ts": "export const text = 'a';\n",
  "app/lib/content/markdown.ts": "import { text } from '../../content/schemas/common';\nexport const html = text;\n",
  "app/lib/content/load.ts": "import { html } from './markdown';\nexport const load = () => html;\n",
  "app/components/prose.tsx": "import { load } from '../lib/content/load';\nexport const Prose = load;\n",
  "app/routes/page.tsx": "import { Prose } from '../components/prose';\nexport default Prose;\n",
};

describe("one direction through the house", () => {
  it("passes a tree whose imports all point down", async () => {
    expect(await broken(sound)).toEqual([]);
  });

  it("refuses a loop, also one made of type-only imports", async () => {
    const found = await broken({
      ...sound,
      "app/lib/a.ts": "import type { B } from './b';\nexport type A = { b?: B };\n",
      "app/lib/b.ts": "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(found).toEqual(["no-circular: app/lib/a.ts -> app/lib/b.ts"]);
  });

  it("refuses lib importing a component", async () => {
    const found = await broken({
      ...sound,
      "app/lib/content/render.tsx": "import { Prose } from '../../components/prose';\nexport const r = Prose;\n",
    });
    expect(found).toEqual(["lib-below-components: app/lib/content/render.tsx -> app/components/prose.tsx"]);
  });

  it("refuses a schema that compiles (imports the Markdown pipeline)", async () => {
    const found = await broken({
      ...sound,
      "app/content/schemas/city.ts": "import { html } from '../../lib/content/markdown';\nexport const city = html;\n",
    });
    expect(found).toEqual(["schemas-validate: app/content/schemas/city.ts -> app/lib/content/markdown.ts"]);
  });

  it("refuses a component importing a route", async () => {
    const found = await broken({
      ...sound,
      "app/components/nav.tsx": "import Page from '../routes/page';\nexport const Nav = Page;\n",
    });
    expect(found).toEqual(["components-below-routes: app/components/nav.tsx -> app/routes/page.tsx"]);
  });

  it("lets a test render through a higher layer", async () => {
    const found = await broken({
      ...sound,
      "app/lib/content/markdown.test.ts": "import { Prose } from '../../components/prose';\nexport const t = Prose;\n",
    });
    expect(found).toEqual([]);
  });
});
