/**
 * Feedback's question types and content bounds (SPEC.md §3 "Feedback: question type,
 * content"; §5 leaves the bounds open, so we set them). No zod here: the feedback page
 * imports this in the browser.
 */
export const FEEDBACK_TYPES = ["ACCOUNT", "DEPOSIT", "WITHDRAWAL", "GAMES", "PROMOTIONS", "SUGGESTION", "OTHER"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;
