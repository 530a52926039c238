import { formSchema, requiredText, type Rule } from "~/features/auth/schema";
import { FEEDBACK_CONTENT, FEEDBACK_TYPES, type FeedbackType } from "~/platform/contract/feedback-types";

const questionType: Rule<FeedbackType> = (raw) =>
  typeof raw === "string" && (FEEDBACK_TYPES as readonly string[]).includes(raw)
    ? { value: raw as FeedbackType }
    : { message: "feedback.typeRequired" };

const content: Rule<string> = (raw) => {
  // Longer than the most a textarea sends: "too long", before trimming it.
  if (typeof raw === "string" && raw.length > FEEDBACK_CONTENT.max * 2) return { message: "feedback.contentTooLong" };
  const result = requiredText("feedback.contentTooShort", FEEDBACK_CONTENT.max)(raw);
  if ("message" in result) return { message: result.message === "login.tooLong" ? "feedback.contentTooLong" : result.message };
  return result.value.length < FEEDBACK_CONTENT.min ? { message: "feedback.contentTooShort" } : result;
};

/** The feedback form (checked on the server; the page's fields carry the same bounds for the browser). */
export const feedbackSchema = formSchema<{ questionType: FeedbackType; content: string }>({ questionType, content });
