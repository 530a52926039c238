import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import { RECOVERY_CODE_COUNT } from "../../app/platform/contract/authenticator";
import type { VerificationMethod } from "../../app/platform/contract/sign-in-steps";
import type { Db } from "../db/index";

/** An authenticator code is accepted one time step (30 s) either side of now, for clock drift. */
const TOTP_TOLERANCE_SECONDS = 30;
/** A secret being set up waits this long for its first code; then the set-up starts again. */
export const PENDING_SECRET_MS = 15 * 60 * 1000;

/** Ten characters of base32 (50 random bits), lower case; shown as two groups of five. */
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** A recovery code as typed: case, spaces and the hyphen do not matter. */
const normalisedRecoveryCode = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, "");
export const looksLikeRecoveryCode = (answer: string) => RECOVERY_CODE.test(normalisedRecoveryCode(answer));
export const hashRecoveryCode = (code: string) => createHash("sha256").update(normalisedRecoveryCode(code).replace("-", "")).digest("hex");

function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < 10; index++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The time step of `answer` as a code of `secret` (RFC 6238: SHA-1, 6 digits, 30 s steps,
 * one step of drift), accepted only after `afterStep` so a code works once; null when it is not one.
 */
export function totpStep(secret: string, answer: string, afterStep: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(answer.trim())) return null;
  const result = verifySync({
    secret,
    token: answer.trim(),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

interface VerificationRow {
  methods: string;
  totp_secret: string | null;
  totp_last_step: number | null;
}

const verificationRow = (db: Db, accountId: number) =>
  db.prepare("SELECT methods, totp_secret, totp_last_step FROM account_verification WHERE account_id = ?").get(accountId) as
    VerificationRow | undefined;

/** The account's authenticator when it is on: its secret and the last time step used. */
export function activeAuthenticator(db: Db, accountId: number): { secret: string; lastStep: number | null } | null {
  const row = verificationRow(db, accountId);
  if (!row?.totp_secret || !(JSON.parse(row.methods) as string[]).includes("totp")) return null;
  return { secret: row.totp_secret, lastStep: row.totp_last_step };
}

/** The secret being set up, while it is still waiting for its first code. */
export function pendingSecret(db: Db, accountId: number, now: Date): string | null {
  const row = db.prepare("SELECT secret, created_at FROM authenticator_pending WHERE account_id = ?").get(accountId) as
    { secret: string; created_at: string } | undefined;
  if (!row || Date.parse(row.created_at) + PENDING_SECRET_MS <= now.getTime()) return null;
  return row.secret;
}

/** A new secret to set up (20 random bytes, base32), replacing any earlier one still waiting. */
export function startSetUp(db: Db, accountId: number, now: Date): string {
  const secret = generateSecret();
  db.prepare("INSERT OR REPLACE INTO authenticator_pending (account_id, secret, created_at) VALUES (?, ?, ?)").run(
    accountId,
    secret,
    now.toISOString(),
  );
  return secret;
}

/** The link an authenticator app reads from the QR code. */
export const otpauthUrl = (issuer: string, username: string, secret: string) => generateURI({ issuer, label: username, secret });

/**
 * Turns the authenticator on with the confirmed secret: it becomes the account's way to
 * confirm a sign-in, the confirming code's step counts as used, and ten new recovery codes
 * replace any earlier ones. Answers the codes (the only time they are readable).
 */
export function turnOn(db: Db, accountId: number, secret: string, step: number): string[] {
  const row = verificationRow(db, accountId);
  if (row) {
    const methods = (JSON.parse(row.methods) as VerificationMethod[]).filter((method) => method !== "totp");
    db.prepare("UPDATE account_verification SET methods = ?, totp_secret = ?, totp_last_step = ? WHERE account_id = ?").run(
      JSON.stringify([...methods, "totp"]),
      secret,
      step,
      accountId,
    );
  } else {
    db.prepare("INSERT INTO account_verification (account_id, methods, totp_secret, totp_last_step) VALUES (?, ?, ?, ?)").run(
      accountId,
      JSON.stringify(["totp"]),
      secret,
      step,
    );
  }
  db.prepare("DELETE FROM authenticator_pending WHERE account_id = ?").run(accountId);
  return replaceRecoveryCodes(db, accountId);
}

export function replaceRecoveryCodes(db: Db, accountId: number): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  db.prepare("DELETE FROM authenticator_recovery_codes WHERE account_id = ?").run(accountId);
  const add = db.prepare("INSERT INTO authenticator_recovery_codes (account_id, code_hash) VALUES (?, ?)");
  for (const code of codes) add.run(accountId, hashRecoveryCode(code));
  return [...codes];
}

/** Turns the authenticator off: its secret and recovery codes go; an account left with no other way to confirm stops verifying. */
export function turnOff(db: Db, accountId: number): void {
  const row = verificationRow(db, accountId);
  if (row) {
    const methods = (JSON.parse(row.methods) as VerificationMethod[]).filter((method) => method !== "totp");
    if (methods.length === 0) db.prepare("DELETE FROM account_verification WHERE account_id = ?").run(accountId);
    else {
      db.prepare("UPDATE account_verification SET methods = ?, totp_secret = NULL, totp_last_step = NULL WHERE account_id = ?").run(
        JSON.stringify(methods),
        accountId,
      );
    }
  }
  db.prepare("DELETE FROM authenticator_recovery_codes WHERE account_id = ?").run(accountId);
  db.prepare("DELETE FROM authenticator_pending WHERE account_id = ?").run(accountId);
}

export function recoveryCodesLeft(db: Db, accountId: number): number {
  return db
    .prepare("SELECT COUNT(*) FROM authenticator_recovery_codes WHERE account_id = ? AND used_at IS NULL")
    .pluck()
    .get(accountId) as number;
}

/** Uses a recovery code: true (and marked used) when it is one of the account's unused codes. */
export function useRecoveryCode(db: Db, accountId: number, answer: string, now: Date): boolean {
  if (!looksLikeRecoveryCode(answer)) return false;
  const { changes } = db
    .prepare("UPDATE authenticator_recovery_codes SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL")
    .run(now.toISOString(), accountId, hashRecoveryCode(answer));
  return changes === 1;
}

/**
 * Whether `answer` is a current code of the account's authenticator (remembered as used) or
 * one of its unused recovery codes (then used up).
 */
export function authenticatorAnswerMatches(db: Db, accountId: number, answer: string, now: Date): boolean {
  const active = activeAuthenticator(db, accountId);
  if (!active) return false;
  const step = totpStep(active.secret, answer, active.lastStep, now);
  if (step !== null) {
    db.prepare("UPDATE account_verification SET totp_last_step = ? WHERE account_id = ?").run(step, accountId);
    return true;
  }
  return useRecoveryCode(db, accountId, answer, now);
}
