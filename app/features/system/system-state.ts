import type { ErrorCode } from "~/platform/errors";

export type SystemState =
  { kind: "ok" } | { kind: "maintenance" } | { kind: "blocked"; ip: string } | { kind: "unavailable"; code: ErrorCode };

export const SYSTEM_HTTP_STATUS: Record<SystemState["kind"], number> = {
  ok: 200,
  maintenance: 503,
  blocked: 403,
  unavailable: 503,
};

/** How long a client is asked to wait before trying again while the platform is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
