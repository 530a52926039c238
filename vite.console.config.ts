import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

/**
 * The operator console: a Remix app of its own (console/, built to build/console/), served by the
 * same server only on the console's host. Being a separate build, none of its routes exists on a
 * brand's host and none of the portal's on the console's, and the players' pages carry nothing of it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({ ...remixConfig, appDirectory: "console", buildDirectory: "build/console", ignoredRouteFiles: ["**/.*", "**/*.css.ts"] }),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    minify: isSsrBuild ? false : "esbuild",
    rollupOptions: {
      onwarn(warning, warn) {
        // A route with only a loader or an action has an empty browser chunk: harmless, as in the portal's build.
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
}));
