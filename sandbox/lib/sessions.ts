import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { prepared } from "../db/statements";
import type { ErrorCode } from "../../app/platform/errors";
import type { EndedSession, SignInMethod, SignInOutcome } from "../../app/platform/contract/sessions";
import type { CallContext, SessionAccount } from "./context";
import { SandboxError } from "./errors";
import { accountById, type AccountRow } from "./accounts";
import { callerCountry } from "./caller-country";

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Where a sign-in came from and how: recorded with its session and in the sign-in history. */
export interface SignInOrigin {
  ip: string;
  /** The platform's lookup of `ip` (callerCountry). */
  country: string;
  userAgent: string;
  method: SignInMethod;
}

/** The origin of a sign-in made by this call, by `method`. */
export function signInOrigin(ctx: CallContext, method: SignInMethod): SignInOrigin {
  return { ip: ctx.clientIp, country: callerCountry(ctx.db, ctx.clientIp), userAgent: ctx.userAgent, method };
}

/** A session's key as the portal names it (its `sessionKey`): the same sha256 as `hashToken`, in base64url. */
export const sessionKeyOfHash = (tokenHash: string) => Buffer.from(tokenHash, "hex").toString("base64url");

/** An ended session as the portal is told of it: its key and when it would have ended. */
export const endedSession = (row: { token_hash: string; expires_at: string }): EndedSession => ({
  key: sessionKeyOfHash(row.token_hash),
  expiresAt: row.expires_at,
});

/** Last seen is written at most this often per session: a player's every call need not be a write. */
const LAST_SEEN_STEP_MS = 60_000;

/** Creates a session; only the token's sha256 is stored, the token itself goes to the caller once. */
export function issueSession(
  db: Db,
  account: { id: number; merchant: string },
  now: Date,
  origin: SignInOrigin,
): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  db.prepare(
    `INSERT INTO sessions (token_hash, account_id, merchant, created_at, expires_at, ip, country, user_agent, method, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    account.id,
    account.merchant,
    now.toISOString(),
    expiresAt,
    origin.ip,
    origin.country,
    origin.userAgent,
    origin.method,
    now.toISOString(),
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
    `SELECT s.account_id, s.expires_at, s.revoked_at, s.last_seen_at, a.username, a.is_agent
       FROM sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.token_hash = ? AND s.merchant = ?`,
  ).get(tokenHash, merchant) as
    | { account_id: number; expires_at: string; revoked_at: string | null; last_seen_at: string | null; username: string; is_agent: number }
    | undefined;
  if (!row) return { ok: false, code: "UNAUTHORIZED" };
  if (row.revoked_at !== null || Date.parse(row.expires_at) <= now.getTime()) {
    return { ok: false, code: "SESSION_EXPIRED" };
  }
  if (row.last_seen_at === null || now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_STEP_MS) {
    prepared(db, "UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(now.toISOString(), tokenHash);
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

/** The signed-in account's row, refusing trial accounts (they have no profile, nothing to bind or claim). */
export function realAccountRowOf(ctx: CallContext): AccountRow {
  return accountById(ctx.db, realAccountOf(ctx));
}

/** The session of a token call; the dispatcher guarantees one, this narrows the type. */
export function sessionOf(ctx: CallContext): SessionAccount {
  if (!ctx.session) throw new SandboxError("UNAUTHORIZED");
  return ctx.session;
}

/**
 * Records a sign-in, a failed attempt or a second-factor lock in the account's sign-in history. A success from a user
 * agent the account never signed in with before is a new device: the answer says so (the
 * moment the platform tells the player about a sign-in from a new device).
 */
export function recordSignIn(db: Db, accountId: number, origin: SignInOrigin, outcome: SignInOutcome, now: Date): boolean {
  // Null when the account never signed in before (its first sign-in is no new device: there is
  // nothing to compare with), 0 when it did but never from this browser.
  const fromThisBrowser =
    outcome === "success"
      ? (prepared(db, "SELECT MAX(user_agent IS ?) FROM sign_in_history WHERE account_id = ? AND outcome = 'success'")
          .pluck()
          .get(origin.userAgent, accountId) as number | null)
      : null;
  const newDevice = fromThisBrowser === 0;
  prepared(
    db,
    `INSERT INTO sign_in_history (account_id, at, ip, country, user_agent, method, outcome, new_device)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(accountId, now.toISOString(), origin.ip, origin.country, origin.userAgent, origin.method, outcome, newDevice ? 1 : 0);
  return newDevice;
}

/**
 * Ends the live sessions of `accountIds`, all but `keepTokenHash`'s, and answers each one's key and
 * end: the portal signs their cookies out at once (its revocations), not at their next data call.
 */
export function endSessions(db: Db, accountIds: readonly number[], now: Date, keepTokenHash = ""): EndedSession[] {
  const at = now.toISOString();
  const live = prepared(
    db,
    "SELECT token_hash, expires_at FROM sessions WHERE account_id = ? AND revoked_at IS NULL AND expires_at > ? AND token_hash <> ?",
  );
  const revoke = prepared(db, "UPDATE sessions SET revoked_at = ? WHERE token_hash = ?");
  const ended: EndedSession[] = [];
  for (const accountId of accountIds) {
    for (const row of live.all(accountId, at, keepTokenHash) as Array<{ token_hash: string; expires_at: string }>) {
      revoke.run(at, row.token_hash);
      ended.push(endedSession(row));
    }
  }
  return ended;
}
