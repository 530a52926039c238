import type { AppLoadContext } from "@remix-run/node";
import { formatDateTime, UTC_ZONE } from "~/format/dates";
import { failureOf } from "~/forms/reply.server";
import type { FormFailure } from "~/forms/reply";
import { errorDetails } from "~/platform/platform-error";

/**
 * A sign-in refused because a time-out or self-exclusion covers the account: the refusal with
 * when it ends and the brand's customer service (to talk, or to withdraw the balance); any other
 * refusal as it is.
 */
export function signInFailure(context: AppLoadContext, error: unknown): FormFailure {
  const failure = failureOf(error);
  if (failure.code !== "SELF_EXCLUDED" && failure.code !== "TIMED_OUT") return failure;
  const { until } = errorDetails(error);
  const { email, liveChat } = context.brand.support;
  return {
    ...failure,
    until: typeof until === "string" ? formatDateTime(until, UTC_ZONE) : null,
    help: { ...(email ? { email } : {}), ...(liveChat ? { liveChat } : {}) },
  };
}
