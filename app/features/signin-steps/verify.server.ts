import { createHash } from "node:crypto";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { playerZone } from "~/format/zone.server";
import { platformErrorCode, retryAfterSecondsOf } from "~/platform/platform-error";
import type { FormFailure } from "~/forms/reply";
import { doneReply, failureOf, invalidReply, parseForm, refusedReply, secondFactorLockedFailure } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { newNoscriptPass } from "~/forms/bot-check/verify.server";
import { sendSmsCode, smsFailure } from "~/features/sms/send.server";
import { comeBackRedirect } from "~/features/exclusion/come-back.server";
import { VERIFICATION_METHODS } from "~/platform/contract/sign-in-steps";
import { finishSignIn, type CompletedSignIn } from "./after-sign-in.server";
import { verifyTicket, verifyTicketCookie } from "./cookies.server";
import { signInLimited } from "./limits.server";
import type { Audience } from "./paths";
import { verifySchema, verifySendSchema } from "./schema.server";
import { VERIFY_FORM, VERIFY_SEND_FORM, type StepExtra, type VerifyView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * The verification step's view (`/login/verify`, `/agent/verify`): the pending sign-in of
 * the ticket in the step's cookie, as the platform describes it (the platform is the truth:
 * nothing of it is kept in the browser). `?method=` picks the method shown, a plain link.
 */
export async function verifyLoader({ request, context }: LoaderFunctionArgs) {
  const ticket = verifyTicket(request.headers.get("Cookie"));
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  if (!ticket) return data<VerifyView>({ state: "expired" }, { headers: NO_STORE });
  try {
    const { methods, mobileHint, secondFactorLock } = await context.platform.verification.status({ ticket });
    const asked = VERIFICATION_METHODS.find((method) => method === url.searchParams.get("method"));
    const method = asked && methods.includes(asked) ? asked : methods[0];
    return data<VerifyView>(
      {
        state: "pending",
        methods,
        method,
        mobileHint,
        redirectTo,
        rules: formRules(verifySchema),
        locked: secondFactorLock && secondFactorLockedFailure(secondFactorLock, playerZone(context)),
        smsNoscriptPass: methods.includes("mobile") ? newNoscriptPass(context, "sms") : null,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "VERIFICATION_EXPIRED") {
      return data<VerifyView>(
        { state: "expired" },
        { headers: { ...NO_STORE, "Set-Cookie": verifyTicketCookie(null, 0, context.secure) } },
      );
    }
    return data<VerifyView>({ state: "unavailable", code }, { headers: NO_STORE });
  }
}

/**
 * The verification step's forms: the send form (`intent=send`) sends a code to the bound
 * mobile, the confirm form checks the answer and signs in (then the first-login step, or
 * back). Counted by the sign-in limits per address and per pending sign-in.
 */
export function verifyAction(audience: Audience) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const send = form.get("intent") === "send";
    const name = send ? VERIFY_SEND_FORM : VERIFY_FORM;
    const submission = send ? parseForm(form, verifySendSchema) : parseForm(form, verifySchema);
    if (submission.status !== "success") {
      // A message of a hidden field (the method, the return path) is the form's.
      const hidden = Object.keys(submission.error ?? {}).some((field) => field !== "answer");
      return invalidReply(name, submission, hidden ? { formErrors: ["errors.INVALID_REQUEST"] } : {});
    }
    const refused = (failure: FormFailure, options: { headers?: HeadersInit; extra?: StepExtra } = {}) =>
      refusedReply(name, submission, failure, options);
    const ticket = verifyTicket(request.headers.get("Cookie"));
    if (!ticket) return refused({ code: "VERIFICATION_EXPIRED" }, { extra: { expired: true } });
    const { method, redirectTo } = submission.value;

    if (submission.value.intent === "send") {
      try {
        // To the account's bound number (the platform knows it, the portal does not): no number or country of the visitor's to check.
        const outcome = await sendSmsCode(context, form, null, () => context.platform.verification.sendCode({ ticket }));
        if ("refused" in outcome) {
          const { failure, headers } = smsFailure(outcome.refused);
          return refused(failure, { headers });
        }
        return doneReply(name, submission, { message: "signInSteps.codeSent", values: { count: outcome.sent.expiredMinutes } });
      } catch (error) {
        return platformRefusal(name, submission, error, context);
      }
    }

    const limited = await signInLimited(context, `ticket:${createHash("sha256").update(ticket).digest("hex").slice(0, 24)}`);
    if (limited) return refused(limited.failure, { headers: limited.headers });
    try {
      const signedIn: CompletedSignIn = await context.platform.verification.verify({ ticket, method, answer: submission.value.answer });
      const headers = new Headers([["Set-Cookie", verifyTicketCookie(null, 0, context.secure)]]);
      return await finishSignIn(context, signedIn, { audience, redirectTo, headers });
    } catch (error) {
      // Confirmed, but a self-exclusion has ended and the player has not come back: that step next.
      const comeBack = comeBackRedirect(error, context.secure, new Headers([["Set-Cookie", verifyTicketCookie(null, 0, context.secure)]]));
      return comeBack ?? platformRefusal(name, submission, error, context);
    }
  };
}

/** A refusal of the platform (or of the session's audience), translated; an ended pending sign-in clears its cookie. */
function platformRefusal(name: string, submission: Parameters<typeof refusedReply>[1], error: unknown, context: AppLoadContext) {
  const failure = failureOf(error, playerZone(context));
  if (failure.code === "VERIFICATION_EXPIRED") {
    return refusedReply<StepExtra>(name, submission, failure, {
      extra: { expired: true },
      headers: { "Set-Cookie": verifyTicketCookie(null, 0, context.secure) },
    });
  }
  if (failure.code === "CODE_INVALID" || failure.code === "VERIFICATION_FAILED" || failure.code === "CODE_EXPIRED") {
    return invalidReply(name, submission, { fieldErrors: { answer: [`errors.${failure.code}`] } });
  }
  const retryAfter = retryAfterSecondsOf(error);
  const headers = failure.retryAfterMinutes && retryAfter !== undefined ? { "Retry-After": String(retryAfter) } : undefined;
  return refusedReply(name, submission, failure, { headers });
}
