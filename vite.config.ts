import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { browserChunks } from "./scripts/build/browser-chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig), vanillaExtractPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // The browser's JavaScript has a budget per route (scripts/size-report.ts): terser with two
    // compress passes makes it about 4 % smaller gzipped than esbuild. The server's stays unminified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, compress: { passes: 2 } },
    rollupOptions: {
      // Which modules share a file: scripts/build/browser-chunks.ts.
      output: isSsrBuild ? {} : { manualChunks: browserChunks(remixConfig.appDirectory ?? "app") },
      onwarn(warning, warn) {
        // The browser build has a chunk per route module; a resource route (/favicon.svg, /resources/balance,
        // /settings/theme...) has only a loader or an action, which stay on the server, so its browser chunk is
        // empty. Harmless (nothing loads it) and expected, so not worth a warning line per route at every build.
        if (warning.code === "EMPTY_BUNDLE") return;
        // The game popup is loaded lazily in the browser and rendered at once by its two routes. The server
        // has no chunks to load lazily, so its build says the lazy import changes nothing: true, and meant.
        if (isSsrBuild && warning.plugin === "vite:reporter" && warning.message.includes("dynamic import will not move module")) return;
        warn(warning);
      },
    },
  },
}));
