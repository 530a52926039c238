import type { MoneyFormat } from "~/format/money";
import type { LimitLeft } from "./limit-left";

/** The refusal's limit, when the platform refused with LIMIT_EXCEEDED and said which one; else null. */
export function limitLeftOf(error: unknown, format: MoneyFormat): LimitLeft | null {
  const details = error as {
    code?: unknown;
    details?: { limit?: { kind: LimitLeft["kind"]; period: LimitLeft["period"]; limitCents: number; leftCents: number } } | null;
  } | null;
  const limit = details?.code === "LIMIT_EXCEEDED" ? details.details?.limit : undefined;
  return limit ? { kind: limit.kind, period: limit.period, limit: format(limit.limitCents), left: format(limit.leftCents) } : null;
}
