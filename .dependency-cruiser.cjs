// The import graph's rules, checked by `npm run deps` (and so by `npm run check`). Type-only
// imports count: a circle or a climb through types still ties the modules together.
// The layers are written down in docs/decisions/layers.md.

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module reaches itself again through its imports: move what both sides need into a module below them.",
      from: { path: "^(app|sandbox|server)/|^server\\.ts$" },
      // The one bridge: app/route-data.ts names the layout routes' loaders for their data's types,
      // so the features read that data without importing a route. Lint allows it types only from
      // the routes (eslint.config.js, "the route data"), so a circle through it is types alone.
      to: { circular: true, viaOnly: { pathNot: "^app/route-data\\.ts$" } },
    },
    {
      name: "portal-through-sandbox-interface",
      severity: "error",
      comment:
        "The portal (app/, server/) knows the sandbox only through sandbox/server.ts (createSandbox, merchantCredentials), " +
        "never its tables or internals, so a deployment against a real platform pulls none of it in.",
      from: { path: "^(app|server)/" },
      to: { path: "^sandbox/", pathNot: "^sandbox/server\\.ts$" },
    },
    {
      name: "sandbox-db-is-the-bottom",
      severity: "error",
      comment: "sandbox/db/ opens, migrates and reads the database; it imports nothing else of the sandbox.",
      from: { path: "^sandbox/db/" },
      to: { path: "^sandbox/", pathNot: "^sandbox/db/" },
    },
    {
      name: "sandbox-lib-below-calls-and-seed",
      severity: "error",
      comment: "sandbox/lib/ holds the rules the calls, the seed and the control surface share: it imports lib/ and db/ only.",
      from: { path: "^sandbox/lib/" },
      to: { path: "^sandbox/", pathNot: "^sandbox/(lib|db)/" },
    },
    {
      name: "sandbox-calls-use-lib",
      severity: "error",
      comment: "A call's handlers import lib/ and db/ (and their own group's helpers in calls/), never the server, seed or pages.",
      from: { path: "^sandbox/calls/" },
      to: { path: "^sandbox/", pathNot: "^sandbox/(calls|lib|db)/" },
    },
    {
      name: "sandbox-seed-uses-lib",
      severity: "error",
      comment: "The seed lays down rows with lib/'s rules (passwords, periods, codes), never through a call's handler.",
      from: { path: "^sandbox/seed/" },
      to: { path: "^sandbox/", pathNot: "^sandbox/(seed|lib|db)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".cjs", ".mjs", ".json"],
    },
  },
};
