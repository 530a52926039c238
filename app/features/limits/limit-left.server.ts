import type { MoneyFormat } from "~/format/money";
import type { ErrorDetails } from "~/platform/envelope";
import type { LimitLeft } from "./limit-left";

/**
 * The refusal's limit, when the platform refused with LIMIT_EXCEEDED and said which one; else
 * null. Read by shape, as `failureOf` reads a refusal's details.
 */
export function limitLeftOf(error: unknown, format: MoneyFormat): LimitLeft | null {
  const refusal = error as { code?: unknown; details?: ErrorDetails | null } | null;
  const limit = refusal?.code === "LIMIT_EXCEEDED" ? refusal.details?.limit : undefined;
  return limit ? { kind: limit.kind, period: limit.period, limit: format(limit.limitCents), left: format(limit.leftCents) } : null;
}
