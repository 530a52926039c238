import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { getFlags } from "~/brand/flags.server";
import { rememberedMobile } from "~/features/auth/cookies.server";
import { findCountry, smsCountries, startingCountry } from "~/platform/countries.server";
import { startSession } from "~/features/auth/start-session.server";
import { newNoscriptPass } from "~/forms/bot-check/verify.server";
import { bannersOf } from "~/catalogue/public-lists.server";
import { sendSmsCode, smsFailure } from "~/features/sms/send.server";
import { PASSWORD_RESET_ACCOUNT_LIMIT, PASSWORD_RESET_IP_LIMIT, type RateLimitResult } from "~/http/rate-limit.server";
import { cdnUrl } from "~/platform/cdn";
import { passesRule, passwordRule, ruleHint } from "./password-rule.server";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "./paths";
import { doneReply, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { limitedReply, refusedByPlatform, round } from "./replies.server";
import { forgotByEmailSchema, forgotByMobileSchema, forgotSendCodeSchema } from "./schema.server";
import { EMAIL_SENT, FORGOT_EMAIL_FORM, FORGOT_MOBILE_FORM, type ForgotView, type PopupBanner } from "./types";
import { NO_STORE } from "~/http/cache-headers";
import { redirectWithFlash } from "~/http/flash.server";
import { revokeSessions } from "~/session/session.server";

/** The forgot-password popup: which methods, the countries for the mobile one, the w_forget banner. Per visitor. */
export async function forgotLoader({ request, context }: LoaderFunctionArgs) {
  const flags = await getFlags(context);
  const mobileOffered = flags.CHNGPASSVERIF3;
  const [countries, rule, banner] = await Promise.all([
    mobileOffered ? smsCountries(context).catch(() => null) : null,
    passwordRule(context),
    forgetBanner(context),
  ]);
  const remembered = rememberedMobile(request.headers.get("Cookie"))?.country ?? null;
  const query = new URL(request.url).searchParams;
  const view: ForgotView = {
    method: mobileOffered && query.get("method") !== "email" ? "mobile" : "email",
    mobileOffered,
    countries,
    defaultCountry: countries ? await startingCountry(context, countries, remembered) : null,
    rule: ruleHint(rule),
    banner,
    rules: { email: formRules(forgotByEmailSchema), mobile: formRules(forgotByMobileSchema) },
    smsNoscriptPass: mobileOffered ? newNoscriptPass(context, "sms") : null,
  };
  return data(view, { headers: NO_STORE });
}

/** The first w_forget banner; the popup does without one when there is none or the list fails. */
async function forgetBanner(context: AppLoadContext): Promise<PopupBanner | null> {
  try {
    const [first] = await bannersOf(context, "w_forget");
    return first ? { image: cdnUrl(await context.imageCdn(), first.url), title: first.title } : null;
  } catch {
    return null;
  }
}

/**
 * Counts a forgot-password request against the portal's limits (docs/decisions/passwords.md):
 * per brand and address, and per brand and account. The refused one, or null.
 */
async function overLimit(context: AppLoadContext, account: string): Promise<RateLimitResult | null> {
  const { rateLimiter } = context.shared;
  const byAddress = await rateLimiter.hit(PASSWORD_RESET_IP_LIMIT, `${context.brand.id}|${context.clientIp}`);
  if (!byAddress.allowed) return byAddress;
  const byAccount = await rateLimiter.hit(PASSWORD_RESET_ACCOUNT_LIMIT, `${context.brand.id}|${account}`);
  return byAccount.allowed ? null : byAccount;
}

/** The popup's forms: `method` email (send the reset link) or mobile (send a code, or reset with it). */
export async function forgotAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return form.get("method") === "mobile" ? byMobile(form, context) : byEmail(form, request, context);
}

