import type { Db } from "../db/index";
import type { SentLoginCode } from "./login-codes";

/** Binding codes: one per account and channel (a new send replaces the last), valid this long. */
export const BINDING_CODE_MINUTES = 5;

export type BindingChannel = "mobile" | "email";

export interface SentBindingCode extends SentLoginCode {
  code: string;
  /** Where the code went: the full mobile number (digits) or the email address. */
  target: string;
}

interface Row {
  target: string;
  code: string;
  sent_at: string;
  expires_at: string;
  used_at: string | null;
}

export function lastBindingCode(db: Db, accountId: number, channel: BindingChannel): SentBindingCode | undefined {
  const row = db
    .prepare("SELECT target, code, sent_at, expires_at, used_at FROM binding_codes WHERE account_id = ? AND channel = ?")
    .get(accountId, channel) as Row | undefined;
  if (!row) return undefined;
  return {
    target: row.target,
    code: row.code,
    sentAt: new Date(row.sent_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

export function recordBindingCode(db: Db, accountId: number, channel: BindingChannel, target: string, code: string, now: Date): void {
  db.prepare(
    `INSERT INTO binding_codes (account_id, channel, target, code, sent_at, expires_at, used_at)
     VALUES (@accountId, @channel, @target, @code, @sentAt, @expiresAt, NULL)
     ON CONFLICT (account_id, channel) DO UPDATE SET
       target = excluded.target, code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, used_at = NULL`,
  ).run({
    accountId,
    channel,
    target,
    code,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + BINDING_CODE_MINUTES * 60_000).toISOString(),
  });
}

export function markBindingCodeUsed(db: Db, accountId: number, channel: BindingChannel, now: Date): void {
  db.prepare("UPDATE binding_codes SET used_at = ? WHERE account_id = ? AND channel = ?").run(now.toISOString(), accountId, channel);
}

/** "9171234567" as "917****567". */
export function maskMobile(nationalNumber: string): string {
  return nationalNumber.length <= 6 ? "*".repeat(nationalNumber.length) : `${nationalNumber.slice(0, 3)}****${nationalNumber.slice(-3)}`;
}

/** "demo_member@aurora.example" as "de***@aurora.example". */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}
