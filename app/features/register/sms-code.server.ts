import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { findCountry } from "~/features/auth/countries.server";
import { smsCodeSchema } from "~/features/auth/schema.server";
import type { SendCodeResult } from "~/features/auth/types";
import { parseForm } from "~/forms/reply.server";
import { platformErrorCode } from "~/features/system/status.server";
import { SMS_SEND_LIMIT, SMS_SEND_NUMBER_LIMIT, retryAfterSeconds } from "~/http/rate-limit.server";
import { httpStatusOf } from "~/platform/errors";
import { loadRegisterModes } from "./form-model.server";
import { registerFieldSchema } from "./schema.server";
import { NO_STORE } from "~/http/cache-headers";

export type SendOutcome = { result: SendCodeResult; status: number };

/**
 * Sends a registration code (mobile registration with REGMOBVERF3): the number must pass the
 * merchant's mobile rule; at most one send a second per address  and five per
 * number in 15 minutes, per brand (the platform adds 60 s between sends to a number).
 */
export async function sendRegistrationCode(context: AppLoadContext, form: FormData): Promise<SendOutcome> {
  const submission = parseForm(form, smsCodeSchema);
  const invalid = (fieldErrors: Record<string, string[]>): SendOutcome => ({
    result: { ok: false, code: "INVALID_REQUEST", fieldErrors },
    status: 422,
  });
  if (submission.status !== "success") {
    return invalid(
      Object.fromEntries(Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))),
    );
  }
  const { country, mobile } = submission.value;
  const tooMany = (wait: number): SendOutcome => ({
    result: { ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: wait },
    status: 429,
  });
  const byAddress = await context.shared.rateLimiter.hit(SMS_SEND_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!byAddress.allowed) return tooMany(retryAfterSeconds(byAddress));
  try {
    const mobileTab = (await loadRegisterModes(context)).find((tab) => tab.mode === "mobile");
    const field = mobileTab?.fields.find((candidate) => candidate.name === "verificationCode");
    if (!mobileTab || !field) return { result: { ok: false, code: "FUNCTION_DISABLED" }, status: 403 };
    const mobileField = mobileTab.fields.find((candidate) => candidate.name === "mobile");
    const checked = mobileField ? registerFieldSchema(mobileField).safeParse(mobile) : null;
    if (checked && !checked.success) return invalid({ mobile: [checked.error.issues[0].message] });
    const found = await findCountry(context, country);
    if (!found) return invalid({ country: ["login.countryRequired"] });
    const byNumber = await context.shared.rateLimiter.hit(
      SMS_SEND_NUMBER_LIMIT,
      `${context.brand.id}|${found.countryDialingCode}|${mobile}`,
    );
    if (!byNumber.allowed) return tooMany(retryAfterSeconds(byNumber));
    const { expiredMinutes } = await context.platform.registration.smsCode({
      mobileNo: mobile,
      countryDialingCode: found.countryDialingCode,
    });
    return { result: { ok: true, expiredMinutes }, status: 200 };
  } catch (error) {
    const code = platformErrorCode(error);
    const wait = (error as { details?: { retryAfterSeconds?: unknown } | null }).details?.retryAfterSeconds;
    return {
      result: { ok: false, code, ...(typeof wait === "number" ? { retryAfterSeconds: wait } : {}) },
      status: Math.max(400, httpStatusOf(code)),
    };
  }
}

/** POST /register/sms-code: the send button's request (with JavaScript). Per visitor: never cached. */
export async function registrationCodeAction({ request, context }: ActionFunctionArgs) {
  const { result, status } = await sendRegistrationCode(context, await request.formData());
  const headers = new Headers(NO_STORE);
  if (!result.ok && result.code === "TOO_MANY_ATTEMPTS" && result.retryAfterSeconds)
    headers.set("Retry-After", String(result.retryAfterSeconds));
  return Response.json(result, { status, headers });
}
