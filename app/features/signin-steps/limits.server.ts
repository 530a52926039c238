import type { AppLoadContext } from "@remix-run/node";
import { hitAll, retryAfterSeconds, SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT } from "~/http/rate-limit.server";
import type { FormFailure } from "~/forms/reply";

/** A sign-in the portal refuses before asking the platform: the failure to show and its Retry-After header. */
export interface SignInLimited {
  failure: FormFailure;
  headers: Headers;
}

/**
 * Counts one sign-in attempt for the client's address and for `account` (a username, a
 * mobile number, a pending sign-in), both per brand. Null when it may go on.
 */
export async function signInLimited(
  context: Pick<AppLoadContext, "brand" | "clientIp" | "shared">,
  account: string,
): Promise<SignInLimited | null> {
  const brand = context.brand.id;
  const result = await hitAll(context.shared.rateLimiter, [
    [SIGN_IN_IP_LIMIT, `${brand}|${context.clientIp}`],
    [SIGN_IN_ACCOUNT_LIMIT, `${brand}|${account.toLowerCase()}`],
  ]);
  if (result.allowed) return null;
  const seconds = retryAfterSeconds(result);
  return {
    failure: { code: "TOO_MANY_ATTEMPTS", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: new Headers([["Retry-After", String(seconds)]]),
  };
}
