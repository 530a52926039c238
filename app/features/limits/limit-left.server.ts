import type { MoneyFormat } from "~/format/money";
import { isPlatformError } from "~/platform/platform-error";
import type { LimitLeft } from "./limit-left";

/**
 * The refusal's limit, when the platform refused with LIMIT_EXCEEDED and said which one; else
 * null.
 */
export function limitLeftOf(error: unknown, format: MoneyFormat): LimitLeft | null {
  const limit = isPlatformError(error) && error.code === "LIMIT_EXCEEDED" ? error.details?.limit : undefined;
  return limit ? { kind: limit.kind, period: limit.period, limit: format(limit.limitCents), left: format(limit.leftCents) } : null;
}
