import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { seoOf } from "~/features/content/content.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import { getSession, requireRealAccount } from "~/session/session.server";
import { feedbackSchema } from "./schema";
import { FEEDBACK_FORM, type FeedbackView } from "./types";

export const FEEDBACK_PATH = "/feedback";
/** Feedback sent per brand and account: enough for a real conversation, not for a flood. */
export const FEEDBACK_LIMIT = defineRateLimit({ name: "feedback", limit: 5, windowMs: 60 * 60_000 });
const RULES = formRules(feedbackSchema);

export function feedbackLoader({ request, context }: LoaderFunctionArgs): FeedbackView {
  return {
    seo: seoOf(context, request, "feedback", FEEDBACK_PATH),
    signedIn: getSession(context) !== null,
    rules: RULES,
  };
}

/**
 * Sends the feedback: a real account only (a visitor goes to sign in, a trial account to
 * the real-account prompt); checked here (422 with each field's message, no platform call),
 * limited per account (429, TOO_MANY_ATTEMPTS with the minutes to wait), then PUT to the
 * platform and back to the page, saying it was sent.
 */
export async function feedbackAction({ request, context }: ActionFunctionArgs) {
  const user = requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), feedbackSchema);
  if (submission.status !== "success") return invalidReply(FEEDBACK_FORM, submission);
  const limit = await context.shared.rateLimiter.hit(FEEDBACK_LIMIT, `${context.brand.id}|${user.username}`);
  if (!limit.allowed) {
    const seconds = retryAfterSeconds(limit);
    return refusedReply(
      FEEDBACK_FORM,
      submission,
      { code: "TOO_MANY_ATTEMPTS", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) },
      { headers: { "Retry-After": String(seconds) } },
    );
  }
  try {
    await context.platform.feedback.submit(submission.value);
  } catch (error) {
    return refusedReply(FEEDBACK_FORM, submission, failureOf(error));
  }
  return redirectWithFlash(FEEDBACK_PATH, { kind: "success", message: "feedback.sent" }, context);
}
