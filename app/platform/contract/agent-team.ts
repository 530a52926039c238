import { z } from "zod";
import { defineCall } from "./define";
import { accountTypeSchema, announcementSchema, languageSchema, queryInt, text } from "./common";
import { WITHDRAW_PASSWORD_PATTERN } from "./money";
import { CONTRACT_KINDS } from "./agent-contract-values";

/*
 * The agent's team (the agent centre pages agentAnnouncement, agentTeamOverview,
 * registerCenter, downlineManagmentView, and transfers to the downline). Agents only (NOT_AGENT
 * otherwise). The team is every account under the agent through `parent` links, at any depth;
 * naming an account outside it is refused with NOT_IN_TEAM, never answered with its data.
 * Amounts are integer minor units. Periods are the merchant's agent days (agent.profile's
 * utcOffsetMinutes).
 */

/** An account's username as the team calls take it (letters, digits, _). */
export const TEAM_USERNAME_PATTERN = /^[A-Za-z0-9_]{1,32}$/;
export const teamUsernameSchema = z.string().trim().regex(TEAM_USERNAME_PATTERN);
/** The agent types an agent may have (isAgent 1, 2, 41, 42). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
const agentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]);
export type AgentType = z.infer<typeof agentTypeSchema>;

const cents = z.number().int();
const positiveCents = z.number().int().positive().max(1_000_000_000_000);
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const OVERVIEW_PERIODS = ["today", "yesterday", "thisMonth"] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** Money figures of a set of accounts over a period. */
const moneyFigures = {
  /** Deposits credited (ledger deposit.credited). */
  depositCents: cents,
  /** Withdrawals requested and not refunded (ledger withdrawal.hold less withdrawal.refund). */
  withdrawalCents: cents,
  /** The sum of the bets' stakes. */
  validBetCents: cents,
  /** Payouts less stakes: the players' result (negative when they lost). */
  profitLossCents: cents,
};

export const ACCOUNT_STATUSES = ["ACTIVE", "FROZEN"] as const;

const downlineRowSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  /** 0 member, else the agent type. */
  isAgent: accountTypeSchema,
  /** The account's upline (the agent itself for a direct downline). */
  parent: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  balanceCents: cents,
  /** ISO time; null when the account never signed in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** A time-out or self-exclusion closes the account: active, or a self-exclusion ended that the player has not come back from (no kind or dates: those are the player's). */
  excluded: z.boolean(),
  /** Accounts directly under it (0 for a member). */
  directCount: z.number().int().min(0),
  /** The kinds of contract it holds with its upline now (in force, agent contracts), in the contracts' order. */
  contracts: z.array(z.enum(CONTRACT_KINDS)),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const agentTeamCalls = {
  overview: defineCall({
    method: "GET",
    path: "/api/v1/agent/team/overview",
    auth: "token",
    summary:
      "The team overview (agentTeamOverview) for today, yesterday and this month in the merchant's agent days: for the whole downline (every account under the agent, at any depth) the team size at the period's end, new members (joined in the period), active members (placed a bet in it), deposits, withdrawals, valid bets and profit and loss; the same money figures for the agent's own account. Each period's from and to are ISO times (to exclusive).",
    request: z.object({}).strict(),
    value: z.object({
      utcOffsetMinutes: z.number().int(),
      periods: z.array(
        z.object({
          period: z.enum(OVERVIEW_PERIODS),
          from: z.string(),
          to: z.string(),
          team: z.object({
            teamSize: z.number().int().min(0),
            newMembers: z.number().int().min(0),
            activeMembers: z.number().int().min(0),
            ...moneyFigures,
          }),
          own: z.object(moneyFigures),
        }),
      ),
    }),
  }),
  downline: defineCall({
    method: "GET",
    path: "/api/v1/agent/team/downline",
    auth: "token",
    summary:
      "The downline tree (downlineManagmentView): the accounts directly under `parent` (default the agent; it must be the agent or an agent of its team, else NOT_IN_TEAM), newest first, a page at a time; `path` is the chain from the agent down to `parent` (breadcrumbs). With `q`, the accounts of the whole team whose username contains it, instead.",
    request: z
      .object({
        parent: teamUsernameSchema.optional(),
        q: teamUsernameSchema.optional(),
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(20),
      })
      .strict(),
    value: z.object({
      path: z.array(z.object({ username: z.string(), isAgent: accountTypeSchema })),
      list: z.array(downlineRowSchema),
      total: z.number().int().min(0),
      totalPages: z.number().int().min(0),
    }),
  }),
  registerInfo: defineCall({
    method: "GET",
    path: "/api/v1/agent/team/register-info",
    auth: "token",
    summary:
      "What the register centre needs: the agent's referral code (given on first use; a registration with it as referralCode joins the agent's downline) and the agent types it may create (empty: members only).",
    request: z.object({}).strict(),
    value: z.object({ referralCode: z.string(), agentTypes: z.array(agentTypeSchema) }),
  }),
  register: defineCall({
    method: "PUT",
    path: "/api/v1/agent/team/register",
    auth: "token",
    encrypted: true,
    summary:
      "Registers a member (isAgent 0) or a sub-agent of a type registerInfo lists (AGENT_TYPE_NOT_ALLOWED otherwise) directly under the agent. username and password are checked against the merchant's register rules (FIELD_INVALID with details.fields), confirmPassword must equal password; birthday (yyyy-MM-dd) is required and checked against the merchant's minimum age as registration.register checks it (FIELD_INVALID REQUIRED, BIRTHDAY or UNDER_AGE on birthday); FIELD_INVALID RESERVED on a username of mobile registration's shape (\"m\" and digits); USERNAME_TAKEN when any brand sharing the registration has the name, MOBILE_TAKEN. NATIONALLY_EXCLUDED where the merchant checks the national self-exclusion register and it lists the number. The new account is not signed in; its number, typed in by the agent, is not verified.",
    request: z
      .object({
        isAgent: z.union([z.literal(0), agentTypeSchema]),
        username: text(64).min(1),
        password: z.string().min(1).max(128),
        confirmPassword: z.string().min(1).max(128),
        nickname: text(32).min(1).optional(),
        birthday: text(16).min(1).optional(),
        mobileNum: z
          .string()
          .trim()
          .regex(/^\d{6,15}$/)
          .optional(),
        countryDialingCode: z
          .string()
          .trim()
          .regex(/^\+?\d{1,4}$/)
          .optional(),
      })
      .strict()
      .refine((r) => (r.mobileNum === undefined) === (r.countryDialingCode === undefined), {
        message: "mobileNum and countryDialingCode go together",
        path: ["countryDialingCode"],
      }),
    value: z.object({ username: z.string(), isAgent: accountTypeSchema }),
  }),
  transfer: defineCall({
    method: "POST",
    path: "/api/v1/agent/team/transfer",
    auth: "token",
    summary:
      "Moves an amount from the agent's main wallet to an account of its team (`to`, at any depth: NOT_IN_TEAM otherwise, ACCOUNT_FROZEN for a frozen one, ACCOUNT_EXCLUDED for one with an active time-out or self-exclusion, or a self-exclusion ended that the player has not come back from). Checked against the agent's withdrawal password; INSUFFICIENT_FUNDS when the agent has less. Idempotent by idempotencyKey.",
    request: z
      .object({
        to: teamUsernameSchema,
        amountCents: positiveCents,
        withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN),
        idempotencyKey,
      })
      .strict(),
    value: z.object({
      reference: z.string(),
      /** The agent's main balance after the transfer. */
      balanceCents: cents,
      to: z.string(),
    }),
  }),
  announcements: defineCall({
    method: "GET",
    path: "/api/v1/agent/announcements",
    auth: "token",
    summary: "The announcements for agents (agentAnnouncement), newest first, in the request language. Content is platform HTML.",
    request: z.object({ language: languageSchema }).strict(),
    value: z.object({ list: z.array(announcementSchema) }),
  }),
};
