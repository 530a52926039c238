import type { ErrorCode } from "~/platform/errors";

import type { PageSeo } from "~/features/content/types";

export interface FeedbackView {
  seo: PageSeo;
  signedIn: boolean;
  /** The form was just sent (`?sent=1` after the redirect). */
  sent: boolean;
}

/** A refused post: each field's message key, the values to refill, or a failure to translate. */
export interface FeedbackActionData {
  fieldErrors: Partial<Record<"questionType" | "content", string>>;
  values: { questionType: string; content: string };
  failure: ErrorCode | "RATE_LIMITED" | null;
}
