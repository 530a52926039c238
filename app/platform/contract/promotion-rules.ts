/**
 * The activity statuses and the application comment's limit (at most 140
 * characters; the images' limits are the proofs', PROOF_LIMITS in money.ts). No zod here: the
 * promotion pages import this in the browser.
 *
 * The public list knows only an activity's own state (JOIN: open, COMING_SOON, CLOSE);
 * `promotions.mine` says where the signed-in player is: APPLYING (sent, waiting for review),
 * REJECTED, PROCESS (approved, bonus being prepared), ISSUED (the bonus waits in the reward
 * centre), CLAIMED, or JOINED (an automatic activity every member takes part in without applying).
 */
export const ACTIVITY_STATUSES = [
  "JOIN",
  "APPLYING",
  "REJECTED",
  "ISSUED",
  "CLAIMED",
  "PROCESS",
  "JOINED",
  "CLOSE",
  "COMING_SOON",
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const COMMENT_MAX_CHARS = 140;
