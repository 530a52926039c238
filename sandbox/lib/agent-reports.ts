import type Database from "better-sqlite3";
import { dayRange, daysBetween, offsetZone, todayIn } from "../../app/format/dates";
import type { CallContext } from "./context";
import { SandboxError } from "./errors";
import { prepared } from "../db/statements";
import { accountByUsername } from "./accounts";
import { agentOf, agentUtcOffsetMinutes } from "./agents";

/** The longest window an agent report accepts, in days (the portal reads it from agentReports.settings). */
export const REPORT_MAX_RANGE_DAYS = 90;

/**
 * Ledger categories (the kind before its dot) that are money the account moved itself or
 * between accounts of the tree: never a member's bonus nor an agent's income. A kind added
 * later that only moves money around the tree belongs in one of them.
 */
const OWN_MONEY_CATEGORIES = ["opening", "bet", "lottery", "deposit", "withdrawal", "transfer", "downline"] as const;
/** Not income either, for a member's bonuses: transfers to the upline are the team's own money. */
const NOT_BONUS_CATEGORIES = [...OWN_MONEY_CATEGORIES, "upline"] as const;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** A ledger row's category, in SQL (`l` is the ledger). */
export const CATEGORY_SQL = "substr(l.kind, 1, instr(l.kind || '.', '.') - 1)";
export const IS_INCOME_SQL = `l.delta_cents > 0 AND ${CATEGORY_SQL} NOT IN (${sqlList(OWN_MONEY_CATEGORIES)})`;
export const IS_BONUS_SQL = `l.delta_cents > 0 AND ${CATEGORY_SQL} NOT IN (${sqlList(NOT_BONUS_CATEGORIES)})`;

/**
 * The accounts a report covers, as the CTE `scope(id)`: the agent's team (every account below
 * it, at any depth, through accounts.parent_id), or the one member `@member` when given
 * (already checked to be in the team). Parameters: @agent, @member (an id or NULL).
 */
export const SCOPE_CTE = `WITH RECURSIVE
  team(id) AS (
    SELECT id FROM accounts WHERE parent_id = @agent
    UNION ALL
    SELECT a.id FROM accounts a JOIN team t ON a.parent_id = t.id
  ),
  scope(id) AS (SELECT id FROM team WHERE @member IS NULL UNION ALL SELECT @member WHERE @member IS NOT NULL)`;

/** Whether `accountId` is below `agentId` in the tree. */
export function inTeam(db: Database.Database, agentId: number, accountId: number): boolean {
  return (
    prepared(
      db,
      `WITH RECURSIVE up(id, parent) AS (
         SELECT id, parent_id FROM accounts WHERE id = @account
         UNION ALL
         SELECT a.id, a.parent_id FROM accounts a JOIN up ON a.id = up.parent
       )
       SELECT 1 FROM up WHERE parent = @agent LIMIT 1`,
    ).get({ account: accountId, agent: agentId }) !== undefined
  );
}

export interface ReportScope {
  agentId: number;
  /** The team member asked for, or null for the whole team. */
  memberId: number | null;
  /** The window's bounds as ISO times: `start` inclusive, `end` exclusive. */
  start: string;
  end: string;
}

/**
 * The calling agent, the member asked for (NOT_IN_TEAM unless it is below the agent) and the
 * window, checked as the contract says: from ≤ to ≤ today (the merchant's agent day), at most
 * REPORT_MAX_RANGE_DAYS days.
 */
export function reportScope(ctx: CallContext, request: { from: string; to: string; member?: string }): ReportScope {
  const agent = agentOf(ctx);
  const offset = agentUtcOffsetMinutes(ctx.db, ctx.merchant.code);
  const { from, to } = request;
  const days = daysBetween(from, to);
  const problem =
    days < 1
      ? { path: "to", message: "Before from" }
      : to > todayIn(offsetZone(offset), ctx.clock.now())
        ? { path: "to", message: "After today" }
        : days > REPORT_MAX_RANGE_DAYS
          ? { path: "from", message: `More than ${REPORT_MAX_RANGE_DAYS} days` }
          : null;
  if (problem) throw new SandboxError("INVALID_REQUEST", { fields: [problem] });

  let memberId: number | null = null;
  if (request.member !== undefined) {
    const member = accountByUsername(ctx.db, ctx.merchant.code, request.member);
    if (!member || !inTeam(ctx.db, agent.id, member.id)) throw new SandboxError("NOT_IN_TEAM");
    memberId = member.id;
  }
  const window = dayRange(from, to, offsetZone(offset));
  return { agentId: agent.id, memberId, start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() };
}

/** A scope's SQL parameters. */
export const scopeParams = (scope: ReportScope) => ({ agent: scope.agentId, member: scope.memberId, start: scope.start, end: scope.end });

export const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
