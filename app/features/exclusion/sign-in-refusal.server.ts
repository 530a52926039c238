import type { AppLoadContext } from "@remix-run/node";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { failureOf } from "~/forms/reply.server";
import type { FormFailure } from "~/forms/reply";
import { errorDetails } from "~/platform/platform-error";

/** The brand's customer service, for a player whose play is closed: to talk, or to withdraw the balance. */
export function supportHelp(context: AppLoadContext): NonNullable<FormFailure["help"]> {
  const { email, liveChat } = context.brand.support;
  return { ...(email ? { email } : {}), ...(liveChat ? { liveChat } : {}) };
}

/**
 * A sign-in refused because a time-out or self-exclusion covers the account: the refusal with
 * when it ends (in the brand's zone) and the brand's customer service (to talk, or to withdraw
 * the balance); one refused because the national self-exclusion register lists the player (at
 * sign-in or registration) with the customer service alike; any other refusal as it is.
 */
export function signInFailure(context: AppLoadContext, error: unknown): FormFailure {
  const failure = failureOf(error);
  if (failure.code === "NATIONALLY_EXCLUDED") return { ...failure, help: supportHelp(context) };
  if (failure.code !== "SELF_EXCLUDED" && failure.code !== "TIMED_OUT") return failure;
  const { until } = errorDetails(error);
  return {
    ...failure,
    until: typeof until === "string" ? formatDateTime(until, playerZone(context)) : null,
    help: supportHelp(context),
  };
}
