/**
 * One direction through the house (docs/decisions/0031-one-direction.md):
 *
 *   app/content (documents, schemas) -> app/lib -> app/components -> app/routes
 *   scripts/ and server/ sit on top and may import any of them.
 *
 * Checked in `npm test` by `npm run lint:deps`; scripts/sweeps/import-direction.test.ts shows each rule
 * failing on a small tree that breaks it. Type-only imports count: a loop of types is still a loop to read.
 * A test sits beside what it tests and may render through a higher layer, so the layer rules skip tests;
 * nothing imports a test, so it cannot close a loop.
 */
const TEST = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle anywhere: each file can be read after the files it imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "schemas-validate",
      comment:
        "A schema validates and marks prose; the loader compiles it. Schemas never import the Markdown " +
        "pipeline, the loader, the collections or the registry, nor anything above app/lib.",
      severity: "error",
      from: { path: "^app/content/", pathNot: TEST },
      to: {
        path: [
          "^app/lib/content/(markdown|markdown-problem|directives|prose|load|collections|records|rules)\\.tsx?$",
          "^app/lib/registry\\.ts$",
          "^app/(components|routes)/",
          "^app/root\\.tsx$",
        ],
      },
    },
    {
      name: "lib-below-components",
      comment: "app/lib never imports components or routes: a page's parts sit above the data they show.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TEST },
      to: { path: ["^app/(components|routes)/", "^app/root\\.tsx$"] },
    },
    {
      name: "components-below-routes",
      comment: "A component never imports a route module.",
      severity: "error",
      from: { path: "^app/components/", pathNot: TEST },
      to: { path: ["^app/routes/", "^app/root\\.tsx$"] },
    },
    {
      name: "app-below-scripts",
      comment: "The site never imports the build scripts or the server.",
      severity: "error",
      from: { path: "^app/", pathNot: TEST },
      to: { path: "^(scripts|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|build-[^/]+|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
