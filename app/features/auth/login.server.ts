import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { getFlags } from "~/brand/flags.server";
import { verifyBotCheck } from "~/features/bot-check/verify.server";
import { platformErrorCode } from "~/features/system/status.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { captchaFlowCookie, captchaFlowUsername, rememberMobileCookie, rememberUsernameCookie } from "./cookies.server";
import { findCountry } from "./countries.server";
import { returnPath } from "./return-path";
import { parseWithSchema, smsLoginSchema, smsUsername, usernameLoginSchema, type LoginType } from "./schema";
import { startSession } from "./start-session.server";
import { finishSignIn } from "~/features/signin-steps/after-sign-in.server";
import { signInLimited } from "~/features/signin-steps/limits.server";
import { verificationRedirect } from "~/features/signin-steps/verification-redirect.server";
import type { LoginActionData, LoginFailure } from "./types";

/** Never sent back to the browser, not even to refill the form. */
const HIDDEN_FIELDS = ["password", "captcha", "code"];

type LoginContext = AppLoadContext;
/** What the action needs of a parsed submission. */
type Submission = { reply(options?: { hideFields?: string[]; fieldErrors?: Record<string, string[]> }): LoginActionData["result"] };

/**
 * The login popup's action (the home route re-exports it for `/login`). Validates the
 * form again, signs in on the platform (the client encrypts the payload), stores the
 * session cookie and redirects; on failure answers the popup's data (status 4xx/5xx, so
 * loaders are not revalidated) with the platform's error code to translate.
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const type: LoginType = form.get("type") === "sms" ? "sms" : "username";
  const captchaShown = type === "username" && form.get("captchaShown") === "on";
  return type === "sms" ? smsLogin(form, context) : usernameLogin(form, request, context, captchaShown);
}

async function usernameLogin(form: FormData, request: Request, context: LoginContext, captchaShown: boolean) {
  const submission = parseWithSchema(form, { schema: usernameLoginSchema });
  if (submission.status !== "success") return invalid("username", submission, captchaShown);
  const { username, password, captcha, remember, redirectTo } = submission.value;
  const limited = await signInLimited(context, username);
  if (limited) return failed("username", submission, limited.failure, captchaShown, limited.headers);
  // The bot check comes before the sign-in call (not for SMS sign-in).
  const bot = await verifyBotCheck(context, "login", form);
  if (!bot.ok) return failed("username", submission, failureOf(bot.code, bot), captchaShown);
  try {
    const session = await context.platform.auth.login({ username, password, captcha: captcha || undefined, type: "username" });
    const headers = new Headers([["Set-Cookie", rememberUsernameCookie(remember ? session.username : null, context.secure)]]);
    if (captchaFlowUsername(request.headers.get("Cookie"))) headers.append("Set-Cookie", captchaFlowCookie(null, context.secure));
    return await finishSignIn(context, session, { audience: "player", redirectTo, headers });
  } catch (error) {
    // The password was right, but the address is new to the account: its verification step next.
    const remembered = new Headers([["Set-Cookie", rememberUsernameCookie(remember ? username : null, context.secure)]]);
    const verification = verificationRedirect(error, { audience: "player", redirectTo, secure: context.secure, headers: remembered });
    if (verification) return verification;
    const code = platformErrorCode(error);
    const details = errorDetails(error);
    const shown = captchaShown || details.captchaRequired === true || code === "CAPTCHA_REQUIRED" || code === "CAPTCHA_INVALID";
    const headers = new Headers();
    // The captcha image route draws the captcha of the username being signed in.
    if (shown) headers.append("Set-Cookie", captchaFlowCookie(username, context.secure));
    return failed("username", submission, failureOf(code, details), shown, headers);
  }
}

async function smsLogin(form: FormData, context: LoginContext) {
  const submission = parseWithSchema(form, { schema: smsLoginSchema });
  if (submission.status !== "success") return invalid("sms", submission, false);
  const { country, mobile, code, remember, redirectTo } = submission.value;
  const limited = await signInLimited(context, mobile);
  if (limited) return failed("sms", submission, limited.failure, false, limited.headers);
  try {
    const flags = await getFlags(context);
    if (!flags.MOBILEVERCODELOGIN3) return failed("sms", submission, { code: "FUNCTION_DISABLED" }, false);
    const found = await findCountry(context, country);
    if (!found) {
      return data(
        actionData(
          "sms",
          submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: { country: ["login.countryRequired"] } }),
          null,
          false,
        ),
        { status: 422 },
      );
    }
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
    const errorCode = platformErrorCode(error);
    return failed("sms", submission, failureOf(errorCode, errorDetails(error)), false);
  }
}

export function errorDetails(error: unknown): { captchaRequired?: boolean; retryAfterSeconds?: number } {
  const details = (error as { details?: unknown } | null)?.details;
  return details && typeof details === "object" ? (details as { captchaRequired?: boolean; retryAfterSeconds?: number }) : {};
}

export function failureOf(code: ErrorCode, details: { retryAfterSeconds?: number }): LoginFailure {
  if (code === "TOO_MANY_ATTEMPTS" && typeof details.retryAfterSeconds === "number") {
    return { code, retryAfterMinutes: Math.max(1, Math.ceil(details.retryAfterSeconds / 60)) };
  }
  return { code };
}

const actionData = (
  type: LoginType,
  result: LoginActionData["result"],
  failure: LoginFailure | null,
  captchaShown: boolean,
): LoginActionData => ({
  type,
  result,
  failure,
  captcha: { shown: captchaShown, nonce: randomBytes(6).toString("hex") },
});

/** A form that read but failed its schema: 422, with the field errors; the platform is not called. */
export function invalid(type: LoginType, submission: Submission, captchaShown: boolean) {
  return data(actionData(type, submission.reply({ hideFields: HIDDEN_FIELDS }), null, captchaShown), { status: 422 });
}

export function failed(type: LoginType, submission: Submission, failure: LoginFailure, captchaShown: boolean, headers?: Headers) {
  const status = httpStatusOf(failure.code);
  return data(actionData(type, submission.reply({ hideFields: HIDDEN_FIELDS }), failure, captchaShown), {
    status: status >= 400 ? status : 500,
    headers,
  });
}
