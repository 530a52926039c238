import type { AppLoadContext } from "@remix-run/node";
import { getFlags, type Flags } from "~/brand/flags.server";
import { platformErrorCode } from "~/platform/platform-error";
import type { SystemState } from "~/platform/system-state";

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
