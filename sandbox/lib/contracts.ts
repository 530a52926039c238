import type Database from "better-sqlite3";
import type { Contract, ContractKind, ContractStatus, ContractTerms } from "../../app/platform/contract/agent-contracts";
import type { AgentMenuFlags } from "../../app/platform/contract/agent";
import { CONTRACT_KINDS } from "../../app/platform/contract/agent-contract-values";
import { prepared } from "../db/statements";
import { agentUtcOffsetMinutes } from "./agents";
import { moveMoney } from "./ledger";
import { newReference } from "./money-settings";
import { betsByPeriod, periodOf, periodUnitOf, settlePeriod, type TeamBet } from "./settlement";

/**
 * Contracts in the database, and their settlement: each due period of each contract in force
 * is computed from its holder's team's bets (lib/settlement.ts) and paid through the ledger.
 */

/** The agent-type flag that opens each kind's page; an agent may only hold or offer the kinds its type opens. */
export const KIND_FLAG: Record<ContractKind, keyof AgentMenuFlags> = {
  DIVIDEND: "enableCt",
  DAILY_SALARY: "salary",
  HOURLY_SALARY: "hourSalary",
  REALTIME_SALARY: "agentRealtimeSalary",
};

/** Statuses in which a contract is in force (it settles). */
export const IN_FORCE: readonly ContractStatus[] = ["ACTIVE", "TERMINATION_REQUESTED"];

export interface ContractRow {
  id: number;
  merchant: string;
  kind: ContractKind;
  upline_id: number;
  holder_id: number;
  status: ContractStatus;
  terms: string;
  offered_at: string;
  responded_at: string | null;
  ended_at: string | null;
  end_reason: Contract["endReason"];
  settled_through: string | null;
}

const CONTRACT_VIEW = `SELECT c.*, u.username AS upline, h.username AS holder
  FROM agent_contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts h ON h.id = c.holder_id`;

type ViewRow = ContractRow & { upline: string; holder: string };

export function toContract(row: ViewRow): Contract {
  return {
    id: row.id,
    kind: row.kind,
    upline: row.upline,
    holder: row.holder,
    status: row.status,
    terms: JSON.parse(row.terms) as ContractTerms,
    offeredAt: row.offered_at,
    respondedAt: row.responded_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
  };
}

export function contractById(db: Database.Database, id: number): Contract | undefined {
  const row = prepared(db, `${CONTRACT_VIEW} WHERE c.id = ?`).get(id) as ViewRow | undefined;
  return row && toContract(row);
}

export function contractRow(db: Database.Database, id: number): ContractRow | undefined {
  return prepared(db, "SELECT * FROM agent_contracts WHERE id = ?").get(id) as ContractRow | undefined;
}

/** Contracts of one kind by holder or by upline, newest first. */
export function contractsOf(
  db: Database.Database,
  side: "holder_id" | "upline_id",
  accountId: number,
  kind: ContractKind,
  limit = 50,
): Contract[] {
  return (
    prepared(db, `${CONTRACT_VIEW} WHERE c.${side} = ? AND c.kind = ? ORDER BY c.id DESC LIMIT ?`).all(accountId, kind, limit) as ViewRow[]
  ).map(toContract);
}

/** The holder's contract of the kind in force (ACTIVE or TERMINATION_REQUESTED), if any. */
export function contractInForce(db: Database.Database, holderId: number, kind: ContractKind): Contract | undefined {
  const row = prepared(db, `${CONTRACT_VIEW} WHERE c.holder_id = ? AND c.kind = ? AND c.status IN ('ACTIVE', 'TERMINATION_REQUESTED')`).get(
    holderId,
    kind,
  ) as ViewRow | undefined;
  return row && toContract(row);
}

