import type Database from "better-sqlite3";
import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  PERIOD_MS,
  PERIODS_OF,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type MoneyLimitKind,
  type WindowPeriod,
} from "../../app/platform/contract/limits";
import { prepared } from "../db/statements";
import { SandboxError } from "./errors";

/**
 * The player's own limits, as the platform keeps and enforces them. Every time is the sandbox's
 * clock (`now`), so the 24 h cooling-off of a raise runs on the control clock. Periods are
 * rolling windows ending now (the last 24 h, 7 days, 30 days): a player's limit never resets at
 * midnight or on the 1st, so it cannot be used twice around a boundary.
 */

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: string | null;
}

/** A limit as it stands at `now`: a pending change whose time has come is the active amount. */
export interface ActiveLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Cents, or minutes for SESSION. */
  amount: number;
}

const rowsOf = (db: Database.Database, accountId: number) =>
  prepared(db, "SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE account_id = ?").all(accountId) as LimitRow[];

/** The row as it stands at `now`: a due pending change applied. */
function current(row: LimitRow, now: Date): LimitRow {
  if (row.pending_at !== null && Date.parse(row.pending_at) <= now.getTime()) {
    return { ...row, amount: row.pending_amount, pending_amount: null, pending_at: null };
  }
  return row;
}

/**
 * The account's limits in force at `now` (pending raises not yet due are not): what a deposit,
 * a bet or play time is checked against. Read-only, so any part of the platform may call it.
 */
export function activeLimits(db: Database.Database, accountId: number, now: Date): ActiveLimit[] {
  return rowsOf(db, accountId)
    .map((row) => current(row, now))
    .flatMap((row) => (row.amount === null ? [] : [{ kind: row.kind, period: row.period, amount: row.amount }]));
}

const since = (now: Date, period: WindowPeriod) => new Date(now.getTime() - PERIOD_MS[period]).toISOString();

/** Deposits count from when the order is made (unless it failed): an unpaid order may still be paid. */
function depositsIn(db: Database.Database, accountId: number, now: Date, period: WindowPeriod): number {
  return prepared(
    db,
    "SELECT COALESCE(SUM(amount_cents), 0) FROM deposit_orders WHERE account_id = ? AND created_at > ? AND status != 'FAILED'",
  )
    .pluck()
    .get(accountId, since(now, period)) as number;
}

function betsIn(db: Database.Database, accountId: number, now: Date, period: WindowPeriod): { staked: number; lost: number } {
  return prepared(
    db,
    "SELECT COALESCE(SUM(stake_cents), 0) AS staked, COALESCE(SUM(stake_cents - win_cents), 0) AS lost FROM bets WHERE account_id = ? AND created_at > ?",
  ).get(accountId, since(now, period)) as { staked: number; lost: number };
}

/** The sum of what a money kind counts in the window: a loss's may be below zero (wins above stakes). */
function countedSum(db: Database.Database, accountId: number, now: Date, kind: MoneyLimitKind, period: WindowPeriod): number {
  if (kind === "DEPOSIT") return depositsIn(db, accountId, now, period);
  const bets = betsIn(db, accountId, now, period);
  return kind === "WAGER" ? bets.staked : bets.lost;
}

/** What a money limit has used of a sum counted (cents): a loss is never below zero. */
const usedOf = (kind: MoneyLimitKind, sum: number) => (kind === "LOSS" ? Math.max(0, sum) : sum);

/** What the period has used of a money limit (cents). */
export function usedIn(db: Database.Database, accountId: number, now: Date, kind: MoneyLimitKind, period: WindowPeriod): number {
  return usedOf(kind, countedSum(db, accountId, now, kind, period));
}

