/**
 * Feedback's question types and content bounds (the platform
 * leaves the bounds open, so the portal sets them). No zod here: the feedback page
 * imports this in the browser.
 */
export const FEEDBACK_TYPES = ["ACCOUNT", "DEPOSIT", "WITHDRAWAL", "GAMES", "PROMOTIONS", "SUGGESTION", "OTHER"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;
