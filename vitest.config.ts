import { defineConfig } from "vitest/config";

// Unit and content tests live beside the code (`*.test.ts`); browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Several tests load and compile the whole content folder (about 5 s on its own on these 2-core
    // machines); give them room when files run side by side.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
