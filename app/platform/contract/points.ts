import { z } from "zod";
import { defineCall } from "./define";
import { languageSchema, queryInt } from "./common";
import { recordDaySchema } from "./records";

/*
 * The points mall and the VIP bonus (whitelabel flag PTSYS3 for the points calls,
 * FUNCTION_DISABLED without it). Points are whole numbers and never expire; money is
 * integer minor units. Every call that spends points or moves money carries `idempotencyKey`
 * (unique per account, as for the money calls): a replay answers the first result and
 * changes nothing.
 */

/** Made by the portal per form: 16 to 64 letters, digits, - or _. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const reference = z.string().regex(/^[A-Z0-9-]{6,64}$/);
const points = z.number().int().min(0);
const cents = z.number().int().min(0);
const paged = { total: z.number().int(), totalPages: z.number().int() };
/** A record list's window and page, as the records calls take them (records.settings' limits). */
const window = {
  from: recordDaySchema,
  to: recordDaySchema,
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(20),
};
/** A goods id as the platform makes them. */
export const GOODS_ID_PATTERN = /^G[0-9]{1,9}$/;
const goodsId = z.string().regex(GOODS_ID_PATTERN);

/** A good of the mall, its texts in the request's language. */
const goodsSchema = z.object({
  id: goodsId,
  name: z.string(),
  /** A platform image path (put on an image CDN by the portal). */
  imageUrl: z.string(),
  /** Points per unit. */
  pointsRequired: z.number().int().positive(),
  /** The valid bet (stakes, all time) an account needs before it may redeem this good. */
  amountRequiredCents: cents,
  /** Units the mall ever had, and units left. */
  quantity: z.number().int().min(0),
  availableQuantity: z.number().int().min(0),
  /** Points per 1.00 of the good's value, as the operator sets it. */
  pointsRatio: z.number().int().positive(),
});
export type Goods = z.infer<typeof goodsSchema>;

export const REDEEM_STATUSES = ["IN_PROCESS", "APPROVED", "REJECTED"] as const;
export const redeemStatusSchema = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

/** What a points ledger row records: earned from bets, spent on a redeem, returned by a rejection, converted to balance. */
export const POINTS_KINDS = ["EARN", "REDEEM", "REFUND", "CONVERT"] as const;
export const pointsKindSchema = z.enum(POINTS_KINDS);
export type PointsKind = z.infer<typeof pointsKindSchema>;

/** Six digits, as the money calls take it. */
const withdrawPassword = z.string().regex(/^\d{6}$/);
/** The receiving mobile number: digits, optionally after a +. */
export const REDEEM_MOBILE_PATTERN = /^\+?\d{7,15}$/;

