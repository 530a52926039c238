import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt, text } from "./common";

/*
 * Refer and earn, and the mission leaderboard (the member centre pages referral and
 * missionLeaderboard). Amounts are integer minor units; a rate is in basis points (100 = 1%).
 * Both claims move money into the main wallet through the platform's ledger and carry the
 * portal's idempotency key, as the money calls do.
 */

const centsOrZero = z.number().int().min(0);
/** Made by the portal per form, as for the money calls: 16 to 64 letters, digits, - or _. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A referral code as it travels in a registration link's `?referralCode=`. */
export const referralCodeSchema = z.string().regex(/^[A-Z0-9]{6,16}$/);
const claimValue = z.object({ reference: z.string(), claimedCents: z.number().int().positive(), balanceCents: centsOrZero });

/** PENDING: registered, no bet yet; ACTIVE: has placed at least one bet. */
export const INVITEE_STATUSES = ["PENDING", "ACTIVE"] as const;

export const referralCalls = {
  summary: defineCall({
    method: "GET",
    path: "/api/v1/referral/summary",
    auth: "token",
    summary:
      "The caller's referral code (made on first ask, then kept), the commission rate on their invitees' valid bets, how many invitees they have, and their earnings: all time, claimed, and pending (not yet claimed).",
    request: z.object({}).strict(),
    value: z.object({
      code: referralCodeSchema,
      rateBasisPoints: z.number().int().min(0).max(10_000),
      inviteeCount: centsOrZero,
      earnedCents: centsOrZero,
      claimedCents: centsOrZero,
      pendingCents: centsOrZero,
    }),
  }),
  invitees: defineCall({
    method: "GET",
    path: "/api/v1/referral/invitees",
    auth: "token",
    summary:
      "The players who registered with the caller's code, newest first: masked username, when they joined, status, their valid bet and what they earned the caller (all time).",
    request: z.object({ page: queryInt(1, 100_000).default(1), pageSize: queryInt(1, 50).default(10) }).strict(),
    value: z.object({
      items: z.array(
        z.object({
          /** The masked username ("pl***09"): the full one is never sent. */
          username: z.string(),
          joinedAt: z.string(),
          status: z.enum(INVITEE_STATUSES),
          validBetCents: centsOrZero,
          earnedCents: centsOrZero,
        }),
      ),
      page: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
  claim: defineCall({
    method: "POST",
    path: "/api/v1/referral/claim",
    auth: "token",
    summary:
      "Claims every pending referral earning at once into the main wallet (ledger kind referral.claim). NOTHING_TO_CLAIM when nothing is pending. A replayed idempotencyKey answers the first claim and moves nothing.",
    request: z.object({ idempotencyKey }).strict(),
    value: claimValue,
  }),
};

export const MISSION_PERIODS = ["DAILY", "WEEKLY"] as const;
/** VALID_BET: stakes in minor units; BET_COUNT: bets placed. */
export const MISSION_METRICS = ["VALID_BET", "BET_COUNT"] as const;
/** OPEN: target not reached; COMPLETED: reached, reward not claimed; CLAIMED: claimed this period. */
export const MISSION_STATUSES = ["OPEN", "COMPLETED", "CLAIMED"] as const;
export const missionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

const leaderboardEntrySchema = z.object({ rank: z.number().int().positive(), customerName: z.string(), points: centsOrZero });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const missionsCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/missions",
    auth: "token",
    summary:
      "The caller's daily and weekly missions of the current period (UTC day; week from Monday 00:00 UTC): target, progress from their bets in the period, reward (money and mission points) and status.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({
      missions: z.array(
        z.object({
          id: missionIdSchema,
          period: z.enum(MISSION_PERIODS),
          title: text(),
          metric: z.enum(MISSION_METRICS),
          target: z.number().int().positive(),
          /** Capped at the target. */
          progress: centsOrZero,
          rewardCents: z.number().int().positive(),
          points: centsOrZero,
          status: z.enum(MISSION_STATUSES),
          /** When the period ends (ISO time): progress starts again then. */
          endsAt: z.string(),
        }),
      ),
    }),
  }),
  claimable: defineCall({
    method: "GET",
    path: "/api/v1/missions/claimable",
    auth: "token",
    summary: "How many of the caller's missions are completed and not yet claimed this period (the member centre's red badge).",
    request: z.object({}).strict(),
    value: z.object({ count: centsOrZero }),
  }),
  claim: defineCall({
    method: "POST",
    path: "/api/v1/missions/claim",
    auth: "token",
    summary:
      "Claims one completed mission's reward for the current period into the main wallet (ledger kind mission.claim) and adds its points. NOT_FOUND for an id that is not one of the merchant's missions, NOTHING_TO_CLAIM before the target, ALREADY_CLAIMED once claimed this period. A replayed idempotencyKey answers the first claim and moves nothing.",
    request: z.object({ missionId: missionIdSchema, idempotencyKey }).strict(),
    value: claimValue.extend({ points: centsOrZero }),
  }),
  leaderboard: defineCall({
    method: "GET",
    path: "/api/v1/missions/leaderboard",
    auth: "token",
    summary:
      "The week's top players by mission points (points of the missions claimed since Monday 00:00 UTC; ties by earliest to get there), names masked, and the caller's own rank (null before their first points).",
    request: z.object({ size: queryInt(1, 50).default(10) }).strict(),
    value: z.object({
      entries: z.array(leaderboardEntrySchema),
      own: leaderboardEntrySchema.nullable(),
    }),
  }),
};
