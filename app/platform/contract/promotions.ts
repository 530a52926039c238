import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt } from "./common";
import { PROOF_LIMITS } from "./money";
import { COMMENT_MAX_CHARS } from "./promotion-rules";

/*
 * Promotions,
 * the reward centre (member centre page rewardCenter) and the raffle (red envelope) claim.
 * Amounts are integer minor units. Whatever is claimed
 * goes into the main wallet through the platform's ledger, once per reward.
 */

/** Activities per page of the list. */
export const PROMOTIONS_PAGE_SIZE = 10;
/** Rewards per page of the reward centre's lists. */
export const REWARDS_PAGE_SIZE = 10;

const cents = z.number().int().min(0);
const id = z.number().int().positive();
/** Made by the portal per form, as for the money calls: 16 to 64 letters, digits, - or _. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A claim's answer: the ledger reference, what was credited and the main balance after. */
const claimed = z.object({ reference: z.string(), claimedCents: z.number().int().positive(), balanceCents: cents });

const activitySchema = z.object({
  id,
  title: z.string(),
  /** Plain text, one or two sentences. */
  summary: z.string(),
  /** The announcements' promotionType this activity answers (their promo button), if any. */
  promotionType: z.string().nullable(),
  /** APPLY: the player applies (comment, images); AUTO: every member takes part. */
  applyMode: z.enum(["APPLY", "AUTO"]),
  bonusCents: cents,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The activity's own state: JOIN (running), COMING_SOON or CLOSE. */
  status: z.enum(["JOIN", "COMING_SOON", "CLOSE"]),
});
export type Activity = z.infer<typeof activitySchema>;

const participationSchema = z.object({
  activityId: id,
  status: z.enum(["APPLYING", "REJECTED", "PROCESS", "ISSUED", "CLAIMED", "JOINED"]),
  /** The application (null for a JOINED automatic activity). */
  applicationId: id.nullable(),
  appliedAt: z.string().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

const imageSchema = z.object({
  mediaType: z.enum(PROOF_LIMITS.mediaTypes),
  base64: z.string().max(Math.ceil(PROOF_LIMITS.maxBytes / 3) * 4),
});

export const promotionsCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/promotions",
    summary: `The merchant's activities, running ones first, ${PROMOTIONS_PAGE_SIZE} a page, in the language asked (public: no player status).`,
    request: z.object({ language: languageSchema, page: queryInt(1, 10_000).default(1) }).strict(),
    value: z.object({ list: z.array(activitySchema), page: z.number().int(), totalPages: z.number().int() }),
  }),
  detail: defineCall({
    method: "GET",
    path: "/api/v1/promotions/detail",
    summary: "One activity with its content (HTML, to be sanitised before it is shown). NOT_FOUND for an id the merchant has not.",
    request: z.object({ id: queryInt(1, 2 ** 31 - 1), language: languageSchema }).strict(),
    value: activitySchema.extend({ content: z.string() }),
  }),
  mine: defineCall({
    method: "GET",
    path: "/api/v1/promotions/mine",
    auth: "token",
    summary: "Where the signed-in player is in each activity they take part in (applications and automatic activities).",
    request: z.object({}).strict(),
    value: z.object({ items: z.array(participationSchema) }),
  }),
  apply: defineCall({
    method: "POST",
    path: "/api/v1/promotions/apply",
    auth: "token",
    maxBodyBytes: 22 * 1024 * 1024,
    summary:
      "Applies to a running APPLY activity with a comment (1 to 140 characters) and up to 3 images (png or jpg, base64, at most 5 MB each, checked by content; the platform keeps their type, size and SHA-256, not the bytes). One application per player and activity: ALREADY_APPLIED; ACTIVITY_NOT_OPEN when the activity is not running or takes no applications; NOT_FOUND for another merchant's. A replayed idempotencyKey answers the first application.",
    request: z
      .object({
        activityId: id,
        comment: z.string().trim().min(1).max(COMMENT_MAX_CHARS),
        images: z.array(imageSchema).max(PROOF_LIMITS.maxCount),
        idempotencyKey,
      })
      .strict(),
    value: z.object({ applicationId: id, status: z.literal("APPLYING") }),
  }),
  claim: defineCall({
    method: "POST",
    path: "/api/v1/promotions/claim",
    auth: "token",
    summary:
      "Claims an ISSUED activity bonus into the main wallet (ledger kind promotion.bonus). ALREADY_CLAIMED once claimed; NOT_FOUND for another player's application or one with no bonus issued. A replayed idempotencyKey answers the first claim and moves nothing.",
    request: z.object({ applicationId: id, idempotencyKey }).strict(),
    value: claimed,
  }),
};

export const rewardsCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/rewards",
    auth: "token",
    summary: `The player's rewards (issued activity bonuses, red envelope prizes): the CLAIMABLE ones (oldest first) or the CLAIMED ones (newest claim first), ${REWARDS_PAGE_SIZE} a page, with how many are claimable.`,
    request: z
      .object({ status: z.enum(["CLAIMABLE", "CLAIMED"]), language: languageSchema, page: queryInt(1, 10_000).default(1) })
      .strict(),
    value: z.object({
      items: z.array(
        z.object({
          /** ACTIVITY: `id` is the application (promotions.claim); RAFFLE: the red envelope (raffle.claim). */
          source: z.enum(["ACTIVITY", "RAFFLE"]),
          id,
          title: z.string(),
          amountCents: cents,
          issuedAt: z.string(),
          /** Claimable until then (null: no end). */
          expiresAt: z.string().nullable(),
          claimedAt: z.string().nullable(),
        }),
      ),
      claimableCount: z.number().int().min(0),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
};

export const raffleCalls = {
  claim: defineCall({
    method: "POST",
    path: "/api/v1/raffle/claim",
    auth: "token",
    summary:
      "Claims an OPEN red envelope (raffle prize) into the main wallet (ledger kind raffle.prize). ALREADY_CLAIMED once received, REWARD_EXPIRED after its expiry, NOT_FOUND for another player's. A replayed idempotencyKey answers the first claim and moves nothing.",
    request: z.object({ envelopeId: id, idempotencyKey }).strict(),
    value: claimed,
  }),
};
