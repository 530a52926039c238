import type { RequestHandler } from "express";
import { platformErrorCode } from "~/platform/platform-error";
import type { PlatformClient } from "~/platform/client.server";

/** A readiness answer is reused this long, so frequent probes cost the platform one call per merchant. */
const READY_CACHE_MS = 1000;

/**
 * `GET /readyz`: whether the platform answers for every merchant the portal serves
 * (system status within its short budget; maintenance counts as answering). 200 when it
 * does, 503 when not, with which merchants failed and why and which circuits are open. `/healthz` stays the
 * liveness check: the process is up, whatever the platform does.
 */
export function readiness(client: PlatformClient, merchants: () => readonly string[]): RequestHandler {
  let last: { at: number; status: number; body: unknown } | null = null;
  let pending: Promise<{ status: number; body: unknown }> | null = null;

  const check = async () => {
    const results = await Promise.all(
      [...new Set(merchants())].map(async (merchant) => {
        try {
          await client.bind({ merchant }).system.status();
          return { merchant, ok: true as const };
        } catch (error) {
          const code = platformErrorCode(error);
          // The platform answered: the merchant is closed for maintenance or this address is blocked.
          if (code === "MAINTENANCE" || code === "REGION_BLOCKED") return { merchant, ok: true as const };
          return { merchant, ok: false as const, code };
        }
      }),
    );
    const failing = results.filter((result) => !result.ok);
    return {
      status: failing.length === 0 ? 200 : 503,
      // Which merchant and call pairs fail fast right now (their circuit breaker is open).
      body: { ready: failing.length === 0, platform: failing.length === 0 ? "up" : "down", failing, openCircuits: client.openCircuits() },
    };
  };

  return async (_req, res) => {
    if (!last || Date.now() - last.at > READY_CACHE_MS) {
      pending ??= check().finally(() => (pending = null));
      last = { at: Date.now(), ...(await pending) };
    }
    res.status(last.status).set("Cache-Control", "no-store").json(last.body);
  };
}
