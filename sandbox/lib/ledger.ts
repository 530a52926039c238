import type Database from "better-sqlite3";
import type { TransactionKind } from "../../app/platform/contract/money";
import { prepared } from "../db/statements";
import { currencyOfAccount, requireMinorUnits } from "./currency";
import { SandboxError } from "./errors";

/**
 * The one way money moves in the sandbox. Every balance change is a `ledger` row (wallet,
 * kind, delta, balance after, reference) written in the same SQLite transaction as the
 * balance itself, in integer minor units of the merchant's currency (a delta that is not one
 * is refused: INVALID_REQUEST, as the contract refuses a bad amount); a wallet never goes below
 * zero (the update is conditional, and the columns have CHECKs as a backstop). The sum of an account's ledger
 * deltas is its total balance (the main wallet plus every vendor wallet).
 *
 * `moveMoney` is the entry point: it runs a unit of work in a transaction, under an
 * idempotency key when one is given (a replay answers the first result and moves nothing),
 * and tells the `onMoneyMoved` listeners once the transaction has committed.
 */

/** The main wallet's name; any other wallet is a vendor code. */
export const MAIN_WALLET = "MAIN";

/** What a ledger row (or a status event) says happened. */
export type MoneyKind =
  | TransactionKind
  /* Status changes: told to listeners with deltaCents 0, never written as ledger rows. */
  | "deposit.failed"
  | "withdrawal.approved"
  | "withdrawal.rejected"
  | "withdrawal.paid";

/** What listeners are told: after the change has committed. `balanceCents` is the account's main balance then. */
export interface MoneyMoved {
  accountId: number;
  kind: MoneyKind;
  /** What the balance moved by: 0 for a status change. */
  deltaCents: number;
  /**
   * The amount the event is about, what the player is told: the movement's delta, or for a status
   * change the order's or withdrawal's own amount (a failed ₱100 deposit moves nothing, but it is
   * the ₱100 deposit that failed).
   */
  amountCents: number;
  balanceCents: number;
  reference: string;
}

export type MoneyListener = (event: MoneyMoved) => void;

/** Per database: several sandboxes may run in one process (tests), each telling only its own listeners. */
const listenersOf = new WeakMap<Database.Database, Set<MoneyListener>>();

