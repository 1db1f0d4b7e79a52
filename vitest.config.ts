import { defineConfig } from "vitest/config";

// Unit and content tests live beside the code (`*.test.ts`); browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
