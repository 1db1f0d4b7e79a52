import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Unit and content tests live beside the code (`*.test.ts`); browser tests are Playwright's (tests/e2e).
const roots = ["app", "server", "scripts"];
const testFiles = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `${root}/${f}`),
);

/**
 * What makes a test file change state other files would see: it loads a copy of the content (which
 * puts that copy's facts in force), resets, mocks or spies on modules, stubs the environment or a
 * global, fakes timers, or sets the clock or the time zone. Such files run alone, each in a fresh
 * module graph.
 */
export const CHANGES_SHARED_STATE =
  /vi\.(resetModules|stubEnv|stubGlobal|mock|doMock|spyOn|useFakeTimers)\b|\b(loadContent|buildRegistry|setClock|setFacts)\(|process\.env\.\w+\s*=[^=]/;
const changesState = (file: string) => CHANGES_SHARED_STATE.test(readFileSync(file, "utf8"));

export default defineConfig({
  test: {
    environment: "node",
    // Several tests load and compile the whole content folder (about 5 s on its own on these 2-core
    // machines, several times in some tests); give them room when files run side by side with the build.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The rest share one module graph per worker: the content is loaded and validated once per
        // worker, not once per file (this halves the unit run on two cores).
        extends: true,
        test: {
          name: "shared",
          include: testFiles.filter((f) => !changesState(f)),
          isolate: false,
          setupFiles: ["tests/publishers.ts", "tests/shared-state.ts"],
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: testFiles.filter(changesState), setupFiles: ["tests/publishers.ts"] },
      },
    ],
  },
});
