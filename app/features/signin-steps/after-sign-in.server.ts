import { redirect, type AppLoadContext } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { returnPath } from "~/features/auth/return-path";
import { startSession, type PlatformSignIn } from "~/features/auth/start-session.server";
import { passwordChangeDue } from "~/features/passwords/forced-change.server";
import { CHANGE_PASSWORD_PATH } from "~/session/paths";
import { AGENT_HOME_PATH, firstLoginStepPath, type Audience } from "./paths";

/** What the platform answers a completed sign-in (auth.login, verification.verify, social.*). */
export interface CompletedSignIn extends PlatformSignIn {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  defaultPassword: boolean;
}

/**
 * Ends a sign-in: starts the session (refused for the wrong audience: NON_MEMBER or
 * NOT_AGENT, thrown as `{ code }`) and redirects to what comes next. For a player that is
 * the forced password change when the password is the default one or has expired where
 * expiry is enforced (a session that may only change it; never after an SMS or
 * social sign-in), else the first-login step while it is still to
 * do, else back where they came from. An agent goes to the agent centre. `headers`
 * carries the cookies the sign-in sets or clears.
 */
export async function finishSignIn(
  context: AppLoadContext,
  signIn: CompletedSignIn,
  options: { audience: Audience; redirectTo: string | null | undefined; headers: Headers; social?: boolean },
) {
  const changeDue = options.audience === "player" && !options.social && passwordChangeDue(signIn, await getFlags(context));
  options.headers.append("Set-Cookie", await startSession(context, signIn, { audience: options.audience, passwordChangeDue: changeDue }));
  if (options.audience === "agent") return redirect(agentReturnPath(options.redirectTo), { headers: options.headers });
  const back = returnPath(options.redirectTo);
  const next = changeDue ? CHANGE_PASSWORD_PATH : signIn.firstTimeLogin ? firstLoginStepPath(back) : back;
  return redirect(next, { headers: options.headers });
}

/** An agent goes to the agent centre, or back to the page of it that sent them to sign in. */
export function agentReturnPath(redirectTo: string | null | undefined): string {
  const back = returnPath(redirectTo, AGENT_HOME_PATH);
  return back === AGENT_HOME_PATH || back.startsWith(`${AGENT_HOME_PATH}/`) || back.startsWith(`${AGENT_HOME_PATH}?`)
    ? back
    : AGENT_HOME_PATH;
}
