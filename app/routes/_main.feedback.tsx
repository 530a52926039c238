import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/features/content/meta";
import { feedbackAction, feedbackLoader } from "~/features/feedback/feedback.server";
import { FeedbackPage } from "~/features/feedback/FeedbackPage";
import { signInHeaders } from "~/features/signin-steps/headers";
import { texts } from "~/i18n/texts";

export const handle = texts("content");

/** `/feedback`: the feedback form (sign-in to send); POST sends it and comes back with `?sent=1`. */
export const loader = feedbackLoader;
export const action = feedbackAction;
export const meta = contentMeta;
/** The limit's Retry-After reaches a plain form post too (the same rule as the sign-in pages). */
export const headers = signInHeaders;

export default function Feedback() {
  return <FeedbackPage view={useLoaderData<typeof loader>()} />;
}
