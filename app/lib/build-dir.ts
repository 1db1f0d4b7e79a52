import path from "node:path";

/**
 * Where the production build goes: `build/` unless BUILD_DIR says otherwise
 * (the benchmark builds into its own folder with its own site URL).
 */
export const BUILD_DIR = process.env.BUILD_DIR || "build";
export const clientDir = (projectRoot: string) => path.resolve(projectRoot, BUILD_DIR, "client");
