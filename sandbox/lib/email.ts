import type { Db } from "../db/index";
import { sandboxSettings } from "./settings";

/** Vitest runs read mail through the control surface; a line per email would only bury their output. */
const QUIET = sandboxSettings().VITEST !== undefined;

export interface Email {
  to: string;
  subject: string;
  body: string;
  /** The reset token the body links to, kept beside it so tests need not parse the text. */
  resetToken?: string;
}

/** The sandbox's mail server is its outbox table (read by the control surface) and its log. */
export function sendEmail(db: Db, merchant: string, email: Email, now: Date): void {
  db.prepare("INSERT INTO email_outbox (merchant, to_address, subject, body, reset_token, sent_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    merchant,
    email.to,
    email.subject,
    email.body,
    email.resetToken ?? null,
    now.toISOString(),
  );
  if (!QUIET) console.log(`[sandbox] email from ${merchant} to ${email.to}: ${email.subject}`);
}

export interface SentEmail {
  to: string;
  subject: string;
  body: string;
  resetToken: string | null;
  sentAt: string;
}

/** The last emails sent to an address by a merchant, newest first. */
export function emailsTo(db: Db, merchant: string, address: string, limit = 10): SentEmail[] {
  return db
    .prepare(
      `SELECT to_address AS "to", subject, body, reset_token AS resetToken, sent_at AS sentAt
         FROM email_outbox WHERE merchant = ? AND to_address = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(merchant, address.toLowerCase(), limit) as SentEmail[];
}
