/**
 * The Remix options. vite.config.ts hands them to the Remix Vite plugin, so this
 * file is the one place for future flags and route conventions.
 *
 * @type {import("@remix-run/dev").VitePluginConfig}
 */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Styles and tests may sit next to route modules without becoming routes.
  ignoredRouteFiles: ["**/.*", "**/*.css.ts", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
