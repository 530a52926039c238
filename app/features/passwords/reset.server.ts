import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { platformErrorCode } from "~/platform/platform-error";
import { startSession } from "~/features/auth/start-session.server";
import { PASSWORD_RESET_IP_LIMIT } from "~/http/rate-limit.server";
import { passesRule, passwordRule, ruleHint } from "./password-rule.server";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { limitedReply, refusedByPlatform, round } from "./replies.server";
import { resetByTokenSchema } from "./schema.server";
import { RESET_FORM, type ResetLinkState, type ResetView } from "./types";
import { NO_STORE } from "~/http/cache-headers";
import { revokeSessions } from "~/session/session.server";

const TOKEN = /^[\w-]{16,128}$/;

/**
 * The emailed link's popup: `?token=…`. A link without a token that could be one says so, and
 * so does a used, expired or unknown one (asked of the platform before any password is typed).
 */
export async function resetLoader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get("token");
  const token = query && TOKEN.test(query) ? query : null;
  const [linkState, rule] = await Promise.all([token ? linkStateOf(context, token) : null, passwordRule(context).catch(() => null)]);
  const view: ResetView = { token, linkState, rule: ruleHint(rule), rules: formRules(resetByTokenSchema) };
  // The token is a credential: the page is never stored, and the Referrer-Policy keeps it off other sites.
  return data(view, { headers: NO_STORE });
}

/** What the link's token can still do; null when the platform cannot say now (setting the password decides then). */
async function linkStateOf(context: AppLoadContext, token: string): Promise<ResetLinkState | null> {
  try {
    return (await context.platform.password.resetLinkState({ token })).state;
  } catch (error) {
    context.logger.warn({ code: platformErrorCode(error) }, "reset link: state unavailable");
    return null;
  }
}

/** Sets the new password with the link's token, signs in and goes to / . */
export async function resetAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), resetByTokenSchema);
  if (submission.status !== "success") return invalidReply(RESET_FORM, submission, { extra: round() });
  const { token, newPassword } = submission.value;
  const rule = await passwordRule(context).catch(() => null);
  if (rule && !passesRule(newPassword, rule)) {
    return invalidReply(RESET_FORM, submission, { fieldErrors: { newPassword: ["passwords.passwordRule"] }, extra: round() });
  }
  const limit = await context.shared.rateLimiter.hit(PASSWORD_RESET_IP_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!limit.allowed) return limitedReply(RESET_FORM, submission, limit);
  try {
    const { ended, ...signIn } = await context.platform.password.resetByToken({ token, newPassword });
    // The account's other sessions ended with the forgotten password: their cookies sign out at once.
    await revokeSessions(context, ended);
    return redirect("/", { headers: { "Set-Cookie": await startSession(context, signIn) } });
  } catch (error) {
    return refusedByPlatform(RESET_FORM, submission, error);
  }
}
