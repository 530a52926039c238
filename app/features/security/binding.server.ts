import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { findCountry, loginCountries, startingCountry } from "~/features/auth/countries.server";
import { parseWithSchema } from "~/features/auth/schema";
import type { Country } from "~/features/auth/types";
import { doneForm, invalidForm, refusedForm } from "~/features/member/form-answer.server";
import { platformErrorCode } from "~/features/system/status.server";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { bindEmailSchema, bindMobileSchema } from "./binding-schema";
import { securityTabPath } from "./tabs";

export type BindingChannel = "mobile" | "email";

export interface BindingView {
  channel: BindingChannel;
  /** What is bound now, masked; null when nothing is (or `error` when it could not be read). */
  current: string | null;
  error: ErrorCode | null;
  /** The mobile tab's country codes; null on the email tab or when they could not be loaded. */
  countries: Country[] | null;
  defaultCountry: string | null;
  /** Just bound (`?bound=1`). */
  bound: boolean;
}

const tabOf = (channel: BindingChannel) => securityTabPath(channel);

/** A bind tab: what is bound now and, for the mobile, the country codes. Per player, never cached. */
export async function bindingLoader({ request, context }: LoaderFunctionArgs, channel: BindingChannel) {
  requireRealAccount(request, context);
  const [profile, countries] = await Promise.all([
    context.platform.profile.get().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: platformErrorCode(error) }),
    ),
    channel === "mobile" ? loginCountries(context).catch(() => null) : null,
  ]);
  const view: BindingView = {
    channel,
    current: profile.ok ? profile.value[channel] : null,
    error: profile.ok ? null : profile.error,
    countries,
    defaultCountry: countries ? await startingCountry(context, countries, null) : null,
    bound: new URL(request.url).searchParams.get("bound") === "1",
  };
  return data(view, { headers: { "Cache-Control": "private, no-store" } });
}

/** "Send code" sends a code to the new number or address; "Bind" binds it with that code, then shows the tab with "bound". */
export async function bindingAction({ request, context }: ActionFunctionArgs, channel: BindingChannel) {
  requireRealAccount(request, context);
  const form = await request.formData();
  return channel === "mobile" ? bindMobile(form, context) : bindEmail(form, context);
}

async function bindMobile(form: FormData, context: AppLoadContext) {
  const submission = parseWithSchema(form, { schema: bindMobileSchema });
  if (submission.status !== "success") return invalidForm("mobile", submission);
  const value = submission.value;
  if (value.intent === "bind") return confirm("mobile", submission, value.code, context);
  const country = await findCountry(context, value.country).catch(() => null);
  if (!country) return invalidForm("mobile", submission, { country: ["login.countryRequired"] });
  try {
    const { expiredMinutes } = await context.platform.binding.sendCode({
      channel: "mobile",
      countryDialingCode: country.countryDialingCode,
      mobileNum: value.mobile,
    });
    return doneForm("mobile", submission, { message: "security.binding.codeSent", values: { minutes: expiredMinutes } });
  } catch (error) {
    return refusedForm("mobile", submission, error);
  }
}

async function bindEmail(form: FormData, context: AppLoadContext) {
  const submission = parseWithSchema(form, { schema: bindEmailSchema });
  if (submission.status !== "success") return invalidForm("email", submission);
  const value = submission.value;
  if (value.intent === "bind") return confirm("email", submission, value.code, context);
  try {
    const { expiredMinutes } = await context.platform.binding.sendCode({ channel: "email", email: value.email });
    return doneForm("email", submission, { message: "security.binding.codeSent", values: { minutes: expiredMinutes } });
  } catch (error) {
    return refusedForm("email", submission, error);
  }
}

async function confirm(channel: BindingChannel, submission: Parameters<typeof refusedForm>[1], code: string, context: AppLoadContext) {
  try {
    await context.platform.binding.confirm({ channel, code });
  } catch (error) {
    return refusedForm(channel, submission, error);
  }
  return redirect(`${tabOf(channel)}?bound=1`);
}
