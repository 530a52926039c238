import type { ErrorCode } from "./errors";

export type SystemState =
  | { kind: "ok" }
  /** `end`: when the platform expects the maintenance to end (ISO 8601), null when it has not said. */
  | { kind: "maintenance"; end: string | null }
  | { kind: "blocked"; ip: string }
  | { kind: "unavailable"; code: ErrorCode };

export const SYSTEM_HTTP_STATUS: Record<SystemState["kind"], number> = {
  ok: 200,
  maintenance: 503,
  blocked: 403,
  unavailable: 503,
};

/** How long a client is asked to wait before trying again while the platform is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
