import type { AppLoadContext } from "@remix-run/node";
import type { AccountType } from "~/platform/contract/common";
import { PlatformError } from "~/platform/platform-error";
import { isAgentAccount, isTrialAccount } from "~/session/roles";
import { commitSession, endSession } from "~/session/session.server";

/** Used when the platform's expiry cannot be read. */
const FALLBACK_SESSION_MS = 2 * 60 * 60 * 1000;

/** What the platform answers a sign-in (auth.login, auth.freePlay). */
export interface PlatformSignIn {
  token: string;
  expiresAt: string;
  username: string;
  isAgent: AccountType;
}

/**
 * Starts the portal session of a platform sign-in and answers its Set-Cookie value.
 * Signing in over an existing session ends the old one on the platform first (best
 * effort). Trial accounts are made by free play only (`allowTrial`); any other trial
 * sign-in is refused with NON_MEMBER. The player sign-ins refuse agents
 * (NON_MEMBER), the agent sign-in (`audience: "agent"`) everyone else (NOT_AGENT).
 * `passwordChangeDue` starts a session that may only change its password
 * (docs/decisions/passwords.md).
 */
export async function startSession(
  context: Pick<AppLoadContext, "session" | "platform" | "shared">,
  signIn: PlatformSignIn,
  options: { allowTrial?: boolean; audience?: "player" | "agent"; passwordChangeDue?: boolean } = {},
): Promise<string> {
  const agent = isAgentAccount(signIn.isAgent);
  if (options.audience === "agent" && !agent) throw new PlatformError("NOT_AGENT");
  if (options.audience !== "agent" && agent) throw new PlatformError("NON_MEMBER");
  if (isTrialAccount(signIn.isAgent) && !options.allowTrial) throw new PlatformError("NON_MEMBER");
  if (context.session.data) {
    await context.platform.auth.logout().catch(() => undefined);
    // The old cookie is replaced in this browser; a copy of it elsewhere must not stay signed in.
    await endSession(context);
  }
  const expiresAt = Date.parse(signIn.expiresAt);
  return commitSession(context, {
    token: signIn.token,
    isAgent: signIn.isAgent,
    username: signIn.username,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + FALLBACK_SESSION_MS,
    ...(options.passwordChangeDue ? { passwordChangeDue: true as const } : {}),
  });
}
