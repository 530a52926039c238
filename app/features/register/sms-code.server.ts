import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { findCountry } from "~/platform/countries.server";
import { schemaErrors, smsCodeSchema } from "~/features/auth/schema.server";
import { failedSend, refusedSend, sendCodeAnswer } from "~/features/auth/sms-code.server";
import type { SendCodeResult } from "~/features/auth/types";
import { sendSmsCode } from "~/features/sms/send.server";
import { parseForm } from "~/forms/reply.server";
import { loadRegisterModes } from "./form-model.server";
import { registerFieldSchema } from "./schema.server";

export type SendOutcome = { result: SendCodeResult; status: number };

/**
 * Sends a registration code (mobile registration with REGMOBVERF3): the number must pass the
 * merchant's mobile rule, then the portal's guard of codes by SMS (`sendSmsCode`: the bot check,
 * the caps, the brand's countries and budget); the platform adds 60 s between sends to a number.
 */
export async function sendRegistrationCode(context: AppLoadContext, form: FormData): Promise<SendOutcome> {
  const submission = parseForm(form, smsCodeSchema);
  const invalid = (fieldErrors: Record<string, string[]>): SendOutcome => ({
    result: { ok: false, code: "INVALID_REQUEST", fieldErrors },
    status: 422,
  });
  if (submission.status !== "success") return invalid(schemaErrors(submission));
  const { country, mobile } = submission.value;
  try {
    const mobileTab = (await loadRegisterModes(context)).find((tab) => tab.mode === "mobile");
    const field = mobileTab?.fields.find((candidate) => candidate.name === "verificationCode");
    if (!mobileTab || !field) return { result: { ok: false, code: "FUNCTION_DISABLED" }, status: 403 };
    const mobileField = mobileTab.fields.find((candidate) => candidate.name === "mobile");
    const checked = mobileField ? registerFieldSchema(mobileField).safeParse(mobile) : null;
    if (checked && !checked.success) return invalid({ mobile: [checked.error.issues[0].message] });
    const found = await findCountry(context, country);
    if (!found) return invalid({ country: ["login.countryRequired"] });
    const outcome = await sendSmsCode(context, form, { country: found, mobile }, () =>
      context.platform.registration.smsCode({ mobileNo: mobile, countryDialingCode: found.countryDialingCode }),
    );
    if ("refused" in outcome) return refusedSend(outcome.refused);
    return { result: { ok: true, expiredMinutes: outcome.sent.expiredMinutes }, status: 200 };
  } catch (error) {
    return failedSend(error);
  }
}

/** POST /register/sms-code: the send button's request (with JavaScript). */
export async function registrationCodeAction({ request, context }: ActionFunctionArgs) {
  const { result, status } = await sendRegistrationCode(context, await request.formData());
  return sendCodeAnswer(result, status);
}
