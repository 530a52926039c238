import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { findCountry } from "~/platform/countries.server";
import { startSession } from "~/features/auth/start-session.server";
import { signInFailure } from "~/features/exclusion/sign-in-refusal.server";
import { verifyBotCheck } from "~/forms/bot-check/verify.server";
import type { FormFailure } from "~/forms/reply";
import { doneReply, failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { REGISTER_ACCOUNT_LIMIT, REGISTER_IP_LIMIT, retryAfterSeconds, type RateLimitRule } from "~/http/rate-limit.server";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { errorDetails } from "~/platform/platform-error";
import { playerZone } from "~/format/zone.server";
import { registerCaptchaCookie, registerCaptchaId } from "./captcha.server";
import { loadRegisterForm, loadRegisterModes, minimumAgeOf, platformFieldOf } from "./form-model.server";
import { LIMITS_PATH } from "~/features/limits/paths";
import { ruleMessage } from "./rules";
import { registerSchema, type RegisterValues } from "./schema.server";
import { sendRegistrationCode } from "./sms-code.server";
import { smsFailure } from "~/features/sms/send.server";
import { registerFormOf, type RegisterExtra, type RegisterField, type RegisterMode, type RegisterModeForm } from "./types";

/**
 * After registration the player is offered a deposit limit first (the limits page's welcome
 * step, skippable: Skip goes home and is not asked again).
 */
const AFTER_REGISTRATION = `${LIMITS_PATH}?welcome=1`;

/**
 * A platform refusal that belongs to fields (a taken name, an unknown affiliate code): their
 * messages under them and no alert above the form, with the platform's status.
 */
export function fieldRefusal<Extra extends object>(
  form: string,
  submission: Parameters<typeof invalidReply>[1],
  code: ErrorCode,
  options: { fieldErrors: Record<string, string[]>; extra?: Extra; headers?: HeadersInit },
) {
  const reply = invalidReply(form, submission, options);
  return data(reply.data, { status: Math.max(400, httpStatusOf(code)), headers: options.headers });
}

/** A new round per reply: a new captcha image, a new bot check. */
const round = (): { extra: RegisterExtra } => ({ extra: { nonce: randomBytes(6).toString("hex") } });

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
  const name = registerFormOf(mode);
  // The form as posted (its values to show again), before its tab's fields are known.
  const posted = parseForm(form, z.object({}).passthrough());
  let tab: RegisterModeForm | undefined;
  try {
    tab = (await loadRegisterModes(context)).find((candidate) => candidate.mode === mode);
  } catch (error) {
    return refusedReply(name, posted, failureOf(error), round());
  }
  if (!tab) return refusedReply(name, posted, { code: "FUNCTION_DISABLED" }, round());

  if (form.get("intent") === "sendCode") {
    const { result } = await sendRegistrationCode(context, form);
    if (result.ok) return doneReply(name, posted, { message: "login.codeSent", values: { count: result.expiredMinutes } }, round());
    if (result.fieldErrors) return invalidReply(name, posted, { fieldErrors: result.fieldErrors, ...round() });
    const { failure, headers } = smsFailure(result);
    return refusedReply(name, posted, failure, { ...round(), headers });
  }

  const submission = parseForm(form, registerSchema(tab.fields, minimumAgeOf(context), playerZone(context)));
  if (submission.status !== "success") return invalidReply(name, submission, round());
  const values = submission.value as RegisterValues;
  const refuse = (failure: FormFailure, fieldErrors?: Record<string, string[]>, headers?: HeadersInit) =>
    fieldErrors
      ? invalidReply(name, submission, { fieldErrors, ...round() })
      : refusedReply(name, submission, failure, { ...round(), headers });
  const tooMany = (seconds: number) =>
    refuse({ code: "TOO_MANY_ATTEMPTS", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) }, undefined, {
      "Retry-After": String(seconds),
    });

  const limited = await firstLimitHit(context, [
    [REGISTER_IP_LIMIT, context.clientIp],
    [REGISTER_ACCOUNT_LIMIT, mode === "username" ? `u|${values.username}` : `m|${values.country}|${values.mobile}`],
  ]);
  if (limited) return tooMany(limited);

  const bot = await verifyBotCheck(context, "register", form);
  if (!bot.ok) {
    return bot.code === "TOO_MANY_ATTEMPTS" && bot.retryAfterSeconds ? tooMany(bot.retryAfterSeconds) : refuse({ code: bot.code });
  }

  const headers = new Headers();
  try {
    const country = values.mobile ? await findCountry(context, values.country ?? "") : null;
    if (values.mobile && !country) return refuse({ code: "INVALID_REQUEST" }, { country: ["login.countryRequired"] });
    const domain = new URL(request.url).hostname;
    // A shown, filled affiliate code is checked first.
    if (values.affiliateCode) {
      const { status } = await context.platform.registration.affiliate({ code: values.affiliateCode, domain });
      if (status !== "VALID") {
        const code = status === "USED" ? "AFFILIATE_USED" : "AFFILIATE_INVALID";
        return fieldRefusal(name, submission, code, { fieldErrors: { affiliateCode: [`errors.${code}`] }, ...round() });
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
    // The national self-exclusion register's refusal says where to get help, as at sign-in.
    const failure = signInFailure(context, error);
    const fieldErrors = fieldErrorsOf(failure.code, error, tab, mode);
    if (fieldErrors) return fieldRefusal(name, submission, failure.code, { fieldErrors, headers, ...round() });
    return refusedReply(name, submission, failure, { headers, ...round() });
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
  const { mobile, country: _country, terms: _terms, age: _age, ...rest } = values;
  return { ...rest, mobileNum: mobile };
}

/** The hidden referral code (from `?referralCode=`), when it still looks like one. */
function referralCodeOf(form: FormData): string | undefined {
  const value = form.get("referralCode");
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined;
}

/** The platform's own field messages (FIELD_INVALID) that are no register rule's pattern. */
const PLATFORM_FIELD_MESSAGES: Record<string, string> = {
  REQUIRED: "register.required",
  INCONSISTENT: "register.passwordMismatch",
  BIRTHDAY: "register.birthdayInvalid",
  UNDER_AGE: "register.underAge",
  RESERVED: "register.usernameReserved",
};

/** A FIELD_INVALID field's message as a translation key: the platform's own, else its register rule's pattern. */
export const platformFieldMessage = (message: string) => PLATFORM_FIELD_MESSAGES[message] ?? ruleMessage(message);

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
    const listed = errorDetails(error).fields ?? [];
    const errors: Record<string, string[]> = {};
    for (const { path, message } of listed) {
      const field = tab.fields.find((candidate) => platformFieldOf(candidate.name) === path);
      if (!field) return null;
      errors[field.name] = [platformFieldMessage(message)];
    }
    return Object.keys(errors).length > 0 ? errors : null;
  }
  // In mobile registration the username is made from the number: taken means the number is.
  const name = code === "USERNAME_TAKEN" && mode === "mobile" ? "mobile" : FIELD_OF_CODE[code];
  if (!name || !has(name)) return null;
  return { [name]: [code === "USERNAME_TAKEN" && mode === "mobile" ? "errors.MOBILE_TAKEN" : `errors.${code}`] };
}
