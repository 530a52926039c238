import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { getFlags } from "~/brand/flags.server";
import { verifyBotCheck } from "~/forms/bot-check/verify.server";
import { comeBackRedirect } from "~/features/exclusion/come-back.server";
import { signInFailure } from "~/features/exclusion/sign-in-refusal.server";
import { finishSignIn } from "~/features/signin-steps/after-sign-in.server";
import { signInLimited } from "~/features/signin-steps/limits.server";
import type { Audience } from "~/features/signin-steps/paths";
import { verificationRedirect } from "~/features/signin-steps/verification-redirect.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { errorDetails, PlatformError, platformErrorCode } from "~/platform/platform-error";
import { captchaFlowCookie, captchaFlowUsername, rememberMobileCookie, rememberUsernameCookie } from "./cookies.server";
import { findCountry } from "~/platform/countries.server";
import { returnPath } from "./return-path";
import { smsLoginSchema, smsUsername, usernameLoginSchema } from "./schema.server";
import { startSession } from "./start-session.server";
import { SMS_FORM, USERNAME_FORM, type LoginExtra } from "./types";

/** A reply's round: whether the captcha shows, and a new nonce (a new captcha image, a new bot check, an emptied code). */
const round = (shown: boolean): LoginExtra => ({ captcha: { shown, nonce: randomBytes(6).toString("hex") } });

/**
 * The login popup's action (the home route re-exports it for `/login`). Validates the
 * form again, signs in on the platform (the client encrypts the payload), stores the
 * session cookie and redirects; on failure answers the form's reply (status 4xx/5xx, so
 * loaders are not revalidated) with the platform's error code to translate.
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return form.get("type") === "sms" ? smsLogin(form, context) : usernameLogin(form, request, context, "player");
}

/**
 * The username form, of the login popup (a player) and of the agent sign-in page (an agent:
 * only agents are let in, then the agent centre). The same limits, bot check, captcha and
 * verification step; "remember me" is the popup's only.
 */
export async function usernameLogin(form: FormData, request: Request, context: AppLoadContext, audience: Audience) {
  const captchaShown = form.get("captchaShown") === "on";
  const submission = parseForm(form, usernameLoginSchema);
  if (submission.status !== "success") return invalidReply(USERNAME_FORM, submission, { extra: round(captchaShown) });
  const { username, password, captcha, remember, redirectTo } = submission.value;
  const refused = (failure: Parameters<typeof refusedReply>[2], shown: boolean, headers?: Headers) =>
    refusedReply(USERNAME_FORM, submission, failure, { extra: round(shown), headers });
  const limited = await signInLimited(context, username);
  if (limited) return refused(limited.failure, captchaShown, limited.headers);
  // The bot check comes before the sign-in call (not for SMS sign-in).
  const bot = await verifyBotCheck(context, "login", form);
  // The bot check's refusal reads as the platform's would (its wait, if any, in minutes).
  if (!bot.ok) return refused(failureOf(new PlatformError(bot.code, { retryAfterSeconds: bot.retryAfterSeconds })), captchaShown);
  const remembered = () =>
    new Headers(audience === "player" ? [["Set-Cookie", rememberUsernameCookie(remember ? username : null, context.secure)]] : []);
  try {
    const session = await context.platform.auth.login({ username, password, captcha: captcha || undefined, type: "username" });
    const headers = remembered();
    if (captchaFlowUsername(request.headers.get("Cookie"))) headers.append("Set-Cookie", captchaFlowCookie(null, context.secure));
    return await finishSignIn(context, session, { audience, redirectTo, headers });
  } catch (error) {
    // The password was right, but the address is new to the account: its verification step next.
    const verification = verificationRedirect(error, { audience, redirectTo, secure: context.secure, headers: remembered() });
    if (verification) return verification;
    // The password was right, but a self-exclusion has ended and the player has not come back: that step next.
    const comeBack = comeBackRedirect(error, context.secure, remembered());
    if (comeBack) return comeBack;
    const code = platformErrorCode(error);
    const shown = captchaShown || captchaAsked(error) || code === "CAPTCHA_REQUIRED" || code === "CAPTCHA_INVALID";
    const headers = new Headers();
    // The captcha image route draws the captcha of the username being signed in.
    if (shown) headers.append("Set-Cookie", captchaFlowCookie(username, context.secure));
    // A time-out or self-exclusion says until when, with the brand's customer service.
    return refused(signInFailure(context, error), shown, headers);
  }
}

/** Whether the platform's refusal asks for a captcha from now on. */
const captchaAsked = (error: unknown) => errorDetails(error).captchaRequired === true;

async function smsLogin(form: FormData, context: AppLoadContext) {
  const submission = parseForm(form, smsLoginSchema);
  if (submission.status !== "success") return invalidReply(SMS_FORM, submission, { extra: round(false) });
  const { country, mobile, code, remember, redirectTo } = submission.value;
  const refused = (failure: Parameters<typeof refusedReply>[2], headers?: Headers) =>
    refusedReply(SMS_FORM, submission, failure, { extra: round(false), headers });
  const limited = await signInLimited(context, mobile);
  if (limited) return refused(limited.failure, limited.headers);
  try {
    const flags = await getFlags(context);
    if (!flags.MOBILEVERCODELOGIN3) return refused({ code: "FUNCTION_DISABLED" });
    const found = await findCountry(context, country);
    if (!found) return invalidReply(SMS_FORM, submission, { fieldErrors: { country: ["login.countryRequired"] }, extra: round(false) });
    const session = await context.platform.auth.login({
      username: smsUsername(found.countryDialingCode, mobile),
      password: code,
      type: "sms",
    });
    const headers = new Headers([["Set-Cookie", await startSession(context, session)]]);
    headers.append("Set-Cookie", rememberMobileCookie(remember ? { country, mobile } : null, context.secure));
    // The change-password popup is not opened after an SMS sign-in.
    return redirect(returnPath(redirectTo), { headers });
  } catch (error) {
    return comeBackRedirect(error, context.secure) ?? refused(signInFailure(context, error));
  }
}
