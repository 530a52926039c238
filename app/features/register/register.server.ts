import { parse } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { findCountry } from "~/features/auth/countries.server";
import { startSession } from "~/features/auth/start-session.server";
import type { LoginFailure } from "~/features/auth/types";
import { verifyBotCheck } from "~/features/bot-check/verify.server";
import { platformErrorCode } from "~/features/system/status.server";
import { REGISTER_ACCOUNT_LIMIT, REGISTER_IP_LIMIT, retryAfterSeconds, type RateLimitRule } from "~/http/rate-limit.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { registerCaptchaCookie, registerCaptchaId } from "./captcha.server";
import { loadRegisterForm, loadRegisterModes, platformFieldOf } from "./form-model.server";
import type { RegisterValues } from "./form-check";
import { ruleMessage } from "./rules";
import { parseRegistration } from "./schema.server";
import { sendRegistrationCode } from "./sms-code.server";
import type { RegisterActionData, RegisterField, RegisterMode, RegisterModeForm } from "./types";

/** Never sent back to the browser, not even to refill the form. */
const HIDDEN_FIELDS = ["password", "confirmPassword", "paymentPassword", "captcha", "verificationCode", "botCheck", "botCheckPass"];

/** After registration the player goes home. */
const AFTER_REGISTRATION = "/";

type Reply = RegisterActionData["result"];

export async function registerLoader({ request, context }: LoaderFunctionArgs) {
  return loadRegisterForm(request, context);
}

/** The layouts' headers, and the action's Retry-After (a rate limit) on the page it renders without JavaScript. */
export const registerHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

const answer = (
  mode: RegisterMode,
  result: Reply,
  failure: LoginFailure | null,
  status: number,
  extra: Partial<RegisterActionData> = {},
  headers?: HeadersInit,
) =>
  data<RegisterActionData>({ mode, result, failure, codeSent: null, nonce: randomBytes(6).toString("hex"), ...extra }, { status, headers });

/** conform's reply for a form whose own values were fine: the values to keep, `fieldErrors` to show. */
const replyOf = (form: FormData, fieldErrors: Record<string, string[]> = {}): Reply =>
  parse(form, { resolve: () => ({ value: undefined, error: fieldErrors }) }).reply({ hideFields: HIDDEN_FIELDS, fieldErrors });

const failure = (code: ErrorCode, retryAfter?: number): LoginFailure =>
  code === "TOO_MANY_ATTEMPTS" && retryAfter ? { code, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)) } : { code };

/**
 * The register popup's action: the tab's fields checked again by
 * the merchant's rules; the registration rate limits; the bot check; the affiliate code
 * checked first when given; then the platform registers and signs in, and the player goes
 * home. Every refusal that belongs to a field is shown under it. Without JavaScript the
 * send-code button posts here too (`intent=sendCode`).
 */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode: RegisterMode = form.get("mode") === "mobile" ? "mobile" : "username";
  let tab: RegisterModeForm | undefined;
  try {
    tab = (await loadRegisterModes(context)).find((candidate) => candidate.mode === mode);
  } catch (error) {
    const code = platformErrorCode(error);
    return answer(mode, replyOf(form), { code }, httpStatusOf(code));
  }
  if (!tab) return answer(mode, replyOf(form), { code: "FUNCTION_DISABLED" }, 403);

  if (form.get("intent") === "sendCode") {
    const { result, status } = await sendRegistrationCode(context, form);
    const fieldErrors = !result.ok && result.fieldErrors ? result.fieldErrors : {};
    return answer(mode, replyOf(form, fieldErrors), null, status, { codeSent: result });
  }

  const submission = parseRegistration(form, tab.fields);
  if (submission.status !== "success") return answer(mode, submission.reply({ hideFields: HIDDEN_FIELDS }), null, 422);
  const values = submission.value;
  const refuse = (code: ErrorCode, status = httpStatusOf(code), fieldErrors?: Record<string, string[]>, retryAfter?: number) =>
    answer(
      mode,
      replyOf(form, fieldErrors),
      fieldErrors ? null : failure(code, retryAfter),
      status,
      {},
      retryAfter ? { "Retry-After": String(retryAfter) } : undefined,
    );

  const limited = await firstLimitHit(context, [
    [REGISTER_IP_LIMIT, context.clientIp],
    [REGISTER_ACCOUNT_LIMIT, mode === "username" ? `u|${values.username}` : `m|${values.country}|${values.mobile}`],
  ]);
  if (limited) return refuse("TOO_MANY_ATTEMPTS", 429, undefined, limited);

  const bot = await verifyBotCheck(context, "register", form);
  if (!bot.ok) return refuse(bot.code, httpStatusOf(bot.code), undefined, bot.retryAfterSeconds);

  const headers = new Headers();
  try {
    const country = values.mobile ? await findCountry(context, values.country ?? "") : null;
    if (values.mobile && !country) return refuse("INVALID_REQUEST", 422, { country: ["login.countryRequired"] });
    const domain = new URL(request.url).hostname;
    // A shown, filled affiliate code is checked first.
    if (values.affiliateCode) {
      const { status } = await context.platform.registration.affiliate({ code: values.affiliateCode, domain });
      if (status !== "VALID") {
        const code = status === "USED" ? "AFFILIATE_USED" : "AFFILIATE_INVALID";
        return refuse(code, httpStatusOf(code), { affiliateCode: [`errors.${code}`] });
      }
    }
    const captchaId = tab.fields.some((field) => field.name === "captcha") ? registerCaptchaId(request.headers.get("Cookie")) : null;
    if (captchaId) headers.append("Set-Cookie", registerCaptchaCookie(null, context.secure));
    const session = await context.platform.registration.register({
      ...platformValues(values),
      registerMethod: mode,
      registerUrl: new URL("/register", request.url).href,
      domain,
      login: true,
      countryDialingCode: country?.countryDialingCode,
      referralCode: referralCodeOf(form),
      captchaId: captchaId ?? undefined,
    });
    headers.append("Set-Cookie", await startSession(context, session));
    return redirect(AFTER_REGISTRATION, { headers });
  } catch (error) {
    const code = platformErrorCode(error);
    const fieldErrors = fieldErrorsOf(code, error, tab, mode);
    return answer(mode, replyOf(form, fieldErrors ?? {}), fieldErrors ? null : failure(code), httpStatusOf(code), {}, headers);
  }
}