/**
 * Where the emailed link opens: this portal's reset page at the address the player reached it
 * by (scheme, host and port, as the request was read behind the proxies the portal trusts), so
 * a link asked for on a local portal opens that portal.
 */
export const resetPageUrl = (request: Request) => `${new URL(request.url).origin}${RESET_PASSWORD_PATH}`;

async function byEmail(form: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(form, forgotByEmailSchema);
  if (submission.status !== "success") return invalidReply(FORGOT_EMAIL_FORM, submission, { extra: round() });
  const { username, email } = submission.value;
  const limit = await overLimit(context, `email|${username.toLowerCase()}`);
  if (limit) return limitedReply(FORGOT_EMAIL_FORM, submission, limit);
  try {
    // Signed with the brand's name: a merchant may serve several brands.
    await context.platform.password.forgotByEmail({
      username,
      email,
      resetUrl: resetPageUrl(request),
      brandName: context.brand.displayName,
    });
    // The popup again, with its confirmation.
    return redirectWithFlash(FORGOT_PASSWORD_PATH, { kind: "success", message: EMAIL_SENT }, context);
  } catch (error) {
    return refusedByPlatform(FORGOT_EMAIL_FORM, submission, error);
  }
}

/** The mobile form: its "send code" button (`intent=send-code`) needs the number only; its submit resets. */
async function byMobile(form: FormData, context: AppLoadContext) {
  const sendCode = form.get("intent") === "send-code";
  const submission = sendCode ? parseForm(form, forgotSendCodeSchema) : parseForm(form, forgotByMobileSchema);
  if (submission.status !== "success") return invalidReply(FORGOT_MOBILE_FORM, submission, { extra: round() });
  if (!(await getFlags(context)).CHNGPASSVERIF3) {
    return refusedReply(FORGOT_MOBILE_FORM, submission, { code: "FUNCTION_DISABLED" }, { extra: round() });
  }
  const { mobile } = submission.value;
  const intent = sendCode ? "send-code" : "reset";
  const country = await findCountry(context, submission.value.country).catch(() => null);
  if (!country) {
    return invalidReply(FORGOT_MOBILE_FORM, submission, { fieldErrors: { country: ["login.countryRequired"] }, extra: round() });
  }
  const rule = await passwordRule(context);
  if ("newPassword" in submission.value && rule && !passesRule(submission.value.newPassword, rule)) {
    return invalidReply(FORGOT_MOBILE_FORM, submission, { fieldErrors: { newPassword: ["passwords.passwordRule"] }, extra: round() });
  }
  const limit = await overLimit(context, `${intent}|${country.countryDialingCode}|${mobile}`);
  if (limit) return limitedReply(FORGOT_MOBILE_FORM, submission, limit);

  const phone = { mobileNum: mobile, countryDialingCode: country.countryDialingCode };
  try {
    if (!("newPassword" in submission.value)) {
      const outcome = await sendSmsCode(context, form, { country, mobile }, () => context.platform.password.resetCode(phone));
      if ("refused" in outcome) {
        const { failure, headers } = smsFailure(outcome.refused);
        return refusedReply(FORGOT_MOBILE_FORM, submission, failure, { extra: round(), headers });
      }
      // The number stays, the countdown starts.
      return doneReply(
        FORGOT_MOBILE_FORM,
        submission,
        { message: "login.codeSent", values: { count: outcome.sent.expiredMinutes } },
        { extra: round() },
      );
    }
    const { code, newPassword } = submission.value;
    const { ended, ...signIn } = await context.platform.password.resetByMobile({ ...phone, verificationCode: code, newPassword });
    // The account's other sessions ended with the forgotten password: their cookies sign out at once.
    await revokeSessions(context, ended);
    // A reset by phone signs in with the new password and goes to /.
    return redirect("/", { headers: { "Set-Cookie": await startSession(context, signIn) } });
  } catch (error) {
    return refusedByPlatform(FORGOT_MOBILE_FORM, submission, error);
  }
}