export const pointsCalls = {
  balance: defineCall({
    method: "GET",
    path: "/api/v1/points/balance",
    auth: "token",
    summary: "The caller's points now (never negative; points never expire).",
    request: z.object({}).strict(),
    value: z.object({ points }),
  }),
  config: defineCall({
    method: "GET",
    path: "/api/v1/points/config",
    auth: "token",
    summary:
      "How points work at this merchant: the conversion ratio (centsPerPoint: one point is worth that many minor units), the least points a conversion takes, the valid bet that earns one point, and the rules text in the request language (paragraphs separated by blank lines).",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({
      centsPerPoint: z.number().int().positive(),
      minConvertPoints: z.number().int().positive(),
      validBetCentsPerPoint: z.number().int().positive(),
      rules: z.string(),
    }),
  }),
  rewards: defineCall({
    method: "GET",
    path: "/api/v1/points/rewards",
    auth: "token",
    summary: "The mall's goods, a page at a time, in the merchant's order; names in the request language.",
    request: z
      .object({
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(12),
        language: languageSchema,
      })
      .strict(),
    value: z.object({ list: z.array(goodsSchema), ...paged }),
  }),
  reward: defineCall({
    method: "GET",
    path: "/api/v1/points/reward",
    auth: "token",
    summary:
      "One good with its remark (platform HTML, to be sanitised before it is shown). NOT_FOUND for an id that is not one of this merchant's goods.",
    request: z.object({ id: goodsId, language: languageSchema }).strict(),
    value: goodsSchema.extend({ remark: z.string() }),
  }),
  redeem: defineCall({
    method: "POST",
    path: "/api/v1/points/redeem",
    auth: "token",
    encrypted: true,
    summary:
      "Redeems `quantity` units of a good: checks the withdrawal password, then in one transaction takes the stock and the points (neither ever goes below zero) and records the redeem IN_PROCESS for the back office. OUT_OF_STOCK when fewer units are left, INSUFFICIENT_POINTS when the points do not cover it, REDEEM_NOT_ELIGIBLE below the good's valid bet requirement, NOT_FOUND for another merchant's or an unknown good.",
    request: z
      .object({
        goodsId,
        quantity: z.number().int().positive().max(99),
        withdrawPassword,
        address: z.string().trim().min(1).max(200),
        mobile: z.string().regex(REDEEM_MOBILE_PATTERN),
        idempotencyKey,
      })
      .strict(),
    value: z.object({
      reference,
      status: redeemStatusSchema,
      pointsSpent: z.number().int().positive(),
      points,
    }),
  }),
  redeems: defineCall({
    method: "GET",
    path: "/api/v1/points/redeems",
    auth: "token",
    summary:
      "The caller's redeem history in the window, newest first: reference, good, quantity, apply time, status, the account the points were paid from and the points paid.",
    request: z
      .object({
        ...window,
        status: redeemStatusSchema.optional(),
        language: languageSchema,
      })
      .strict(),
    value: z.object({
      list: z.array(
        z.object({
          reference,
          goodsName: z.string(),
          quantity: z.number().int().positive(),
          appliedAt: z.string(),
          status: redeemStatusSchema,
          paidAccount: z.string(),
          paidPoints: z.number().int().positive(),
        }),
      ),
      ...paged,
    }),
  }),
  details: defineCall({
    method: "GET",
    path: "/api/v1/points/details",
    auth: "token",
    summary:
      "The caller's points ledger in the window, newest first (member transaction detail), with the window's points earned (EARN, REFUND) and spent (REDEEM, CONVERT).",
    request: z.object({ ...window, kind: pointsKindSchema.optional() }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          time: z.string(),
          kind: pointsKindSchema,
          /** Positive when earned or returned, negative when spent. */
          points: z.number().int(),
          balanceAfter: points,
          reference: z.string(),
        }),
      ),
      ...paged,
      totals: z.object({ earned: points, spent: points }),
    }),
  }),
  convert: defineCall({
    method: "POST",
    path: "/api/v1/points/convert",
    auth: "token",
    encrypted: true,
    summary:
      "Converts points to main-wallet balance at the configured ratio (points × centsPerPoint) through the money ledger (kind points.convert), in one transaction with the points. POINTS_BELOW_MINIMUM under minConvertPoints, INSUFFICIENT_POINTS above the caller's points.",
    request: z
      .object({
        points: z.number().int().positive().max(1_000_000_000),
        idempotencyKey,
      })
      .strict(),
    value: z.object({
      reference,
      convertedPoints: z.number().int().positive(),
      amountCents: z.number().int().positive(),
      points,
      balanceCents: cents,
    }),
  }),
};

export const VIP_BONUS_KINDS = ["LEVEL_UP", "MONTHLY"] as const;
export const vipBonusKindSchema = z.enum(VIP_BONUS_KINDS);
export type VipBonusKind = z.infer<typeof vipBonusKindSchema>;

const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** The valid bet (stakes, all time) that reaches this level. */
  validBetCents: cents,
  levelUpBonusCents: cents,
  monthlyBonusCents: cents,
  /** What the level gives, in the request language. */
  benefits: z.array(z.string()),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipCalls = {
  status: defineCall({
    method: "GET",
    path: "/api/v1/vip/status",
    auth: "token",
    summary:
      "The merchant's VIP levels (thresholds in valid bet, bonuses, benefits), the caller's level and valid bet, the next level (null at the top), and each bonus the caller has reached: claimable or when it was claimed. The level-up bonus of every level reached, the monthly bonus of the current level once per calendar month (UTC).",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({
      levels: z.array(vipLevelSchema),
      level: z.number().int().min(0),
      validBetCents: cents,
      next: z.object({ level: z.number().int(), validBetCents: cents }).nullable(),
      bonuses: z.array(
        z.object({
          kind: vipBonusKindSchema,
          level: z.number().int().min(1),
          amountCents: cents,
          claimedAt: z.string().nullable(),
        }),
      ),
    }),
  }),
  claim: defineCall({
    method: "POST",
    path: "/api/v1/vip/claim",
    auth: "token",
    summary:
      "Claims one reached bonus into the main wallet through the money ledger (kind vip.bonus), once: BONUS_NOT_CLAIMABLE for a level not reached, a monthly bonus of another level than the current one, or one already claimed.",
    request: z
      .object({
        kind: vipBonusKindSchema,
        level: z.number().int().min(1).max(100),
        idempotencyKey,
      })
      .strict(),
    value: z.object({
      reference,
      amountCents: z.number().int().positive(),
      balanceCents: cents,
    }),
  }),
};
