import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { platformErrorCode } from "~/features/system/status.server";
import { captchaFlowCookie, captchaFlowUsername } from "~/features/auth/cookies.server";
import { errorDetails, failed, failureOf, invalid } from "~/features/auth/login.server";
import { loginBotCheckLoader } from "~/features/bot-check/challenge.server";
import { verifyBotCheck } from "~/features/bot-check/verify.server";
import { changePassword, changeView } from "~/features/passwords/change.server";
import type { ChangeView } from "~/features/passwords/types";
import { parseWithSchema, usernameLoginSchema } from "~/features/auth/schema";
import { agentReturnPath, finishSignIn } from "~/features/signin-steps/after-sign-in.server";
import { signInLimited } from "~/features/signin-steps/limits.server";
import { verificationRedirect } from "~/features/signin-steps/verification-redirect.server";
import { getSession } from "~/session/session.server";
import { isAgentAccount } from "~/session/roles";

/** What the agent sign-in page knows: who is signed in (an agent may open the change-password modal). */
export interface AgentLoginView {
  signedInAgent: string | null;
  changePassword: boolean;
  /** The change-password form of a signed-in agent who asked for it. */
  change: ChangeView | null;
  /** The bot check's no-JavaScript pass of the sign-in form. */
  noscriptPass: string | null;
}

/** The change-password modal's address; its form posts here too. */
const CHANGE_PASSWORD_QUERY = "changePassword=1";
const CHANGED_PATH = `/agent?${CHANGE_PASSWORD_QUERY}&done=1`;

/**
 * `/agent`: the agent sign-in. A signed-in agent goes on to the agent centre,
 * unless the change-password modal is asked for (`?changePassword=1`).
 */
export async function agentLoginLoader(args: LoaderFunctionArgs): Promise<AgentLoginView> {
  const { request, context } = args;
  const user = getSession(context);
  const agent = user && isAgentAccount(user.isAgent) ? user.username : null;
  const url = new URL(request.url);
  const changePassword = url.searchParams.get("changePassword") === "1";
  if (agent && !changePassword) throw redirect(agentReturnPath(url.searchParams.get("redirectTo")));
  const change = agent && changePassword ? await changeView(request, context) : null;
  return { signedInAgent: agent, changePassword, change, ...(agent ? { noscriptPass: null } : loginBotCheckLoader(args)) };
}

/**
 * The agent sign-in form: the player form's schema and answers (the popup's form parts are
 * reused), the same limits, bot check, captcha and verification step; only agents (isAgent 1, 2, 41,
 * 42) are let in ("Non-agents cannot log in"), then the agent centre.
 */
export async function agentLoginAction({ request, context }: ActionFunctionArgs) {
  // The change-password modal's form (a signed-in agent's; anyone else is sent to sign in).
  if (new URL(request.url).searchParams.get("changePassword") === "1") return changePassword(request, context, CHANGED_PATH);
  const form = await request.formData();
  const captchaShown = form.get("captchaShown") === "on";
  const submission = parseWithSchema(form, { schema: usernameLoginSchema });
  if (submission.status !== "success") return invalid("username", submission, captchaShown);
  const { username, password, captcha, redirectTo } = submission.value;
  const limited = await signInLimited(context, username);
  if (limited) return failed("username", submission, limited.failure, captchaShown, limited.headers);
  // The bot check comes before the sign-in call, as in the player popup.
  const bot = await verifyBotCheck(context, "login", form);
  if (!bot.ok) return failed("username", submission, failureOf(bot.code, bot), captchaShown);
  try {
    const signedIn = await context.platform.auth.login({ username, password, captcha: captcha || undefined, type: "username" });
    const headers = new Headers();
    if (captchaFlowUsername(request.headers.get("Cookie"))) headers.append("Set-Cookie", captchaFlowCookie(null, context.secure));
    return await finishSignIn(context, signedIn, { audience: "agent", redirectTo, headers });
  } catch (error) {
    const verification = verificationRedirect(error, { audience: "agent", redirectTo, secure: context.secure });
    if (verification) return verification;
    const code = platformErrorCode(error);
    const details = errorDetails(error);
    const shown = captchaShown || details.captchaRequired === true || code === "CAPTCHA_REQUIRED" || code === "CAPTCHA_INVALID";
    const headers = new Headers();
    if (shown) headers.append("Set-Cookie", captchaFlowCookie(username, context.secure));
    return failed("username", submission, failureOf(code, details), shown, headers);
  }
}
