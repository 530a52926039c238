import type Database from "better-sqlite3";
import type { AccountType } from "../../app/platform/contract";
import {
  exceedsRates,
  TIER_THRESHOLDS,
  tiersAscend,
  type ContractKind,
  type ContractTerms,
  type Settlement,
} from "../../app/platform/contract/agent-contracts";
import { dayRange, daysBetween, offsetZone, todayIn } from "../../app/format/dates";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, accountByUsername, type AccountRow } from "../lib/accounts";
import { agentMenu, agentOf, agentUtcOffsetMinutes, isAgentType } from "../lib/agents";
import {
  activate,
  contractById,
  contractInForce,
  contractRow,
  contractsOf,
  insertContract,
  KIND_FLAG,
  pendingFor,
  setStatus,
  settleDue,
  terminate,
} from "../lib/contracts";
import { sessionOf } from "../lib/sessions";
import { prepared } from "../db/statements";

/** The longest window a settlement list takes, in days. */
const MAX_SETTLEMENT_RANGE_DAYS = 92;

/** Whether the account's type opens contracts of the kind: members may hold any kind (the contract popup). */
function opensKind(db: Database.Database, account: AccountRow, kind: ContractKind): boolean {
  if (!isAgentType(account.is_agent)) return true;
  return agentMenu(db, account as Parameters<typeof agentMenu>[1])[KIND_FLAG[kind]];
}

/** The calling agent, for a kind its type opens (FUNCTION_DISABLED otherwise), after settling what is due. */
function agentFor(ctx: CallContext, kind: ContractKind) {
  const agent = agentOf(ctx);
  if (!opensKind(ctx.db, agent, kind)) throw new SandboxError("FUNCTION_DISABLED");
  settleDue(ctx.db, ctx.merchant.code, ctx.clock.now());
  return agent;
}

/**
 * The contract `upline` holds that caps what it may give: none needed at the top
 * of the tree (no upline: `unlimited`), else its contract of the kind in force.
 */
function capOf(db: Database.Database, upline: AccountRow, kind: ContractKind): { unlimited: boolean; own: ContractTerms | null } {
  if (upline.parent_id === null) return { unlimited: true, own: null };
  return { unlimited: false, own: contractInForce(db, upline.id, kind)?.terms ?? null };
}

function checkTerms(db: Database.Database, upline: AccountRow, terms: ContractTerms): void {
  if (terms.kind !== "REALTIME_SALARY" && !tiersAscend(terms.tiers, TIER_THRESHOLDS[terms.kind]))
    throw new SandboxError("CONTRACT_TIERS_INVALID");
  const cap = capOf(db, upline, terms.kind);
  if (!cap.unlimited && (cap.own === null || exceedsRates(terms, cap.own))) throw new SandboxError("CONTRACT_RATE_TOO_HIGH");
}

/**
 * Accepting: the holder's previous contract of the kind ends (REPLACED), this one
 * comes into force, and each contract of the kind the holder gave its own downline at a higher
 * rate than it now holds ends (RATE_ABOVE_UPLINE). Answers the ids ended that way.
 */
function accept(ctx: CallContext, contractId: number, holder: AccountRow, upline: AccountRow, terms: ContractTerms): number[] {
  const cap = capOf(ctx.db, upline, terms.kind);
  if (!cap.unlimited && (cap.own === null || exceedsRates(terms, cap.own))) throw new SandboxError("CONTRACT_RATE_TOO_HIGH");
  const now = ctx.clock.now();
  return ctx.db.transaction(() => {
    const previous = contractInForce(ctx.db, holder.id, terms.kind);
    if (previous) terminate(ctx.db, previous.id, "REPLACED", now);
    activate(ctx.db, contractId, terms, agentUtcOffsetMinutes(ctx.db, ctx.merchant.code), now);
    const above = contractsOf(ctx.db, "upline_id", holder.id, terms.kind, 1000).filter(
      (given) => (given.status === "ACTIVE" || given.status === "TERMINATION_REQUESTED") && exceedsRates(given.terms, terms),
    );
    for (const given of above) terminate(ctx.db, given.id, "RATE_ABOVE_UPLINE", now);
    return above.map((given) => given.id);
  })();
}

