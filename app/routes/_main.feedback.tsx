import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/features/content/meta";
import { feedbackAction, feedbackLoader } from "~/features/feedback/feedback.server";
import { FeedbackPage } from "~/features/feedback/FeedbackPage";

/** `/feedback`: the feedback form (sign-in to send); POST sends it and comes back with `?sent=1`. */
export const loader = feedbackLoader;
export const action = feedbackAction;
export const meta = contentMeta;

export default function Feedback() {
  return <FeedbackPage view={useLoaderData<typeof loader>()} />;
}
