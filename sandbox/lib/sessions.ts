import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { prepared } from "../calls/statements";
import type { ErrorCode } from "../../app/platform/errors";
import { SandboxError, type CallContext, type SessionAccount } from "../handler";

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session; only the token's sha256 is stored, the token itself goes to the caller once. */
export function issueSession(db: Db, account: { id: number; merchant: string }, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  db.prepare("INSERT INTO sessions (token_hash, account_id, merchant, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    hashToken(token),
    account.id,
    account.merchant,
    now.toISOString(),
    expiresAt,
  );
  return { token, expiresAt };
}

export type SessionLookup = { ok: true; session: SessionAccount } | { ok: false; code: ErrorCode };

/**
 * A token unknown to this merchant is UNAUTHORIZED (another brand's token must not
 * even be recognised); a known one that expired or was revoked is SESSION_EXPIRED.
 */
export function findSession(db: Db, token: string, merchant: string, now: Date): SessionLookup {
  const tokenHash = hashToken(token);
  const row = prepared(
    db,
    `SELECT s.account_id, s.expires_at, s.revoked_at, a.username, a.is_agent
       FROM sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.token_hash = ? AND s.merchant = ?`,
  ).get(tokenHash, merchant) as
    { account_id: number; expires_at: string; revoked_at: string | null; username: string; is_agent: number } | undefined;
  if (!row) return { ok: false, code: "UNAUTHORIZED" };
  if (row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) {
    return { ok: false, code: "SESSION_EXPIRED" };
  }
  return {
    ok: true,
    session: { accountId: row.account_id, username: row.username, isAgent: row.is_agent, tokenHash },
  };
}

export function revokeSession(db: Db, tokenHash: string, now: Date): void {
  db.prepare("UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL").run(now.toISOString(), tokenHash);
}

/** The account of a token call that a trial account may not make (TRIAL_NOT_ALLOWED). */
export function realAccountOf(ctx: CallContext): number {
  const session = sessionOf(ctx);
  if (session.isAgent === 4) throw new SandboxError("TRIAL_NOT_ALLOWED");
  return session.accountId;
}

/** The session of a token call; the dispatcher guarantees one, this narrows the type. */
export function sessionOf(ctx: CallContext): SessionAccount {
  if (!ctx.session) throw new SandboxError("UNAUTHORIZED");
  return ctx.session;
}
