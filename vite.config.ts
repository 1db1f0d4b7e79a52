import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteEnvFrom } from "./app/config/site";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Browser code reads the site configuration from the build environment (see app/config/site.ts).
    __SITE_ENV__: JSON.stringify(siteEnvFrom(process.env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    assetsInlineLimit: 0,
  },
});
