import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import express, { type RequestHandler } from "express";

export interface RemixBuildSource {
  /** Serves the client assets (built files, or Vite's dev middleware). */
  assets: RequestHandler;
  build: ServerBuild | (() => Promise<ServerBuild>);
  close(): Promise<void>;
}

/**
 * Vite in middleware mode: modules are compiled on request and reload on change. `configFile`
 * names another app's config (the console's); each app's reload socket has a port of its own.
 */
export async function developmentBuild(root: string, app?: { configFile: string; hmrPort: number }): Promise<RemixBuildSource> {
  const vite = await import("vite");
  const server = await vite.createServer({
    root,
    ...(app ? { configFile: join(root, app.configFile) } : {}),
    server: { middlewareMode: true, ...(app ? { hmr: { port: app.hmrPort } } : {}) },
  });
  return {
    assets: server.middlewares,
    build: () => server.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    close: () => server.close(),
  };
}

/**
 * The output of `remix vite:build`: hashed files under /assets, cached for a year. Nothing
 * else is served from the build folder, so other paths skip the file system entirely.
 */
export async function productionBuild(root: string, buildDirectory = "build"): Promise<RemixBuildSource> {
  const serverEntry = join(root, buildDirectory, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" first`);
  const assets = express.Router();
  assets.use("/assets", express.static(join(root, buildDirectory, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
  return {
    assets,
    build: (await import(pathToFileURL(serverEntry).href)) as ServerBuild,
    close: async () => {},
  };
}