export const contractsHandlers: GroupHandlers<"contracts"> = {
  settings: (ctx) => {
    agentOf(ctx);
    const utcOffsetMinutes = agentUtcOffsetMinutes(ctx.db, ctx.merchant.code);
    return { today: todayIn(offsetZone(utcOffsetMinutes), ctx.clock.now()), utcOffsetMinutes, maxRangeDays: MAX_SETTLEMENT_RANGE_DAYS };
  },

  overview: (ctx, { kind }) => {
    const agent = agentFor(ctx, kind);
    const downlines = (
      prepared(ctx.db, "SELECT * FROM accounts WHERE parent_id = ? ORDER BY username").all(agent.id) as AccountRow[]
    ).filter((account) => opensKind(ctx.db, account, kind));
    const cap = capOf(ctx.db, agent, kind);
    return {
      held: contractsOf(ctx.db, "holder_id", agent.id, kind),
      offered: contractsOf(ctx.db, "upline_id", agent.id, kind),
      downlines: downlines.map((account) => ({
        username: account.username,
        nickname: account.nickname,
        isAgent: account.is_agent as AccountType,
      })),
      own: contractInForce(ctx.db, agent.id, kind) ?? null,
      unlimited: cap.unlimited,
    };
  },

  offer: (ctx, { downline, terms }) => {
    const agent = agentFor(ctx, terms.kind);
    const holder = accountByUsername(ctx.db, ctx.merchant.code, downline);
    // An unknown name and someone else's downline answer alike: the call tells nothing about accounts outside the team.
    if (!holder || holder.parent_id !== agent.id) throw new SandboxError("NOT_IN_TEAM");
    if (!opensKind(ctx.db, holder, terms.kind)) throw new SandboxError("FUNCTION_DISABLED");
    checkTerms(ctx.db, agent, terms);
    const waiting = prepared(ctx.db, "SELECT 1 FROM agent_contracts WHERE holder_id = ? AND kind = ? AND status = 'PENDING'").get(
      holder.id,
      terms.kind,
    );
    if (waiting) throw new SandboxError("CONTRACT_PENDING");
    const id = insertContract(ctx.db, {
      merchant: ctx.merchant.code,
      uplineId: agent.id,
      holderId: holder.id,
      terms,
      status: "PENDING",
      offeredAt: ctx.clock.now(),
    });
    return contractById(ctx.db, id)!;
  },

  respond: (ctx, { contractId, action }) => {
    const { accountId } = sessionOf(ctx);
    const now = ctx.clock.now();
    settleDue(ctx.db, ctx.merchant.code, now);
    const row = contractRow(ctx.db, contractId);
    const holderActs = action === "accept" || action === "reject" || action === "terminate";
    // Only the holder (accept, reject, terminate) or its upline (a termination's decision) sees the contract at all.
    if (!row || row.merchant !== ctx.merchant.code || (holderActs ? row.holder_id : row.upline_id) !== accountId)
      throw new SandboxError("NOT_FOUND");
    const expected = {
      accept: "PENDING",
      reject: "PENDING",
      terminate: "ACTIVE",
      approveTermination: "TERMINATION_REQUESTED",
      declineTermination: "TERMINATION_REQUESTED",
    }[action];
    if (row.status !== expected) throw new SandboxError("CONTRACT_NOT_CHANGEABLE");
    let autoTerminated: number[] = [];
    switch (action) {
      case "accept":
        autoTerminated = accept(
          ctx,
          row.id,
          accountById(ctx.db, row.holder_id),
          accountById(ctx.db, row.upline_id),
          JSON.parse(row.terms) as ContractTerms,
        );
        break;
      case "reject":
        setStatus(ctx.db, row.id, "REJECTED", now);
        break;
      case "terminate":
        setStatus(ctx.db, row.id, "TERMINATION_REQUESTED");
        break;
      case "approveTermination":
        terminate(ctx.db, row.id, "REQUESTED", now);
        break;
      case "declineTermination":
        setStatus(ctx.db, row.id, "ACTIVE");
        break;
    }
    return { contract: contractById(ctx.db, row.id)!, autoTerminated };
  },

  pending: (ctx) => {
    const { accountId } = sessionOf(ctx);
    settleDue(ctx.db, ctx.merchant.code, ctx.clock.now());
    return { list: pendingFor(ctx.db, accountId) };
  },

  settlements: (ctx, { kind, from, to, side, pageNo, pageSize }) => {
    const agent = agentFor(ctx, kind);
    const offset = agentUtcOffsetMinutes(ctx.db, ctx.merchant.code);
    const today = todayIn(offsetZone(offset), ctx.clock.now());
    const days = daysBetween(from, to);
    if (to < from || to > today || days > MAX_SETTLEMENT_RANGE_DAYS) {
      throw new SandboxError("INVALID_REQUEST", {
        fields: [{ path: "to", message: `A window of 1 to ${MAX_SETTLEMENT_RANGE_DAYS} days, not after ${today}` }],
      });
    }
    const where = `c.kind = @kind AND s.period_start >= @start AND s.period_start < @end
       AND ${side === "OWN" ? "c.holder_id = @agent" : side === "DOWNLINE" ? "c.upline_id = @agent" : "(c.holder_id = @agent OR c.upline_id = @agent)"}`;
    const window = dayRange(from, to, offsetZone(offset));
    const params = {
      kind,
      agent: agent.id,
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    };
    const totals = prepared(
      ctx.db,
      `SELECT COUNT(*) AS total, COALESCE(SUM(s.valid_bet_cents), 0) AS validBetCents, COALESCE(SUM(s.profit_loss_cents), 0) AS profitLossCents,
              COALESCE(SUM(s.amount_cents), 0) AS amountCents
         FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id WHERE ${where}`,
    ).get(params) as { total: number; validBetCents: number; profitLossCents: number; amountCents: number };
    const list = prepared(
      ctx.db,
      `SELECT s.id, s.reference, s.contract_id AS contractId, h.username AS holder, u.username AS upline, s.period_start AS periodStart,
              s.period_end AS periodEnd, s.active_members AS activeMembers, s.valid_bet_cents AS validBetCents,
              s.profit_loss_cents AS profitLossCents, s.rate_basis_points AS rateBasisPoints, s.amount_cents AS amountCents, s.settled_at AS settledAt
         FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
         JOIN accounts h ON h.id = c.holder_id JOIN accounts u ON u.id = c.upline_id
        WHERE ${where} ORDER BY s.period_start DESC, s.id DESC LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as Settlement[];
    const { total, ...sums } = totals;
    return { list, totals: sums, total, totalPages: Math.ceil(total / pageSize) };
  },
};