/** Subscribes to every money movement and deposit/withdrawal status change of `db`; answers the unsubscribe. */
export function subscribeMoneyMoved(db: Database.Database, listener: MoneyListener): () => void {
  let listeners = listenersOf.get(db);
  if (!listeners) listenersOf.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener of `db`; one that throws does not stop the others, nor undo the movement. */
export function onMoneyMoved(db: Database.Database, event: MoneyMoved): void {
  for (const listener of listenersOf.get(db) ?? []) {
    try {
      listener(event);
    } catch {
      // A listener's failure is its own: the money has moved.
    }
  }
}

/** One change to one wallet. */
export interface Movement {
  accountId: number;
  /** Default the main wallet. */
  wallet?: string;
  kind: TransactionKind;
  deltaCents: number;
  reference: string;
}

/** What a unit of work inside `moveMoney` may do. */
export interface LedgerTx {
  /** Applies the change and writes its row; throws INSUFFICIENT_FUNDS (rolling back the whole unit) when the wallet would go negative. */
  move(movement: Movement): number;
  /** A status change for the listeners (deltaCents 0) about `amountCents`, told after the commit like the movements. */
  tell(accountId: number, kind: MoneyKind, reference: string, amountCents: number): void;
}

interface IdempotencyOptions {
  accountId: number;
  key: string;
  /** The call and its request: the same key sent for a different request is refused (IDEMPOTENCY_CONFLICT). */
  operation: string;
}

/**
 * Runs `work` in one transaction and returns its result. With `idempotency`, a key already
 * used by the account answers the stored first result without running `work` again; a
 * failed unit stores nothing, so the same key may be retried. Must not be nested in another
 * transaction: listeners are told when this one commits.
 */
export function moveMoney<T>(db: Database.Database, now: Date, work: (tx: LedgerTx) => T, idempotency?: IdempotencyOptions): T {
  const told: MoneyMoved[] = [];
  const tx: LedgerTx = {
    move: (movement) => {
      const balance = applyMovement(db, movement, now);
      told.push({
        accountId: movement.accountId,
        kind: movement.kind,
        deltaCents: movement.deltaCents,
        amountCents: movement.deltaCents,
        balanceCents: mainBalance(db, movement.accountId),
        reference: movement.reference,
      });
      return balance;
    },
    tell: (accountId, kind, reference, amountCents) =>
      told.push({ accountId, kind, deltaCents: 0, amountCents, balanceCents: mainBalance(db, accountId), reference }),
  };
  const result = db.transaction((): T => {
    if (!idempotency) return work(tx);
    const earlier = prepared(db, "SELECT operation, result FROM idempotency_keys WHERE account_id = ? AND key = ?").get(
      idempotency.accountId,
      idempotency.key,
    ) as { operation: string; result: string } | undefined;
    if (earlier) {
      if (earlier.operation !== idempotency.operation) throw new SandboxError("IDEMPOTENCY_CONFLICT");
      return JSON.parse(earlier.result) as T;
    }
    const value = work(tx);
    prepared(db, "INSERT INTO idempotency_keys (account_id, key, operation, result, created_at) VALUES (?, ?, ?, ?, ?)").run(
      idempotency.accountId,
      idempotency.key,
      idempotency.operation,
      JSON.stringify(value),
      now.toISOString(),
    );
    return value;
  })();
  for (const event of told) onMoneyMoved(db, event);
  return result;
}

/** The wallet's new balance after `movement`, or INSUFFICIENT_FUNDS. */
function applyMovement(db: Database.Database, movement: Movement, now: Date): number {
  const { accountId, deltaCents, kind, reference } = movement;
  const wallet = movement.wallet ?? MAIN_WALLET;
  if (!Number.isSafeInteger(deltaCents)) requireMinorUnits(deltaCents, currencyOfAccount(db, accountId), "amountCents");
  let changes: number;
  if (wallet === MAIN_WALLET) {
    changes = prepared(db, "UPDATE accounts SET balance_cents = balance_cents + @delta WHERE id = @id AND balance_cents + @delta >= 0").run(
      {
        id: accountId,
        delta: deltaCents,
      },
    ).changes;
  } else {
    prepared(db, "INSERT OR IGNORE INTO vendor_wallets (account_id, vendor_code) VALUES (?, ?)").run(accountId, wallet);
    changes = prepared(
      db,
      "UPDATE vendor_wallets SET balance_cents = balance_cents + @delta WHERE account_id = @id AND vendor_code = @wallet AND balance_cents + @delta >= 0",
    ).run({ id: accountId, wallet, delta: deltaCents }).changes;
  }
  if (changes === 0) throw new SandboxError("INSUFFICIENT_FUNDS");
  const balance = walletBalance(db, accountId, wallet);
  prepared(
    db,
    "INSERT INTO ledger (account_id, wallet, kind, delta_cents, balance_cents, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(accountId, wallet, kind, deltaCents, balance, reference, now.toISOString());
  return balance;
}

/** Whether the account already used `key` (a replay is answered from the stored result). */
export function idempotencyKeyUsed(db: Database.Database, accountId: number, key: string): boolean {
  return prepared(db, "SELECT 1 FROM idempotency_keys WHERE account_id = ? AND key = ?").get(accountId, key) !== undefined;
}

export function mainBalance(db: Database.Database, accountId: number): number {
  return prepared(db, "SELECT balance_cents FROM accounts WHERE id = ?").pluck().get(accountId) as number;
}

export function walletBalance(db: Database.Database, accountId: number, wallet: string): number {
  if (wallet === MAIN_WALLET) return mainBalance(db, accountId);
  return (
    (prepared(db, "SELECT balance_cents FROM vendor_wallets WHERE account_id = ? AND vendor_code = ?").pluck().get(accountId, wallet) as
      number | undefined) ?? 0
  );
}

/** The sum of the account's ledger deltas: equals the main balance plus every vendor wallet. */
export function ledgerSum(db: Database.Database, accountId: number): number {
  return prepared(db, "SELECT COALESCE(SUM(delta_cents), 0) FROM ledger WHERE account_id = ?").pluck().get(accountId) as number;
}
