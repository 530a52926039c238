import type { AppLoadContext } from "@remix-run/node";
import { getFlags, type Flags } from "~/brand/flags.server";
import type { Platform } from "~/platform/client.server";
import { isErrorCode, type ErrorCode } from "~/platform/errors";
import type { SystemState } from "./system-state";

/** The code of a failed platform call (checked by shape: the client may come from another module copy). */
export function platformErrorCode(error: unknown): ErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  return isErrorCode(code) ? code : "INTERNAL_ERROR";
}

/**
 * Asks the platform, uncached (once per request: the load context keeps the answer), so
 * maintenance and region blocks show at once. `answeredSince` is the process's knowledge of the
 * platform: a status call that timed out while the platform answered other calls since it went
 * out was slow in this worker, not a sign of an outage, and the page is shown as the platform
 * last said (open).
 */
export async function systemState(
  platform: Platform,
  clientIp: string,
  answeredSince: (at: number) => boolean = () => false,
): Promise<SystemState> {
  const sentAt = Date.now();
  try {
    const { status, ip, maintenanceEnd } = await platform.system.status();
    if (status === 1) return { kind: "maintenance", end: maintenanceEnd ?? null };
    if (status === 2) return { kind: "blocked", ip };
    return { kind: "ok" };
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "MAINTENANCE") return { kind: "maintenance", end: null };
    if (code === "REGION_BLOCKED") {
      const details = (error as { details?: { ip?: string } | null }).details;
      return { kind: "blocked", ip: details?.ip ?? clientIp };
    }
    if (code === "TIMEOUT" && answeredSince(sentAt)) return { kind: "ok" };
    return { kind: "unavailable", code };
  }
}

/** What every page needs from the platform: the system state and, when open, the brand's flags. */
export async function portalState(context: AppLoadContext): Promise<{ system: SystemState; flags: Flags | null }> {
  const system = await context.systemState();
  if (system.kind !== "ok") return { system, flags: null };
  try {
    return { system, flags: await getFlags(context) };
  } catch (error) {
    return { system: { kind: "unavailable", code: platformErrorCode(error) }, flags: null };
  }
}
