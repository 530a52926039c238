import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithSchema } from "~/features/auth/schema";
import { seoOf } from "~/features/content/content.server";
import { platformErrorCode } from "~/features/system/status.server";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import { httpStatusOf } from "~/platform/errors";
import { getSession, requireRealAccount } from "~/session/session.server";
import { feedbackSchema } from "./schema";
import type { FeedbackActionData, FeedbackView } from "./types";

export const FEEDBACK_PATH = "/feedback";
/** Feedback sent per brand and account: enough for a real conversation, not for a flood. */
export const FEEDBACK_LIMIT = defineRateLimit({ name: "feedback", limit: 5, windowMs: 60 * 60_000 });

export function feedbackLoader({ request, context }: LoaderFunctionArgs): FeedbackView {
  return {
    seo: seoOf(context, request, "feedback", FEEDBACK_PATH),
    signedIn: getSession(context) !== null,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, 1000) : "");

/**
 * Sends the feedback: a real account only (a visitor goes to sign in, a trial account to
 * the real-account prompt); checked here (422 with each field's message, no platform call),
 * limited per account (429), then PUT to the platform and back to the page (`?sent=1`).
 */
export async function feedbackAction({ request, context }: ActionFunctionArgs) {
  const user = requireRealAccount(request, context);
  const form = await request.formData();
  const values = { questionType: text(form.get("questionType")), content: text(form.get("content")) };
  const submission = parseWithSchema(form, { schema: feedbackSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const fieldErrors = { questionType: errors.questionType?.[0], content: errors.content?.[0] };
    return data<FeedbackActionData>({ fieldErrors, values, failure: null }, { status: 422 });
  }
  const limit = await context.shared.rateLimiter.hit(FEEDBACK_LIMIT, `${context.brand.id}|${user.username}`);
  if (!limit.allowed) {
    return data<FeedbackActionData>(
      { fieldErrors: {}, values, failure: "RATE_LIMITED" },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds(limit)) } },
    );
  }
  try {
    await context.platform.feedback.submit(submission.value);
  } catch (error) {
    const code = platformErrorCode(error);
    return data<FeedbackActionData>({ fieldErrors: {}, values, failure: code }, { status: Math.max(400, httpStatusOf(code)) });
  }
  return redirect(`${FEEDBACK_PATH}?sent=1`);
}
