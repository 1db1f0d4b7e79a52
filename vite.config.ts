import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteEnvFrom } from "./app/config/site.ts";
import { clientModules, inlineClientScripts, islandModules } from "./app/lib/page-scripts.ts";
import { clientScripts } from "./scripts/build/client-scripts-plugin.ts";
import { contentReload } from "./scripts/build/content-reload-plugin.ts";
import { paletteCss } from "./scripts/build/palette-css.ts";

const define = {
  // Browser code reads the site configuration from the build environment (see app/config/site.ts).
  __SITE_ENV__: JSON.stringify(siteEnvFrom(process.env)),
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

const pageTypeOnly =
  /app\/components\/(landing\/|city-emblem|comparison-table|solution-icon|guide-mockup|icon\.tsx|content\/blocks)/;
const sharedClientCode = (id: string) =>
  (/\/app\/(components|lib|config)\//.test(id) && !pageTypeOnly.test(id)) ||
  /node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/.test(id);

export default defineConfig({
  plugins: [
    // The colour tokens (app/palette.css) from app/lib/palette.ts, before Tailwind reads them.
    paletteCss({ root: import.meta.dirname }),
    tailwindcss(),
    reactRouter(),
    clientScripts({
      root: import.meta.dirname,
      modules: clientModules,
      islands: islandModules,
      inline: inlineClientScripts,
      define,
    }),
    // npm run dev: an edit in app/content reloads the page with the new content.
    contentReload(),
  ],
  define,
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Components and helpers every page type uses travel in one chunk: Tailwind class
        // strings repeat across them, so together they compress far better than as 15
        // tiny files. Page-type-only components stay in their route's chunk.
        codeSplitting: {
          groups: [{ name: "app", test: sharedClientCode }],
        },
      },
    },
  },
});
