import { z } from "zod";
import { defineCall } from "./define";
import { accountTypeSchema, queryInt } from "./common";
import { recordDaySchema } from "./records";
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from "./agent-contract-values";

/*
 * Salary and dividend contracts between an agent and its direct downline: dividends,
 * daily salary, hourly salary and real-time salary, with their states and settlements. The upline offers; the downline
 * accepts, rejects or asks to terminate; the upline approves a termination. Accepting a
 * contract terminates, by itself, every active contract of the same kind that the accepting
 * account gave its own downline at a higher rate.
 *
 * The platform settles each active contract per period from its holder's team's bets (the
 * accounts below the holder), in the merchant's agent-centre offset (agent.profile's
 * utcOffsetMinutes), and pays the amount into the holder's main wallet once per contract and
 * period. Amounts are integer minor units; a rate is in basis points (100 = 1%), at most 10000.
 */

export { CONTRACT_KINDS, DIVIDEND_PERIODS, type ContractKind, type DividendPeriod } from "./agent-contract-values";
export const contractKindSchema = z.enum(CONTRACT_KINDS);

/**
 * PENDING: a new contract request, waiting for the downline. ACTIVE: accepted, settling.
 * TERMINATION_REQUESTED: the downline asked to end it; it settles until the upline approves.
 * REJECTED and TERMINATED are final.
 */