/** The kinds of contract the account holds in force, in CONTRACT_KINDS order (the downline list shows them). */
export function contractKindsInForce(db: Database.Database, holderId: number): ContractKind[] {
  const held = prepared(db, "SELECT kind FROM agent_contracts WHERE holder_id = ? AND status IN ('ACTIVE', 'TERMINATION_REQUESTED')")
    .pluck()
    .all(holderId) as ContractKind[];
  return CONTRACT_KINDS.filter((kind) => held.includes(kind));
}

/** The new contract requests waiting for the account, oldest first. */
export function pendingFor(db: Database.Database, holderId: number): Contract[] {
  return (prepared(db, `${CONTRACT_VIEW} WHERE c.holder_id = ? AND c.status = 'PENDING' ORDER BY c.id`).all(holderId) as ViewRow[]).map(
    toContract,
  );
}

/** Makes a settlement's reference from its prefix (DV dividend, SL salary). */
export type ReferenceMaker = (prefix: string) => string;

export interface NewContract {
  merchant: string;
  uplineId: number;
  holderId: number;
  terms: ContractTerms;
  status: ContractStatus;
  offeredAt: Date;
}

export function insertContract(db: Database.Database, contract: NewContract): number {
  return Number(
    prepared(
      db,
      "INSERT INTO agent_contracts (merchant, kind, upline_id, holder_id, status, terms, offered_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      contract.merchant,
      contract.terms.kind,
      contract.uplineId,
      contract.holderId,
      contract.status,
      JSON.stringify(contract.terms),
      contract.offeredAt.toISOString(),
    ).lastInsertRowid,
  );
}

/** Puts a pending contract in force at `now`: its first period is the one in progress. */
export function activate(db: Database.Database, id: number, terms: ContractTerms, offsetMinutes: number, now: Date): void {
  const firstPeriod = periodOf(now.getTime(), periodUnitOf(terms), offsetMinutes);
  prepared(db, "UPDATE agent_contracts SET status = 'ACTIVE', responded_at = ?, settled_through = ? WHERE id = ?").run(
    now.toISOString(),
    new Date(firstPeriod.start).toISOString(),
    id,
  );
}

/** Ends a contract in force at `now`: the period in progress then is not paid by it. */
export function terminate(db: Database.Database, id: number, reason: NonNullable<Contract["endReason"]>, now: Date): void {
  prepared(db, "UPDATE agent_contracts SET status = 'TERMINATED', ended_at = ?, end_reason = ? WHERE id = ?").run(
    now.toISOString(),
    reason,
    id,
  );
}

export function setStatus(db: Database.Database, id: number, status: ContractStatus, respondedAt?: Date): void {
  if (respondedAt)
    prepared(db, "UPDATE agent_contracts SET status = ?, responded_at = ? WHERE id = ?").run(status, respondedAt.toISOString(), id);
  else prepared(db, "UPDATE agent_contracts SET status = ? WHERE id = ?").run(status, id);
}

/** The team's bets (every account below `holderId`) placed in [from, to). */
function teamBets(db: Database.Database, holderId: number, from: string, to: string): TeamBet[] {
  const rows = prepared(
    db,
    `WITH RECURSIVE team(id) AS (
       SELECT id FROM accounts WHERE parent_id = @holderId
       UNION ALL SELECT a.id FROM accounts a JOIN team t ON a.parent_id = t.id
     )
     SELECT b.account_id AS accountId, b.stake_cents AS stakeCents, b.win_cents AS winCents, b.created_at AS createdAt
       FROM bets b JOIN team t ON t.id = b.account_id
      WHERE b.created_at >= @from AND b.created_at < @to`,
  ).all({ holderId, from, to }) as Array<Omit<TeamBet, "at"> & { createdAt: string }>;
  return rows.map(({ createdAt, ...bet }) => ({ ...bet, at: Date.parse(createdAt) }));
}

/**
 * Settles one contract's due periods: those after `settled_through` that have ended by `now`
 * (and by the contract's end). Each period in which the team bet gets a settlement row and,
 * when it pays, a ledger credit to the holder; the pointer moves in the same transaction, so a
 * period is paid exactly once. Answers the number of settlement rows written.
 */
