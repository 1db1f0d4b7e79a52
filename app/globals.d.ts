/** Year of the build, for the footer's copyright line (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The browser scripts of content pages and the tools' islands, bundled by scripts/build/client-scripts-plugin.ts. */
declare module "virtual:client-scripts" {
  export const scriptUrls: Record<
    import("./lib/page-scripts").ClientScript | import("./lib/page-scripts").Island,
    string
  >;
  /** The chunks an island imports (the shared framework chunk), started with it. */
  export const scriptImports: Partial<Record<import("./lib/page-scripts").Island, string[]>>;
  export const inlineScripts: Record<keyof typeof import("./lib/page-scripts").inlineClientScripts, string>;
}
