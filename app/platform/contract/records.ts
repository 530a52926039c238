import { z } from "zod";
import { defineCall } from "./define";
import { isDay } from "../../format/dates";
import { gameTypeSchema, languageSchema, queryInt } from "./common";

/** A calendar day of the platform (UTC), `yyyy-MM-dd`. */
export const recordDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isDay, "Not a calendar day");

/** The kinds of bonus the platform credits (bonus details' type filter). */
export const BONUS_TYPES = ["PROMOTION", "DEPOSIT", "REBATE", "VIP", "REFERRAL"] as const;
export const bonusTypeSchema = z.enum(BONUS_TYPES);
export type BonusType = z.infer<typeof bonusTypeSchema>;

/**
 * A record list's window and page. The window is whole days, `from` to `to` inclusive, at
 * most `records.settings`' maxRangeDays long and not ending after its `today`: the platform
 * answers INVALID_REQUEST otherwise.
 */
const page = {
  from: recordDaySchema,
  to: recordDaySchema,
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(20),
};

const paged = { total: z.number().int(), totalPages: z.number().int() };
/** Amounts are integer minor units (cents): never floats. */
const cents = z.number().int();

export const recordsCalls = {
  settings: defineCall({
    method: "GET",
    path: "/api/v1/records/settings",
    auth: "token",
    summary: "The platform's day (records are kept in UTC days) and the longest window a record list accepts.",
    request: z.object({}).strict(),
    value: z.object({ today: recordDaySchema, maxRangeDays: z.number().int().positive() }),
  }),
  bets: defineCall({
    method: "GET",
    path: "/api/v1/records/bets",
    auth: "token",
    summary:
      "The caller's betting record: their settled bets in the window, newest first, with the window's totals. Game names in the request language.",
    request: z.object({ ...page, gameType: gameTypeSchema.optional(), language: languageSchema }).strict(),
    value: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          time: z.string(),
          gameName: z.string(),
          vendorName: z.string(),
          gameType: gameTypeSchema,
          stakeCents: cents,
          winCents: cents,
          /** winCents - stakeCents: the player's result. */
          profitCents: cents,
        }),
      ),
      ...paged,
      totals: z.object({ bets: z.number().int(), stakeCents: cents, winCents: cents, profitCents: cents }),
    }),
  }),
  profit: defineCall({
    method: "GET",
    path: "/api/v1/records/profit",
    auth: "token",
    summary: "The caller's profit and loss per day of the window (days with bets only, newest first), with the window's totals.",
    request: z.object({ ...page, gameType: gameTypeSchema.optional() }).strict(),
    value: z.object({
      list: z.array(z.object({ day: recordDaySchema, bets: z.number().int(), stakeCents: cents, winCents: cents, profitCents: cents })),
      ...paged,
      totals: z.object({ bets: z.number().int(), stakeCents: cents, winCents: cents, profitCents: cents }),
    }),
  }),
  bonuses: defineCall({
    method: "GET",
    path: "/api/v1/records/bonuses",
    auth: "token",
    summary: "The bonuses credited to the caller in the window, newest first, with the window's total. Titles in the request language.",
    request: z.object({ ...page, type: bonusTypeSchema.optional(), language: languageSchema }).strict(),
    value: z.object({
      list: z.array(z.object({ id: z.string(), time: z.string(), type: bonusTypeSchema, title: z.string(), amountCents: cents })),
      ...paged,
      totals: z.object({ bonuses: z.number().int(), amountCents: cents }),
    }),
  }),
};
