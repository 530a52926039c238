import { z } from "zod";
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from "~/platform/contract/feedback-types";

/** The feedback form: a question type and the content, trimmed, 10 to 500 characters. Messages are translation keys. */
export const feedbackSchema = z.object({
  questionType: z.enum(FEEDBACK_TYPES, { errorMap: () => ({ message: "feedback.typeRequired" }) }),
  content: z
    .string({ required_error: "feedback.contentTooShort", invalid_type_error: "feedback.contentTooShort" })
    .trim()
    .min(FEEDBACK_CONTENT.min, "feedback.contentTooShort")
    .max(FEEDBACK_CONTENT.max, "feedback.contentTooLong"),
});
