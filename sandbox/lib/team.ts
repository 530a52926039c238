import type Database from "better-sqlite3";
import { addDays, dayRange, offsetZone, todayIn } from "../../app/format/dates";
import type { OverviewPeriod } from "../../app/platform/contract/agent-team";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";

/**
 * An agent's team: every account under it through `accounts.parent_id`, at any depth. Every
 * team call checks that an account it names is in the caller's team (NOT_IN_TEAM otherwise),
 * so an agent never reads or moves another agent's downline.
 */

/** The ids of the agent's whole downline (itself excluded). */
export function teamIds(db: Database.Database, agentId: number): number[] {
  return prepared(
    db,
    `WITH RECURSIVE team(id) AS (
       SELECT id FROM accounts WHERE parent_id = @agent
       UNION
       SELECT a.id FROM accounts a JOIN team t ON a.parent_id = t.id
     )
     SELECT id FROM team`,
  )
    .pluck()
    .all({ agent: agentId }) as number[];
}

/**
 * The chain from `agent` down to `account` (both included), or null when `account` is not
 * the agent itself nor under it. Walks up from the account: the tree is shallow.
 */
export function chainFromAgent(db: Database.Database, agentId: number, account: Pick<AccountRow, "id" | "parent_id">): number[] | null {
  const chain = [account.id];
  let parent = account.parent_id;
  if (account.id === agentId) return chain;
  while (parent !== null) {
    chain.unshift(parent);
    if (parent === agentId) return chain;
    parent = prepared(db, "SELECT parent_id FROM accounts WHERE id = ?").pluck().get(parent) as number | null;
  }
  return null;
}

/** The account of the agent's merchant named `username`, which must be the agent or in its team. */
export function teamAccount(db: Database.Database, agent: AccountRow, username: string): { account: AccountRow; chain: number[] } {
  const account = prepared(db, "SELECT * FROM accounts WHERE merchant = ? AND username = ?").get(agent.merchant, username) as
    AccountRow | undefined;
  const chain = account ? chainFromAgent(db, agent.id, account) : null;
  // An unknown name and another team's account answer the same: nothing is told about accounts outside the team.
  if (!account || !chain) throw new SandboxError("NOT_IN_TEAM");
  return { account, chain };
}

export interface Period {
  period: OverviewPeriod;
  /** ISO times, `to` exclusive. */
  from: string;
  to: string;
}

/** Today, yesterday and this month in the merchant's agent days (`offsetMinutes` east of UTC). */
export function overviewPeriods(now: Date, offsetMinutes: number): Period[] {
  const zone = offsetZone(offsetMinutes);
  const today = todayIn(zone, now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  // 31 days after the 1st is always in the next month; its 1st, a day back, is this month's last day.
  const lastOfMonth = addDays(`${addDays(firstOfMonth, 31).slice(0, 7)}-01`, -1);
  const period = (name: OverviewPeriod, from: string, to: string): Period => {
    const range = dayRange(from, to, zone);
    return { period: name, from: new Date(range.start).toISOString(), to: new Date(range.end).toISOString() };
  };
  return [
    period("today", today, today),
    period("yesterday", addDays(today, -1), addDays(today, -1)),
    period("thisMonth", firstOfMonth, lastOfMonth),
  ];
}

export interface MoneyFigures {
  depositCents: number;
  withdrawalCents: number;
  validBetCents: number;
  profitLossCents: number;
}

/** Deposits, withdrawals (less refunds), stakes and the players' result of `ids` in [from, to). */
export function moneyFigures(db: Database.Database, ids: readonly number[], { from, to }: Period): MoneyFigures {
  return prepared(
    db,
    `WITH ids(id) AS (SELECT value FROM json_each(@ids))
     SELECT
       (SELECT COALESCE(SUM(delta_cents), 0) FROM ledger
         WHERE account_id IN ids AND kind = 'deposit.credited' AND created_at >= @from AND created_at < @to) AS depositCents,
       (SELECT -COALESCE(SUM(delta_cents), 0) FROM ledger
         WHERE account_id IN ids AND kind IN ('withdrawal.hold', 'withdrawal.refund') AND created_at >= @from AND created_at < @to) AS withdrawalCents,
       COALESCE(SUM(b.stake_cents), 0) AS validBetCents,
       COALESCE(SUM(b.win_cents - b.stake_cents), 0) AS profitLossCents
     FROM bets b WHERE b.account_id IN ids AND b.created_at >= @from AND b.created_at < @to`,
  ).get({ ids: JSON.stringify(ids), from, to }) as MoneyFigures;
}

/** The team's size at the period's end, who joined in it and who bet in it. */
export function memberFigures(db: Database.Database, ids: readonly number[], { from, to }: Period) {
  return prepared(
    db,
    `WITH ids(id) AS (SELECT value FROM json_each(@ids))
     SELECT
       (SELECT COUNT(*) FROM accounts WHERE id IN ids AND created_at < @to) AS teamSize,
       (SELECT COUNT(*) FROM accounts WHERE id IN ids AND created_at >= @from AND created_at < @to) AS newMembers,
       (SELECT COUNT(DISTINCT account_id) FROM bets WHERE account_id IN ids AND created_at >= @from AND created_at < @to) AS activeMembers`,
  ).get({ ids: JSON.stringify(ids), from, to }) as { teamSize: number; newMembers: number; activeMembers: number };
}

/**
 * The agent types each agent type may create: the top type
 * any of the others, the middle ones the last level; 42 only members.
 */
export const CREATABLE_AGENT_TYPES: Record<number, ReadonlyArray<1 | 2 | 41 | 42>> = {
  1: [2, 41, 42],
  2: [42],
  41: [42],
  42: [],
};