/** The window's deposits or bets oldest first, each with what it adds to the sum counted (a winning bet lowers a loss). */
function countedOldestFirst(db: Database.Database, accountId: number, now: Date, kind: MoneyLimitKind, period: WindowPeriod) {
  const sql =
    kind === "DEPOSIT"
      ? "SELECT created_at AS at, amount_cents AS cents FROM deposit_orders WHERE account_id = ? AND created_at > ? AND status != 'FAILED' ORDER BY created_at, rowid"
      : `SELECT created_at AS at, ${kind === "WAGER" ? "stake_cents" : "stake_cents - win_cents"} AS cents FROM bets WHERE account_id = ? AND created_at > ? ORDER BY created_at, id`;
  return prepared(db, sql).iterate(accountId, since(now, period)) as IterableIterator<{ at: string; cents: number }>;
}

/**
 * The first time, as the window's deposits or bets drop out of it oldest first (each at its time
 * plus the period), that what is still used passes `fits`; null when none does. Read as the
 * platform stands now: later deposits and bets count from when they are made.
 */
function firstRelease(
  db: Database.Database,
  accountId: number,
  now: Date,
  kind: MoneyLimitKind,
  period: WindowPeriod,
  fits: (used: number) => boolean,
): string | null {
  let sum = countedSum(db, accountId, now, kind, period);
  for (const item of countedOldestFirst(db, accountId, now, kind, period)) {
    sum -= item.cents;
    if (fits(usedOf(kind, sum))) return new Date(Date.parse(item.at) + PERIOD_MS[period]).toISOString();
  }
  return null;
}

/** When what a money limit's window uses next goes down (null: nothing in it would lower it). */
function nextRelease(db: Database.Database, accountId: number, now: Date, kind: MoneyLimitKind, period: WindowPeriod): string | null {
  const used = usedIn(db, accountId, now, kind, period);
  return used === 0 ? null : firstRelease(db, accountId, now, kind, period, (after) => after < used);
}

/**
 * When a limit has room for `amountCents` again: when enough of the window has dropped out of it,
 * or, for an amount above the limit itself, its next release.
 */
function releaseFor(
  db: Database.Database,
  accountId: number,
  now: Date,
  kind: MoneyLimitKind,
  period: WindowPeriod,
  limitCents: number,
  amountCents: number,
): string | null {
  if (amountCents > limitCents) return nextRelease(db, accountId, now, kind, period);
  return firstRelease(db, accountId, now, kind, period, (used) => used + amountCents <= limitCents);
}

/**
 * Refuses (LIMIT_EXCEEDED) an amount that would take a kind's use past one of its active limits;
 * the details name the tightest one and what it has left, and when the amount would pass every
 * limit refusing it. Call inside the transaction that moves the money, so two requests cannot both
 * pass on the same room.
 */
export function checkLimits(db: Database.Database, accountId: number, now: Date, kind: MoneyLimitKind, amountCents: number): void {
  let tightest: { period: WindowPeriod; limitCents: number; leftCents: number } | null = null;
  let releasesAt: string | null = null;
  for (const limit of activeLimits(db, accountId, now)) {
    // Money limits are set per window only (setLimit refuses a SESSION period for them).
    if (limit.kind !== kind || limit.period === "SESSION") continue;
    const leftCents = Math.max(0, limit.amount - usedIn(db, accountId, now, kind, limit.period));
    if (amountCents <= leftCents) continue;
    if (tightest === null || leftCents < tightest.leftCents) tightest = { period: limit.period, limitCents: limit.amount, leftCents };
    const release = releaseFor(db, accountId, now, kind, limit.period, limit.amount, amountCents);
    // ISO times of one clock compare as text; the amount passes once the last of them has released.
    if (release !== null && (releasesAt === null || release > releasesAt)) releasesAt = release;
  }
  if (tightest) throw new SandboxError("LIMIT_EXCEEDED", { limit: { kind, ...tightest, releasesAt } });
}

/** A bet's stake checked against the wager limits and, as it may all be lost, the loss limits. */
export function checkBetLimits(db: Database.Database, accountId: number, now: Date, stakeCents: number): void {
  checkLimits(db, accountId, now, "WAGER", stakeCents);
  checkLimits(db, accountId, now, "LOSS", stakeCents);
}

/**
 * Every kind and period the player may limit, as the member centre shows them. Session time's
 * use is play time's to count (lib/play-time.ts, which reads these limits): null here.
 */