export const CONTRACT_STATUSES = ["PENDING", "ACTIVE", "TERMINATION_REQUESTED", "REJECTED", "TERMINATED"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Why a terminated contract ended: its termination request approved, a higher rate than the holder's upline now gives, or a newer contract of the kind accepted. */
export const END_REASONS = ["REQUESTED", "RATE_ABOVE_UPLINE", "REPLACED"] as const;

/** What `contracts.respond` does: the holder's accept, reject and terminate; the upline's decision on a termination request. */
export const CONTRACT_ACTIONS = ["accept", "reject", "terminate", "approveTermination", "declineTermination"] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const MAX_TIERS = 5;
const rate = z.number().int().min(0).max(10_000);
const cents = z.number().int().min(0).max(1e13);
const members = z.number().int().min(0).max(1_000_000);

/** A dividend tier: the rate of the period's team loss once every threshold is reached. */
const dividendTierSchema = z.object({ activeMembers: members, validBetCents: cents, lossCents: cents, rateBasisPoints: rate }).strict();
/** A daily or hourly salary tier: the rate of the team's bets of the day (hour) once both thresholds are reached. */
const salaryTierSchema = z.object({ activeMembers: members, betCents: cents, rateBasisPoints: rate }).strict();

export const contractTermsSchema = z.discriminatedUnion("kind", [
  z
    .object({ kind: z.literal("DIVIDEND"), period: z.enum(DIVIDEND_PERIODS), tiers: z.array(dividendTierSchema).min(1).max(MAX_TIERS) })
    .strict(),
  z.object({ kind: z.literal("DAILY_SALARY"), tiers: z.array(salaryTierSchema).min(1).max(MAX_TIERS) }).strict(),
  z.object({ kind: z.literal("HOURLY_SALARY"), tiers: z.array(salaryTierSchema).min(1).max(MAX_TIERS) }).strict(),
  /** Every 5 minutes: the profit rate of the stakes of the team's winning bets and the loss rate of the others, counting bets of at least `singleBetCents`. */
  z.object({ kind: z.literal("REALTIME_SALARY"), profitRateBasisPoints: rate, lossRateBasisPoints: rate, singleBetCents: cents }).strict(),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;
export type DividendTier = z.infer<typeof dividendTierSchema>;
export type SalaryTier = z.infer<typeof salaryTierSchema>;

/** The rates of a contract that an offer of the same kind may not exceed: the highest tier's, or the two real-time rates. */
export function ratesOf(terms: ContractTerms): { rateBasisPoints: number; lossRateBasisPoints: number } {
  if (terms.kind === "REALTIME_SALARY")
    return { rateBasisPoints: terms.profitRateBasisPoints, lossRateBasisPoints: terms.lossRateBasisPoints };
  const top = Math.max(...terms.tiers.map((tier) => tier.rateBasisPoints));
  return { rateBasisPoints: top, lossRateBasisPoints: top };
}

/** Whether `terms` gives more than `limit` anywhere. */
export function exceedsRates(terms: ContractTerms, limit: ContractTerms): boolean {
  const offered = ratesOf(terms);
  const own = ratesOf(limit);
  return offered.rateBasisPoints > own.rateBasisPoints || offered.lossRateBasisPoints > own.lossRateBasisPoints;
}

/**
 * Whether the tiers climb: every threshold at least the tier before's, and at least one above
 * it (two tiers with the same thresholds could never both apply).
 */
export function tiersAscend(tiers: ReadonlyArray<Record<string, number>>, thresholds: readonly string[]): boolean {
  return tiers.every((tier, index) => {
    if (index === 0) return true;
    const before = tiers[index - 1];
    return thresholds.every((name) => tier[name] >= before[name]) && thresholds.some((name) => tier[name] > before[name]);
  });
}

/** The thresholds of each tiered kind, in the order a tier is read. */
export const TIER_THRESHOLDS = {
  DIVIDEND: ["activeMembers", "validBetCents", "lossCents"],
  DAILY_SALARY: ["activeMembers", "betCents"],
  HOURLY_SALARY: ["activeMembers", "betCents"],
} as const;

const contractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  /** Who offered it (the holder's upline). */
  upline: z.string(),
  holder: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  terms: contractTermsSchema,
  offeredAt: z.string(),
  /** When the holder accepted or rejected it. */
  respondedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(END_REASONS).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

const settlementSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  contractId: z.number().int(),
  holder: z.string(),
  upline: z.string(),
  /** The period settled, [start, end), as UTC instants. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Team accounts with at least one bet in the period. */
  activeMembers: z.number().int(),
  validBetCents: z.number().int(),
  /** The team's result (wins minus stakes): negative is the team's loss. */
  profitLossCents: z.number().int(),
  /** The tier's rate applied (0: no tier reached); null for real-time salary, which has a profit and a loss rate. */
  rateBasisPoints: rate.nullable(),
  amountCents: z.number().int().min(0),
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** Whose settlements a list shows: the caller's own contracts', or those of the contracts it gave its downline. */
export const SETTLEMENT_SIDES = ["OWN", "DOWNLINE"] as const;

const byKind = z.object({ kind: contractKindSchema }).strict();

export const contractsCalls = {
  settings: defineCall({
    method: "GET",
    path: "/api/v1/contracts/settings",
    auth: "token",
    summary:
      "The agent-centre day (today in the merchant's offset, as settlement lists take it), that offset, and the longest window a settlement list accepts.",
    request: z.object({}).strict(),
    value: z.object({ today: recordDaySchema, utcOffsetMinutes: z.number().int(), maxRangeDays: z.number().int().positive() }),
  }),
  overview: defineCall({
    method: "GET",
    path: "/api/v1/contracts/overview",
    auth: "token",
    summary:
      "Agents only (NOT_AGENT), for a kind the agent's type opens (FUNCTION_DISABLED): the contracts of the kind it holds and those it offered (newest first, at most 50 each), the direct downlines it may offer one to, and its own active contract of the kind (null: none; `unlimited` when it has no upline, so no rate cap). Settles every due period first.",
    request: byKind,
    value: z.object({
      held: z.array(contractSchema),
      offered: z.array(contractSchema),
      downlines: z.array(z.object({ username: z.string(), nickname: z.string(), isAgent: accountTypeSchema })),
      own: contractSchema.nullable(),
      unlimited: z.boolean(),
    }),
  }),
  offer: defineCall({
    method: "POST",
    path: "/api/v1/contracts/offer",
    auth: "token",
    summary:
      "Offers a direct downline a contract (a new contract request). NOT_IN_TEAM for anyone else; FUNCTION_DISABLED when the agent's type, or an agent downline's, does not open the kind; CONTRACT_TIERS_INVALID when tiers do not ascend; CONTRACT_RATE_TOO_HIGH above the agent's own contract of the kind (an agent with an upline needs one); CONTRACT_PENDING while an earlier request of the kind waits for that downline.",
    request: z.object({ downline: z.string().trim().min(1).max(64), terms: contractTermsSchema }).strict(),
    value: contractSchema,
  }),
  respond: defineCall({
    method: "POST",
    path: "/api/v1/contracts/respond",
    auth: "token",
    summary:
      "The holder accepts, rejects or asks to terminate a contract; its upline approves or declines a termination request. NOT_FOUND for a contract that is neither; CONTRACT_NOT_CHANGEABLE when its status does not allow the action; accepting answers CONTRACT_RATE_TOO_HIGH when the upline's own contract no longer covers it. Accepting ends the holder's previous contract of the kind (REPLACED) and every active one it gave at a higher rate (RATE_ABOVE_UPLINE), listed in autoTerminated.",
    request: z.object({ contractId: z.number().int().positive(), action: z.enum(CONTRACT_ACTIONS) }).strict(),
    value: z.object({ contract: contractSchema, autoTerminated: z.array(z.number().int()) }),
  }),
  pending: defineCall({
    method: "GET",
    path: "/api/v1/contracts/pending",
    auth: "token",
    summary: "The new contract requests waiting for the signed-in account (any real account: the contract popup), oldest first.",
    request: z.object({}).strict(),
    value: z.object({ list: z.array(contractSchema) }),
  }),
  settlements: defineCall({
    method: "GET",
    path: "/api/v1/contracts/settlements",
    auth: "token",
    summary:
      "Agents only: the settlements of one kind whose period starts within the days `from`–`to` (the merchant's offset; at most settings' maxRangeDays, not after its today, else INVALID_REQUEST), newest first, with the window's totals. `side` OWN (the caller's contracts), DOWNLINE (the contracts it gave), or both.",
    request: z
      .object({
        kind: contractKindSchema,
        from: recordDaySchema,
        to: recordDaySchema,
        side: z.enum(SETTLEMENT_SIDES).optional(),
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(20),
      })
      .strict(),
    value: z.object({
      list: z.array(settlementSchema),
      totals: z.object({ validBetCents: z.number().int(), profitLossCents: z.number().int(), amountCents: z.number().int() }),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
};
