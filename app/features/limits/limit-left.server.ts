import { formatDateTime, type Zone } from "~/format/dates";
import type { MoneyFormat } from "~/format/money";
import type { LimitView, MoneyLimitKind } from "~/platform/contract/limits";
import { errorDetails, isPlatformError } from "~/platform/platform-error";
import type { LimitLeft } from "./limit-left";

const MINUTE_MS = 60_000;

/**
 * A time a limit gives room back (or lets play start again), as the player reads it in `zone`:
 * rounded up to the minute, since the time shows no seconds and must never read a little early.
 */
export const limitTime = (at: string, zone: Zone) => formatDateTime(Math.ceil(Date.parse(at) / MINUTE_MS) * MINUTE_MS, zone);

/**
 * The refusal's limit, when the platform refused with LIMIT_EXCEEDED and said which one; else
 * null.
 */
export function limitLeftOf(error: unknown, format: MoneyFormat, zone: Zone): LimitLeft | null {
  const limit = isPlatformError(error) && error.code === "LIMIT_EXCEEDED" ? errorDetails(error).limit : undefined;
  return limit
    ? {
        kind: limit.kind,
        period: limit.period,
        limit: format(limit.limitCents),
        left: format(limit.leftCents),
        releasesAt: limit.releasesAt === null ? null : limitTime(limit.releasesAt, zone),
      }
    : null;
}

/** What is left of each money limit of `kind` the player has set, with its next release (the deposit page's, before an amount is typed). */
export function limitsLeft(limits: LimitView[], kind: MoneyLimitKind, format: MoneyFormat, zone: Zone): LimitLeft[] {
  return limits.flatMap((view) =>
    view.kind === kind && view.period !== "SESSION" && view.amount !== null && view.used !== null
      ? [
          {
            kind,
            period: view.period,
            limit: format(view.amount),
            left: format(Math.max(0, view.amount - view.used)),
            releasesAt: view.releasesAt === null ? null : limitTime(view.releasesAt, zone),
          },
        ]
      : [],
  );
}