export function limitViews(db: Database.Database, accountId: number, now: Date): LimitView[] {
  const rows = new Map(rowsOf(db, accountId).map((row) => [`${row.kind}:${row.period}`, current(row, now)]));
  return LIMIT_KINDS.flatMap((kind) =>
    PERIODS_OF[kind].map((period): LimitView => {
      const row = rows.get(`${kind}:${period}`);
      const amount = row?.amount ?? null;
      const money = kind !== "SESSION" && period !== "SESSION";
      return {
        kind,
        period,
        amount,
        used: money ? usedIn(db, accountId, now, kind, period) : null,
        releasesAt: money && amount !== null ? nextRelease(db, accountId, now, kind, period) : null,
        pending: row?.pending_at ? { amount: row.pending_amount, effectiveAt: row.pending_at } : null,
      };
    }),
  );
}

/** Whether to offer a deposit limit: none of any kind set or pending, the offer never skipped, never deposited. */
export function offerDepositLimit(db: Database.Database, accountId: number): boolean {
  const answered = prepared(
    db,
    `SELECT EXISTS (SELECT 1 FROM rg_limits WHERE account_id = @id AND (amount IS NOT NULL OR pending_at IS NOT NULL))
         OR EXISTS (SELECT 1 FROM rg_limit_offer_skipped WHERE account_id = @id)
         OR EXISTS (SELECT 1 FROM deposit_orders WHERE account_id = @id)`,
  )
    .pluck()
    .get({ id: accountId }) as number;
  return answered === 0;
}

/**
 * Sets one limit. A first limit or a lower one applies at once (a pending raise is dropped);
 * a raise or a removal (amount null) waits LIMIT_COOLING_OFF_MS, replacing any change pending.
 */
export function setLimit(
  db: Database.Database,
  accountId: number,
  now: Date,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
): void {
  if (!PERIODS_OF[kind].includes(period))
    throw new SandboxError("FIELD_INVALID", { fields: [{ path: "period", message: "Not a period of this limit" }] });
  const found = prepared(
    db,
    "SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE account_id = ? AND kind = ? AND period = ?",
  ).get(accountId, kind, period) as LimitRow | undefined;
  const active = found ? current(found, now).amount : null;
  const atOnce = amount !== null && (active === null || amount <= active);
  const write = prepared(
    db,
    `INSERT INTO rg_limits (account_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (@accountId, @kind, @period, @amount, @pendingAmount, @pendingAt, @now)
     ON CONFLICT (account_id, kind, period) DO UPDATE SET amount = @amount, pending_amount = @pendingAmount, pending_at = @pendingAt, updated_at = @now`,
  );
  const at = now.toISOString();
  if (atOnce) write.run({ accountId, kind, period, amount, pendingAmount: null, pendingAt: null, now: at });
  // No limit to remove: nothing to wait for.
  else if (active === null) write.run({ accountId, kind, period, amount: null, pendingAmount: null, pendingAt: null, now: at });
  else
    write.run({
      accountId,
      kind,
      period,
      amount: active,
      pendingAmount: amount,
      pendingAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS).toISOString(),
      now: at,
    });
}

/** Cancels a pending raise or removal (NOT_FOUND when none is pending); the active amount stays. */
export function cancelPendingLimit(db: Database.Database, accountId: number, now: Date, kind: LimitKind, period: LimitPeriod): void {
  const found = prepared(
    db,
    "SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE account_id = ? AND kind = ? AND period = ?",
  ).get(accountId, kind, period) as LimitRow | undefined;
  const row = found ? current(found, now) : null;
  if (!row?.pending_at) throw new SandboxError("NOT_FOUND");
  prepared(
    db,
    "UPDATE rg_limits SET amount = ?, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE account_id = ? AND kind = ? AND period = ?",
  ).run(row.amount, now.toISOString(), accountId, kind, period);
}

export function skipLimitOffer(db: Database.Database, accountId: number, now: Date): void {
  prepared(db, "INSERT OR IGNORE INTO rg_limit_offer_skipped (account_id, skipped_at) VALUES (?, ?)").run(accountId, now.toISOString());
}
