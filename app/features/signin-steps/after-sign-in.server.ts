import { redirect, type AppLoadContext } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { CHANGE_PASSWORD_PATH } from "~/features/auth/login.server";
import { returnPath } from "~/features/auth/return-path";
import { startSession, type PlatformSignIn } from "~/features/auth/start-session.server";
import { AGENT_HOME_PATH, firstLoginStepPath, type Audience } from "./paths";

/** What the platform answers a completed sign-in (auth.login, verification.verify, social.*). */
export interface CompletedSignIn extends PlatformSignIn {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/**
 * Where a player goes once signed in: the first-login step when it is still to do, then
 * the change-password popup for an expired password where expiry is enforced (not after a
 * social sign-in: SPEC.md §4 "not sms or third-party"), else back where they came from.
 */
export async function nextAfterSignIn(
  context: AppLoadContext,
  signIn: CompletedSignIn,
  redirectTo: string | null | undefined,
  options: { social?: boolean } = {},
): Promise<string> {
  const back = returnPath(redirectTo);
  if (signIn.firstTimeLogin) return firstLoginStepPath(back);
  if (!options.social && signIn.passwordExpired && (await getFlags(context)).PWDEXPFORCECHANGE3) return CHANGE_PASSWORD_PATH;
  return back;
}

/**
 * Ends a sign-in step: starts the session (refused for the wrong audience: NON_MEMBER or
 * NOT_AGENT, thrown as `{ code }`) and redirects to the next step, the agent centre, or back.
 * `headers` carries the cookies the step clears.
 */
export async function finishSignIn(
  context: AppLoadContext,
  signIn: CompletedSignIn,
  options: { audience: Audience; redirectTo: string | null | undefined; headers: Headers; social?: boolean },
) {
  options.headers.append("Set-Cookie", await startSession(context, signIn, { audience: options.audience }));
  const next =
    options.audience === "agent"
      ? agentReturnPath(options.redirectTo)
      : await nextAfterSignIn(context, signIn, options.redirectTo, { social: options.social });
  return redirect(next, { headers: options.headers });
}

/** SPEC.md §2: an agent goes to the agent centre, or back to the page of it that sent them to sign in. */
export function agentReturnPath(redirectTo: string | null | undefined): string {
  const back = returnPath(redirectTo, AGENT_HOME_PATH);
  return back === AGENT_HOME_PATH || back.startsWith(`${AGENT_HOME_PATH}/`) || back.startsWith(`${AGENT_HOME_PATH}?`) ? back : AGENT_HOME_PATH;
}