function settleContract(db: Database.Database, row: ContractRow, offsetMinutes: number, now: Date, referenceOf: ReferenceMaker): number {
  if (row.settled_through === null) return 0;
  const terms = JSON.parse(row.terms) as ContractTerms;
  const unit = periodUnitOf(terms);
  const nowMs = now.getTime();
  const endedAt = row.ended_at === null ? null : Date.parse(row.ended_at);
  // Once its end has passed, an ended contract owes nothing after this run: its pointer goes to the end, so it is not read again.
  const finished = endedAt !== null && endedAt <= nowMs;
  // Periods are contiguous: every one before the period holding the limit has ended by then.
  const upTo = periodOf(Math.min(nowMs, endedAt ?? nowMs), unit, offsetMinutes).start;
  const pointer = finished ? row.ended_at! : new Date(upTo).toISOString();
  if (upTo <= Date.parse(row.settled_through)) {
    if (finished) prepared(db, "UPDATE agent_contracts SET settled_through = ? WHERE id = ?").run(pointer, row.id);
    return 0;
  }
  const through = new Date(upTo).toISOString();
  const settledAt = now.toISOString();
  return moveMoney(db, now, (ledger) => {
    // Read again inside the transaction: another call may have settled these periods meanwhile.
    const current = prepared(db, "SELECT settled_through FROM agent_contracts WHERE id = ?").pluck().get(row.id) as string;
    if (Date.parse(current) >= upTo) return 0;
    const groups = betsByPeriod(teamBets(db, row.holder_id, current, through), unit, offsetMinutes);
    const insert = prepared(
      db,
      `INSERT INTO contract_settlements (contract_id, period_start, period_end, active_members, valid_bet_cents, profit_loss_cents,
         rate_basis_points, amount_cents, reference, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const { period, bets } of [...groups.values()].sort((a, b) => a.period.start - b.period.start)) {
      const settled = settlePeriod(terms, bets);
      const reference = referenceOf(terms.kind === "DIVIDEND" ? "DV" : "SL");
      insert.run(
        row.id,
        new Date(period.start).toISOString(),
        new Date(period.end).toISOString(),
        settled.activeMembers,
        settled.validBetCents,
        settled.profitLossCents,
        settled.rateBasisPoints,
        settled.amountCents,
        reference,
        settledAt,
      );
      if (settled.amountCents > 0) {
        ledger.move({
          accountId: row.holder_id,
          kind: terms.kind === "DIVIDEND" ? "dividend.paid" : "salary.paid",
          deltaCents: settled.amountCents,
          reference,
        });
      }
    }
    prepared(db, "UPDATE agent_contracts SET settled_through = ? WHERE id = ?").run(pointer, row.id);
    return groups.size;
  });
}

/**
 * Settles every due period of every contract that still owes one, in one merchant or all
 * (the control surface after moving the clock). Answers the number of settlement rows written.
 * The seed passes its own `referenceOf`, so that two seeds at the same time are identical.
 */
export function settleDue(db: Database.Database, merchant: string | null, now: Date, referenceOf: ReferenceMaker = newReference): number {
  const rows = prepared(
    db,
    `SELECT * FROM agent_contracts
      WHERE (@merchant IS NULL OR merchant = @merchant) AND settled_through IS NOT NULL
        AND (status IN ('ACTIVE', 'TERMINATION_REQUESTED') OR (status = 'TERMINATED' AND settled_through < ended_at))
      ORDER BY id`,
  ).all({ merchant }) as ContractRow[];
  const offsets = new Map<string, number>();
  let written = 0;
  for (const row of rows) {
    if (!offsets.has(row.merchant)) offsets.set(row.merchant, agentUtcOffsetMinutes(db, row.merchant));
    written += settleContract(db, row, offsets.get(row.merchant)!, now, referenceOf);
  }
  return written;
}
