import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { findCountry, smsCountries, startingCountry } from "~/platform/countries.server";
import type { Country } from "~/platform/countries";
import { newNoscriptPass } from "~/forms/bot-check/verify.server";
import { sendSmsCode, smsFailure } from "~/features/sms/send.server";
import { platformErrorCode } from "~/platform/platform-error";
import { doneReply, failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { bindEmailSchema, bindMobileSchema } from "./binding-schema";
import { bindingForm, securityTabPath } from "./tabs";
import { NO_STORE } from "~/http/cache-headers";
import { sendVerificationLink, verifyPageUrl } from "~/features/email-verify/verify.server";

export type BindingChannel = "mobile" | "email";

export interface BindingView {
  channel: BindingChannel;
  /** What is bound now, masked; null when nothing is (or `error` when it could not be read). */
  current: string | null;
  error: ErrorCode | null;
  /** The mobile tab's country codes; null on the email tab or when they could not be loaded. */
  countries: Country[] | null;
  defaultCountry: string | null;
  /** The email tab: whether the bound email is verified; null on the mobile tab, with none bound, or when it could not be read. */
  verified: boolean | null;
  /** The form's rules, from its schema, for the browser's own check. */
  rules: FormRules;
  /** The mobile tab's no-JavaScript pass of its bot check (before a code is sent); null on the email tab. */
  smsNoscriptPass: string | null;
}

const tabOf = (channel: BindingChannel) => securityTabPath(channel);

/** Each form's browser rules, made once from its schema. */
const RULES: Record<BindingChannel, FormRules> = { mobile: formRules(bindMobileSchema), email: formRules(bindEmailSchema) };

/** A bind tab: what is bound now and, for the mobile, the country codes. Per player, never cached. */
export async function bindingLoader({ request, context }: LoaderFunctionArgs, channel: BindingChannel) {
  requireRealAccount(request, context);
  const [profile, countries, verified] = await Promise.all([
    context.platform.profile.get().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, code: platformErrorCode(error) }),
    ),
    channel === "mobile" ? smsCountries(context).catch(() => null) : null,
    channel === "email"
      ? context.platform.emailVerification.status().then(
          (status) => (status.email === null ? null : status.verified),
          () => null,
        )
      : null,
  ]);
  const view: BindingView = {
    channel,
    current: profile.ok ? profile.value[channel] : null,
    error: profile.ok ? null : profile.code,
    countries,
    defaultCountry: countries ? await startingCountry(context, countries, null) : null,
    verified,
    rules: RULES[channel],
    smsNoscriptPass: channel === "mobile" ? newNoscriptPass(context, "sms") : null,
  };
  return data(view, { headers: NO_STORE });
}

/** "Send code" sends a code to the new number or address; "Bind" binds it with that code, then shows the tab with "bound". */
export async function bindingAction({ request, context }: ActionFunctionArgs, channel: BindingChannel) {
  requireRealAccount(request, context);
  const form = await request.formData();
  if (channel === "email" && form.get("intent") === "send-link") return sendVerificationLink(form, request, context);
  return channel === "mobile" ? bindMobile(form, context) : bindEmail(form, request, context);
}

async function bindMobile(form: FormData, context: AppLoadContext) {
  const submission = parseForm(form, bindMobileSchema);
  if (submission.status !== "success") return invalidReply(bindingForm("mobile"), submission);
  const value = submission.value;
  if (value.intent === "bind") return confirm("mobile", submission, value.code, context);
  const country = await findCountry(context, value.country).catch(() => null);
  if (!country) return invalidReply(bindingForm("mobile"), submission, { fieldErrors: { country: ["login.countryRequired"] } });
  try {
    const outcome = await sendSmsCode(context, form, { country, mobile: value.mobile }, () =>
      context.platform.binding.sendCode({ channel: "mobile", countryDialingCode: country.countryDialingCode, mobileNum: value.mobile }),
    );
    if ("refused" in outcome) {
      const { failure, headers } = smsFailure(outcome.refused);
      return refusedReply(bindingForm("mobile"), submission, failure, { headers });
    }
    const { expiredMinutes } = outcome.sent;
    return doneReply(bindingForm("mobile"), submission, { message: "security.binding.codeSent", values: { count: expiredMinutes } });
  } catch (error) {
    return refusedReply(bindingForm("mobile"), submission, failureOf(error));
  }
}

async function bindEmail(form: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(form, bindEmailSchema);
  if (submission.status !== "success") return invalidReply(bindingForm("email"), submission);
  const value = submission.value;
  // The bound email starts unverified: the platform sends its verification link, to this portal's page.
  if (value.intent === "bind") return confirm("email", submission, value.code, context, verifyPageUrl(request));
  try {
    const { expiredMinutes } = await context.platform.binding.sendCode({ channel: "email", email: value.email });
    return doneReply(bindingForm("email"), submission, { message: "security.binding.codeSent", values: { count: expiredMinutes } });
  } catch (error) {
    return refusedReply(bindingForm("email"), submission, failureOf(error));
  }
}

async function confirm(
  channel: BindingChannel,
  submission: Parameters<typeof refusedReply>[1],
  code: string,
  context: AppLoadContext,
  verifyUrl?: string,
) {
  try {
    await context.platform.binding.confirm({ channel, code, verifyUrl });
  } catch (error) {
    return refusedReply(bindingForm(channel), submission, failureOf(error));
  }
  return redirectWithFlash(tabOf(channel), { kind: "success", message: "security.binding.bound" }, context);
}
