import type { Platform } from "./client.server";
import { errorDetails, platformErrorCode } from "./platform-error";
import type { SystemState } from "./system-state";

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
    if (code === "REGION_BLOCKED") return { kind: "blocked", ip: errorDetails(error).ip ?? clientIp };
    if (code === "TIMEOUT" && answeredSince(sentAt)) return { kind: "ok" };
    return { kind: "unavailable", code };
  }
}
