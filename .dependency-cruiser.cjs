// The import graph's rules, checked by `npm run deps` (and so by `npm run check`): the
// portal (app/, server/) and the sandbox (sandbox/) have no import circle, so every layer
// and module can be read, tested and changed from the bottom up.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module reaches itself again through its imports: move what both sides need into a module below them.",
      from: { path: "^(app|sandbox|server)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a circle through types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".cjs", ".mjs", ".json"],
    },
  },
};
