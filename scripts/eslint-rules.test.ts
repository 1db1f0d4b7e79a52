/**
 * The project's own ESLint rules (eslint.config.js) shown failing: each case is linted as the file it
 * would be, and must break the rule it is about.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const ruleIds = async (filePath: string, source: string) =>
  (await eslint.lintText(source, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe("browser specs", () => {
  it("may not take `test` from Playwright itself: a second set of worker fixtures starts more workers", async () => {
    const spec = "tests/e2e/example.spec.ts";
    expect(
      await ruleIds(spec, 'import { expect, test } from "@playwright/test";\ntest("a", () => expect(1).toBe(1));\n'),
    ).toEqual(["no-restricted-imports"]);
    expect(
      await ruleIds(
        spec,
        'import type { Page } from "@playwright/test";\nimport { expect, test } from "./test";\n' +
          'test("a", async ({ page }: { page: Page }) => expect(page).toBeTruthy());\n',
      ),
    ).toEqual([]);
  });
});
