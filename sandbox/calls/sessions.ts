import { SIGN_IN_HISTORY_DAYS, type ActiveSession, type SignInEntry } from "../../app/platform/contract/sessions";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { prepared } from "../db/statements";
import { accountById } from "../lib/accounts";
import { sameAccountIds } from "../lib/identity";
import { endedSession, endSessions, sessionOf } from "../lib/sessions";

const DAY_MS = 24 * 60 * 60 * 1000;

interface SessionRow {
  id: number;
  brand: string;
  token_hash: string;
  user_agent: string;
  ip: string;
  country: string;
  method: ActiveSession["method"];
  created_at: string;
  last_seen_at: string | null;
  expires_at: string;
}

interface HistoryRow {
  id: number;
  at: string;
  ip: string;
  country: string;
  user_agent: string;
  method: SignInEntry["method"];
  outcome: SignInEntry["outcome"];
  new_device: number;
}

/** The rows of the calling session's platform account: its own, and those linked to it on the brands sharing its registration. */
const ownAccounts = (ctx: CallContext) => sameAccountIds(ctx.db, accountById(ctx.db, sessionOf(ctx).accountId));

/**
 * Only the owner's sessions are ever read or ended: every statement is bound to the calling session's
 * platform account (its rows linked across the brands sharing its registration, never a row of
 * the same username that is not linked).
 */
export const sessionsHandlers: GroupHandlers<"sessions"> = {
  list: (ctx) => {
    const session = sessionOf(ctx);
    const accounts = ownAccounts(ctx);
    const rows = prepared(
      ctx.db,
      `SELECT s.rowid AS id, m.name AS brand, s.token_hash, s.user_agent, s.ip, s.country, s.method, s.created_at, s.last_seen_at, s.expires_at
         FROM sessions s JOIN merchants m ON m.code = s.merchant
        WHERE s.account_id IN (SELECT value FROM json_each(?)) AND s.revoked_at IS NULL AND s.expires_at > ?
        ORDER BY COALESCE(s.last_seen_at, s.created_at) DESC, s.rowid DESC`,
    ).all(JSON.stringify(accounts), ctx.clock.now().toISOString()) as SessionRow[];
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        current: row.token_hash === session.tokenHash,
        brand: row.brand,
        userAgent: row.user_agent,
        ip: row.ip,
        country: row.country,
        method: row.method,
        signedInAt: row.created_at,
        lastSeenAt: row.last_seen_at ?? row.created_at,
      })),
    };
  },

  end: (ctx, { id }) => {
    const session = sessionOf(ctx);
    const now = ctx.clock.now().toISOString();
    const row = prepared(
      ctx.db,
      `SELECT token_hash, expires_at FROM sessions
        WHERE rowid = ? AND account_id IN (SELECT value FROM json_each(?)) AND revoked_at IS NULL AND expires_at > ?`,
    ).get(id, JSON.stringify(ownAccounts(ctx)), now) as Pick<SessionRow, "token_hash" | "expires_at"> | undefined;
    if (!row) throw new SandboxError("NOT_FOUND");
    if (row.token_hash === session.tokenHash) throw new SandboxError("INVALID_REQUEST");
    prepared(ctx.db, "UPDATE sessions SET revoked_at = ? WHERE token_hash = ?").run(now, row.token_hash);
    return { ended: endedSession(row) };
  },

  endOthers: (ctx) => {
    const session = sessionOf(ctx);
    const accounts = ownAccounts(ctx);
    return { ended: ctx.db.transaction(() => endSessions(ctx.db, accounts, ctx.clock.now(), session.tokenHash))() };
  },

  history: (ctx, { page, pageSize }) => {
    const session = sessionOf(ctx);
    const since = new Date(ctx.clock.now().getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS).toISOString();
    const total = prepared(ctx.db, "SELECT COUNT(*) FROM sign_in_history WHERE account_id = ? AND at >= ?")
      .pluck()
      .get(session.accountId, since) as number;
    const rows = prepared(
      ctx.db,
      `SELECT id, at, ip, country, user_agent, method, outcome, new_device FROM sign_in_history
        WHERE account_id = ? AND at >= ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    ).all(session.accountId, since, pageSize, (page - 1) * pageSize) as HistoryRow[];
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: row.at,
        ip: row.ip,
        country: row.country,
        userAgent: row.user_agent,
        method: row.method,
        outcome: row.outcome,
        newDevice: row.new_device === 1,
      })),
      total,
      page,
      pageSize,
    };
  },
};
