import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { usernameLogin } from "~/features/auth/login.server";
import { usernameLoginSchema } from "~/features/auth/schema.server";
import { loginBotCheckLoader } from "~/forms/bot-check/challenge.server";
import { changePassword, changeView } from "~/features/passwords/change.server";
import type { ChangeView } from "~/features/passwords/types";
import { agentReturnPath } from "~/features/signin-steps/after-sign-in.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
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
  /** The sign-in form's browser rules, from its schema. */
  rules: FormRules;
}

/** The change-password modal's address; its form posts here too. */
const CHANGE_PASSWORD_QUERY = "changePassword=1";
const CHANGED = { to: `/agent?${CHANGE_PASSWORD_QUERY}`, say: true };

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
  return {
    signedInAgent: agent,
    changePassword,
    change,
    ...(agent ? { noscriptPass: null } : loginBotCheckLoader(args)),
    rules: formRules(usernameLoginSchema),
  };
}

/**
 * The agent sign-in form: the player popup's username form (its schema, limits, bot check,
 * captcha and verification step); only agents (isAgent 1, 2, 41, 42) are let in ("Non-agents
 * cannot log in"), then the agent centre.
 */
export async function agentLoginAction({ request, context }: ActionFunctionArgs) {
  // The change-password modal's form (a signed-in agent's; anyone else is sent to sign in).
  if (new URL(request.url).searchParams.get("changePassword") === "1") return changePassword(request, context, CHANGED);
  return usernameLogin(await request.formData(), request, context, "agent");
}
