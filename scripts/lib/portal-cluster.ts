import { spawn } from "node:child_process";
import { SERVER_BUNDLE } from "../build/server-bundle";
import { freePort } from "./free-port";
import { timedRequest } from "./timed-request";

export interface PortalCluster {
  /** Its port on 127.0.0.1. */
  port: number;
  /** SIGTERM, and its exit. */
  close(): Promise<void>;
}

/**
 * The portal as `npm start` runs it (the compiled server, NODE_ENV=production) with `workers`
 * workers on a free port, for a benchmark: `env` adds its platform (PLATFORM_URL, or the embedded
 * sandbox's SANDBOX_PORT) and anything else. Resolves once /healthz answers; a busy machine
 * starts it slowly, so it waits up to two minutes. Its output is dropped (its request log too).
 */
export async function startPortalCluster(workers: number, env: Record<string, string>): Promise<PortalCluster> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: "error",
      BRANDS_WATCH: "0",
      ...env,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 120_000;
  while ((await timedRequest(port, `127.0.0.1:${port}`, "/healthz").catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the portal's cluster did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    async close() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
