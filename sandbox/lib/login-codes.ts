import { randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/index";

export const LOGIN_CODE_MINUTES = 5;
const RESEND_INTERVAL_MS = 60_000;
const CODE_DIGITS = 6;

/** Where codes are kept: sign-in codes, or password-reset codes (same shape, never interchangeable). */
export type CodeTable = "login_codes" | "reset_codes";

/** The last code sent to one merchant + full mobile number. */
export interface SentLoginCode {
  /** null when the number is no account's: nothing was sent, the record only throttles resends. */
  code: string | null;
  sentAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

interface LoginCodeRow {
  code: string | null;
  sent_at: string;
  expires_at: string;
  used_at: string | null;
}

export function newLoginCode(): string {
  return String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

export function lastLoginCode(db: Db, merchant: string, mobile: string, table: CodeTable = "login_codes"): SentLoginCode | undefined {
  const row = db
    .prepare(`SELECT code, sent_at, expires_at, used_at FROM ${table} WHERE merchant = ? AND mobile = ?`)
    .get(merchant, mobile) as LoginCodeRow | undefined;
  if (!row) return undefined;
  return {
    code: row.code,
    sentAt: new Date(row.sent_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

/** Seconds until the number may be sent another code; 0 when it may be now. */
export function resendWaitSeconds(last: SentLoginCode | undefined, now: Date): number {
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.sentAt.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000));
}

/** Records a send, replacing the number's previous code. */
export function recordLoginCode(
  db: Db,
  merchant: string,
  mobile: string,
  code: string | null,
  now: Date,
  table: CodeTable = "login_codes",
): void {
  db.prepare(
    `INSERT INTO ${table} (merchant, mobile, code, sent_at, expires_at, used_at)
     VALUES (@merchant, @mobile, @code, @sentAt, @expiresAt, NULL)
     ON CONFLICT (merchant, mobile) DO UPDATE SET
       code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, used_at = NULL`,
  ).run({
    merchant,
    mobile,
    code,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LOGIN_CODE_MINUTES * 60_000).toISOString(),
  });
}

/** Whether `entered` is the sent, still unused code. Expiry is left to the caller, which reports it apart. */
export function codeMatches(sent: SentLoginCode | undefined, entered: string): sent is SentLoginCode {
  if (!sent || sent.code === null || sent.usedAt !== null) return false;
  const expected = Buffer.from(sent.code);
  const actual = Buffer.from(entered);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function markLoginCodeUsed(db: Db, merchant: string, mobile: string, now: Date, table: CodeTable = "login_codes"): void {
  db.prepare(`UPDATE ${table} SET used_at = ? WHERE merchant = ? AND mobile = ?`).run(now.toISOString(), merchant, mobile);
}
