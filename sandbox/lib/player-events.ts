import { EventEmitter } from "node:events";
import type Database from "better-sqlite3";
import type { PlayerEventKind } from "../../app/platform/contract/events";
import { prepared } from "../db/statements";
import { subscribeMoneyMoved } from "./ledger";

export interface PlayerEvent {
  kind: PlayerEventKind;
  amountCents?: number | null;
  balanceCents?: number | null;
  reference?: string | null;
}

export interface StoredPlayerEvent {
  id: number;
  kind: PlayerEventKind;
  amountCents: number | null;
  balanceCents: number | null;
  reference: string | null;
  time: string;
}

/** The most events one poll answers. */
export const EVENTS_PER_POLL = 50;

/** Per database: wakes the polls waiting on an account (keyed by account id). */
const wakers = new WeakMap<Database.Database, EventEmitter>();
function wakerOf(db: Database.Database): EventEmitter {
  let emitter = wakers.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    wakers.set(db, emitter);
  }
  return emitter;
}

/**
 * Appends an event to the account's feed (`player_events`) and wakes the account's waiting
 * polls. Call it inside the transaction that moved the money: the row commits with it. The
 * polls are woken on the next turn of the event loop, after that transaction has committed.
 */
export function emitPlayerEvent(db: Database.Database, accountId: number, event: PlayerEvent, now: Date): number {
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO player_events (account_id, kind, amount_cents, balance_cents, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(accountId, event.kind, event.amountCents ?? null, event.balanceCents ?? null, event.reference ?? null, now.toISOString());
  setImmediate(() => wakerOf(db).emit(String(accountId)));
  return Number(lastInsertRowid);
}

/** The account's newest event id: where a new listener starts (0 when it has none). */
export function latestEventId(db: Database.Database, accountId: number): number {
  return (prepared(db, "SELECT coalesce(max(id), 0) FROM player_events WHERE account_id = ?").pluck().get(accountId) as number) ?? 0;
}

/** The account's events after `after`, oldest first, at most EVENTS_PER_POLL. */
export function eventsAfter(db: Database.Database, accountId: number, after: number): StoredPlayerEvent[] {
  return prepared(
    db,
    `SELECT id, kind, amount_cents AS amountCents, balance_cents AS balanceCents, reference, created_at AS time
       FROM player_events WHERE account_id = ? AND id > ? ORDER BY id LIMIT ${EVENTS_PER_POLL}`,
  ).all(accountId, after) as StoredPlayerEvent[];
}

/** Resolves when an event is emitted for the account, or after `ms`, whichever comes first. */
export function nextEventOrTimeout(db: Database.Database, accountId: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const waker = wakerOf(db);
    const key = String(accountId);
    const done = () => {
      clearTimeout(timer);
      waker.off(key, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waker.on(key, done);
  });
}

/**
 * The live events of the ledger's movements (sandbox/lib/ledger.ts), from now on: a
 * credited or failed deposit and an approved or rejected withdrawal as themselves, with the
 * amount they are about (a status change moves nothing, yet its message names the deposit's
 * or the withdrawal's amount), any other movement of money as a balance change. A paid
 * withdrawal moves nothing (its money was held when it was asked for) and tells the player
 * nothing new.
 */
export function emitMoneyEvents(db: Database.Database, now: () => Date): () => void {
  return subscribeMoneyMoved(db, (moved) => {
    const kind: PlayerEventKind | null =
      moved.kind === "deposit.credited" ||
      moved.kind === "deposit.failed" ||
      moved.kind === "withdrawal.approved" ||
      moved.kind === "withdrawal.rejected"
        ? moved.kind
        : moved.deltaCents !== 0
          ? "balance.changed"
          : null;
    if (!kind) return;
    emitPlayerEvent(
      db,
      moved.accountId,
      { kind, amountCents: moved.amountCents, balanceCents: moved.balanceCents, reference: moved.reference },
      now(),
    );
  });
}
