import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { VerificationMethod } from "../../app/platform/contract/sign-in-steps";
import type { Db } from "../db/index";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";
import { authenticatorAnswerMatches } from "./authenticator";

/** How long a pending sign-in waits for its verification. */
export const TICKET_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong answers a ticket takes; the last one ends it. */
export const TICKET_MAX_FAILURES = 5;

/** How an account confirms a sign-in from a new address (absent: it never has to). */
export interface AccountVerification {
  methods: VerificationMethod[];
  email: string | null;
  bankAccountName: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

interface VerificationRow {
  methods: string;
  email: string | null;
  bank_account_name: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
}

export function accountVerification(db: Db, accountId: number): AccountVerification | null {
  const row = db.prepare("SELECT * FROM account_verification WHERE account_id = ?").get(accountId) as VerificationRow | undefined;
  if (!row) return null;
  const methods = JSON.parse(row.methods) as VerificationMethod[];
  return {
    // With the authenticator on, it is the only way to confirm: a second factor the bank account's name could stand in for would be none.
    methods: methods.includes("totp") ? ["totp"] : methods,
    email: row.email,
    bankAccountName: row.bank_account_name,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
  };
}

const hashTicket = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export function isKnownAddress(db: Db, accountId: number, ip: string): boolean {
  return db.prepare("SELECT 1 FROM account_ips WHERE account_id = ? AND ip = ?").get(accountId, ip) !== undefined;
}

export function registerAddress(db: Db, accountId: number, ip: string, now: Date): void {
  db.prepare("INSERT OR IGNORE INTO account_ips (account_id, ip, registered_at) VALUES (?, ?, ?)").run(accountId, ip, now.toISOString());
}

/**
 * Called once the password is right: an account that verifies new addresses, signing in
 * from one it has not confirmed, gets a ticket instead of a session (VERIFICATION_REQUIRED).
 * An account with the authenticator on gets one on every sign-in: that is its second factor.
 */
export function requireKnownAddress(db: Db, account: AccountRow, clientIp: string, now: Date): void {
  const verification = accountVerification(db, account.id);
  if (!verification) return;
  if (!verification.methods.includes("totp") && isKnownAddress(db, account.id, clientIp)) return;
  const ticket = randomBytes(32).toString("base64url");
  db.prepare(
    `INSERT INTO verification_tickets (ticket_hash, merchant, account_id, client_ip, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(hashTicket(ticket), account.merchant, account.id, clientIp, new Date(now.getTime() + TICKET_LIFETIME_MS).toISOString());
  throw new SandboxError("VERIFICATION_REQUIRED", {
    verification: { ticket, methods: verification.methods, expiresInSeconds: TICKET_LIFETIME_MS / 1000 },
  });
}

export interface PendingSignIn {
  ticketHash: string;
  accountId: number;
  expiresAt: Date;
  failures: number;
  code: string | null;
  codeSentAt: Date | null;
}

interface TicketRow {
  ticket_hash: string;
  merchant: string;
  account_id: number;
  client_ip: string;
  expires_at: string;
  failures: number;
  code: string | null;
  code_sent_at: string | null;
  used_at: string | null;
}

/** The ticket's pending sign-in; VERIFICATION_EXPIRED when it is unknown, used, expired, ended or from another address. */
export function openTicket(db: Db, merchant: string, ticket: string, clientIp: string, now: Date): PendingSignIn {
  const row = db.prepare("SELECT * FROM verification_tickets WHERE ticket_hash = ?").get(hashTicket(ticket)) as TicketRow | undefined;
  if (
    !row ||
    row.merchant !== merchant ||
    row.client_ip !== clientIp ||
    row.used_at !== null ||
    Date.parse(row.expires_at) <= now.getTime()
  ) {
    throw new SandboxError("VERIFICATION_EXPIRED");
  }
  return {
    ticketHash: row.ticket_hash,
    accountId: row.account_id,
    expiresAt: new Date(row.expires_at),
    failures: row.failures,
    code: row.code,
    codeSentAt: row.code_sent_at === null ? null : new Date(row.code_sent_at),
  };
}

export function recordSentCode(db: Db, pending: PendingSignIn, code: string, now: Date): void {
  db.prepare("UPDATE verification_tickets SET code = ?, code_sent_at = ? WHERE ticket_hash = ?").run(
    code,
    now.toISOString(),
    pending.ticketHash,
  );
}

/** A wrong answer: counted, and the last allowed one ends the ticket. */
export function recordWrongAnswer(db: Db, pending: PendingSignIn, now: Date): { ended: boolean } {
  const failures = pending.failures + 1;
  const ended = failures >= TICKET_MAX_FAILURES;
  db.prepare("UPDATE verification_tickets SET failures = ?, used_at = ? WHERE ticket_hash = ?").run(
    failures,
    ended ? now.toISOString() : null,
    pending.ticketHash,
  );
  return { ended };
}

export function closeTicket(db: Db, pending: PendingSignIn, now: Date): void {
  db.prepare("UPDATE verification_tickets SET used_at = ? WHERE ticket_hash = ?").run(now.toISOString(), pending.ticketHash);
}

const sameText = (expected: string, actual: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Folds case and runs of spaces, so "juan  DELA cruz" is the bank name "Juan Dela Cruz". */
const folded = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether `answer` confirms the sign-in by `method`. An authenticator code is checked as
 * RFC 6238 says (SHA-1, 6 digits, 30 s steps) by otplib, and a time step is accepted only
 * after the last one used, so a code cannot be replayed; the step is then remembered. One of
 * the account's recovery codes stands in for a code, once.
 */
export function answerMatches(
  db: Db,
  accountId: number,
  verification: AccountVerification,
  pending: PendingSignIn,
  method: VerificationMethod,
  answer: string,
  now: Date,
): boolean {
  switch (method) {
    case "mobile":
      return pending.code !== null && sameText(pending.code, answer.trim());
    case "email":
      return verification.email !== null && sameText(folded(verification.email), folded(answer));
    case "bank":
      return verification.bankAccountName !== null && sameText(folded(verification.bankAccountName), folded(answer));
    case "totp":
      return authenticatorAnswerMatches(db, accountId, answer, now);
  }
}
