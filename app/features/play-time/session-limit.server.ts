import type { AppLoadContext } from "@remix-run/node";
import { limitTime } from "~/features/limits/limit-left.server";
import { playerZone } from "~/format/zone.server";
import type { SessionLimitReached } from "~/platform/contract/limits";
import { errorDetails, platformErrorCode } from "~/platform/platform-error";
import type { SessionLimitView } from "./types";

/** A session-time limit reached, as the player reads it: when play may start again in the brand's zone. */
export function sessionLimitView(limit: SessionLimitReached, context: Pick<AppLoadContext, "brand">): SessionLimitView {
  return { period: limit.period, resumesAt: limit.resumesAt === null ? null : limitTime(limit.resumesAt, playerZone(context)) };
}

/** The session-time limit a refusal (SESSION_LIMIT_REACHED) names, as the player reads it; null when it names none. */
export function sessionLimitOf(error: unknown, context: Pick<AppLoadContext, "brand">): SessionLimitView | null {
  const limit = platformErrorCode(error) === "SESSION_LIMIT_REACHED" ? errorDetails(error).sessionLimit : undefined;
  return limit ? sessionLimitView(limit, context) : null;
}
