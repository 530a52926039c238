import type { ActionFunctionArgs } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { sendSmsCode, type SmsRefusal } from "~/features/sms/send.server";
import { platformErrorCode, retryAfterSecondsOf } from "~/platform/platform-error";
import { httpStatusOf } from "~/platform/errors";
import { findCountry } from "~/platform/countries.server";
import { parseForm } from "~/forms/reply.server";
import { schemaErrors, smsCodeSchema } from "./schema.server";
import type { SendCodeResult } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/** A resource route answers a Response (single fetch would otherwise drop the status). Per visitor: never cached; a 429 says when to try again. */
export function sendCodeAnswer(result: SendCodeResult, status = 200) {
  const headers = new Headers(NO_STORE);
  if (!result.ok && status === 429 && result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return Response.json(result, { status, headers });
}

/** The send-code answer of a refusal: its code and when to try again, with its status. */
export const refusedSend = (refusal: SmsRefusal): { result: SendCodeResult; status: number } => ({
  result: { ok: false, ...refusal },
  status: httpStatusOf(refusal.code),
});

/** The send-code answer of a failed platform call: its code (with the platform's wait, if any), never a 5xx below 400. */
export function failedSend(error: unknown): { result: SendCodeResult; status: number } {
  const code = platformErrorCode(error);
  const wait = retryAfterSecondsOf(error);
  return {
    result: { ok: false, code, ...(wait !== undefined ? { retryAfterSeconds: wait } : {}) },
    status: Math.max(400, httpStatusOf(code)),
  };
}

/**
 * Sends a sign-in code by SMS (MOBILEVERCODELOGIN3): `country` (ISO code), `mobile` (digits) and
 * the `sms` flow's bot check, through the portal's guard of codes by SMS (`sendSmsCode`).
 */
export async function sendLoginCodeAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, smsCodeSchema);
  if (submission.status !== "success")
    return sendCodeAnswer({ ok: false, code: "INVALID_REQUEST", fieldErrors: schemaErrors(submission) }, 422);
  try {
    const flags = await getFlags(context);
    if (!flags.MOBILEVERCODELOGIN3) return sendCodeAnswer({ ok: false, code: "FUNCTION_DISABLED" }, 403);
    const country = await findCountry(context, submission.value.country);
    if (!country) return sendCodeAnswer({ ok: false, code: "INVALID_REQUEST", fieldErrors: { country: ["login.countryRequired"] } }, 422);
    const outcome = await sendSmsCode(context, form, { country, mobile: submission.value.mobile }, () =>
      context.platform.auth.loginCode({ mobileNum: submission.value.mobile, countryDialingCode: country.countryDialingCode }),
    );
    if ("refused" in outcome) {
      const { result, status } = refusedSend(outcome.refused);
      return sendCodeAnswer(result, status);
    }
    return sendCodeAnswer({ ok: true, expiredMinutes: outcome.sent.expiredMinutes });
  } catch (error) {
    const { result, status } = failedSend(error);
    return sendCodeAnswer(result, status);
  }
}
