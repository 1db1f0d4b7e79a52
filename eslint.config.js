import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*/",
      ".react-router",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["public/**/*.js"], languageOptions: { globals: globals.browser, sourceType: "script" } },
  // Tool configuration in CommonJS (.dependency-cruiser.cjs).
  { files: ["**/*.cjs"], languageOptions: { globals: globals.node, sourceType: "commonjs" } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Browser specs share one set of worker fixtures (tests/e2e/test.ts), so the suite starts two
    // workers per project rather than two per kind of spec.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from ./test (or ./reused-page): one set of worker fixtures for every spec.",
            },
          ],
        },
      ],
    },
  },
  {
    // A function a newcomer can read in one screen: long pages are lists of section components.
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