/** The first limit refused (its wait in seconds), or null. Every limit is counted, refused or not. */
async function firstLimitHit(context: AppLoadContext, limits: Array<[RateLimitRule, string]>): Promise<number | null> {
  const results = await Promise.all(limits.map(([rule, key]) => context.shared.rateLimiter.hit(rule, `${context.brand.id}|${key}`)));
  const refused = results.find((result) => !result.allowed);
  return refused ? retryAfterSeconds(refused) : null;
}

/** The checked form values under the platform's names. */
function platformValues(values: RegisterValues) {
  const { mobile, country: _country, terms: _terms, age: _age, mode: _mode, ...rest } = values;
  return { ...rest, mobileNum: mobile };
}

/** The hidden referral code (from `?referralCode=`), when it still looks like one. */
function referralCodeOf(form: FormData): string | undefined {
  const value = form.get("referralCode");
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined;
}

/** Which field a platform refusal belongs to. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, RegisterField["name"]>> = {
  USERNAME_TAKEN: "username",
  MOBILE_TAKEN: "mobile",
  PHONE_INVALID: "mobile",
  AFFILIATE_INVALID: "affiliateCode",
  AFFILIATE_USED: "affiliateCode",
  CAPTCHA_REQUIRED: "captcha",
  CAPTCHA_INVALID: "captcha",
  CODE_INVALID: "verificationCode",
  CODE_EXPIRED: "verificationCode",
};

/** A platform refusal as messages under the tab's fields, or null when it is the form's. */
function fieldErrorsOf(code: ErrorCode, error: unknown, tab: RegisterModeForm, mode: RegisterMode): Record<string, string[]> | null {
  const has = (name: string) => tab.fields.find((field) => field.name === name);
  if (code === "FIELD_INVALID") {
    const listed = (error as { details?: { fields?: Array<{ path: string; message: string }> } | null }).details?.fields ?? [];
    const errors: Record<string, string[]> = {};
    for (const { path, message } of listed) {
      const field = tab.fields.find((candidate) => platformFieldOf(candidate.name) === path);
      if (!field) return null;
      errors[field.name] = [
        message === "REQUIRED"
          ? "register.required"
          : message === "INCONSISTENT"
            ? "register.passwordMismatch"
            : ruleMessage(message, field.rule?.min ?? 0, field.rule?.max ?? 0),
      ];
    }
    return Object.keys(errors).length > 0 ? errors : null;
  }
  // In mobile registration the username is made from the number: taken means the number is.
  const name = code === "USERNAME_TAKEN" && mode === "mobile" ? "mobile" : FIELD_OF_CODE[code];
  if (!name || !has(name)) return null;
  return { [name]: [code === "USERNAME_TAKEN" && mode === "mobile" ? "errors.MOBILE_TAKEN" : `errors.${code}`] };
}
