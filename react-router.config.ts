import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./app/lib/build-dir";
import { checkConfig } from "./app/config/placeholders";
import { prerenderPathsFor } from "./app/lib/derived";
import { registry } from "./app/lib/registry";

// STRICT_CONFIG=1 (deploys) stops here on placeholder configuration; otherwise the post-build step warns.
if (process.env.STRICT_CONFIG === "1") checkConfig({ strict: true });

export default {
  ssr: false,
  buildDirectory: BUILD_DIR,
  // Every registered page is rendered to static HTML at build time.
  prerender: { paths: prerenderPathsFor(registry().pages), concurrency: 2 },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
