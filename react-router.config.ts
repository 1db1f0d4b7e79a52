import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./app/lib/build-dir";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/hosting";
import { pages } from "./app/lib/registry";

export default {
  ssr: false,
  buildDirectory: BUILD_DIR,
  // Every registered page is rendered to static HTML at build time.
  prerender: { paths: [...pages.map((p) => p.path), NOT_FOUND_PRERENDER_PATH], concurrency: 2 },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
