import type { ErrorCode } from "~/platform/errors";

export type SystemState =
  | { kind: "ok" }
  | { kind: "maintenance" }
  | { kind: "blocked"; ip: string }
  | { kind: "unavailable"; code: ErrorCode };

export const SYSTEM_HTTP_STATUS: Record<SystemState["kind"], number> = {
  ok: 200,
  maintenance: 503,
  blocked: 403,
  unavailable: 503,
};
